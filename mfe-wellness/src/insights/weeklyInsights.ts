import type { WellnessOverview, YouthSummary } from '@heartwise/contracts';
import { plural, youthName } from './familyWords.js';

/** Habit completion at or above this is worth celebrating; below the low mark, worth encouraging. */
const HABITS_GOING_WELL = 70;
const HABITS_NEED_ENCOURAGING = 40;

function aboutYouth(summary: YouthSummary): string[] {
  const name = youthName(summary);
  const sentences: string[] = [];
  if (summary.intensity.direction === 'improving')
    sentences.push(`${name}'s feelings have been calmer in recent check-ins.`);
  if (summary.intensity.direction === 'needs-care')
    sentences.push(`${name}'s feelings have been running stronger lately. A gentle chat could help.`);
  // Neither chosen nor prompted: a youth who only answered the app's reminders has checked in.
  const { chosen, prompted } = summary.checkIns7d;
  if (chosen + prompted === 0) sentences.push(`${name} hasn't checked in this week.`);
  const habits = summary.habits7d;
  if (habits.total > 0 && habits.percent >= HABITS_GOING_WELL)
    sentences.push(`${name} completed ${habits.percent}% of their daily habits this week.`);
  else if (habits.total > 0 && habits.percent < HABITS_NEED_ENCOURAGING)
    sentences.push(`${name} could use some encouragement with daily habits (${habits.percent}% this week).`);
  if (summary.practicesThisWeek > 0)
    sentences.push(
      `${name} did ${plural(summary.practicesThisWeek, 'practice activity', 'practice activities')} this week.`,
    );
  return sentences;
}

function aboutMe(overview: WellnessOverview): string[] {
  const sentences: string[] = [];
  if (overview.habits7d.total > 0)
    sentences.push(`You completed ${overview.habits7d.percent}% of your own daily habits this week.`);
  if (overview.week.practices > 0)
    sentences.push(
      `You did ${plural(overview.week.practices, 'practice activity', 'practice activities')} this week.`,
    );
  return sentences;
}

/**
 * The parent's weekly insights: short true sentences drawn from each linked youth's aggregates and
 * the parent's own week. Their number is the "weekly insights" figure.
 */
export function weeklyInsights(
  summaries: readonly YouthSummary[],
  overview: WellnessOverview | undefined,
): string[] {
  return [...summaries.flatMap(aboutYouth), ...(overview ? aboutMe(overview) : [])];
}
