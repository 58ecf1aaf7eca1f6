import { MIN_CHECKINS_FOR_AVERAGE, type MicroActivityType, type YouthSummary } from '@heartwise/contracts';
import { habitCompletion } from './habit-completion.js';
import { intensityTrend } from './intensity-trend.js';
import { practiceWeek } from './practice-week.js';
import { lastDays } from '@heartwise/service-kit/domain';

/** What a summary may read of a youth's records: dates, flags and numbers, never words. */
export interface SummaryRecords {
  habits: readonly { date: string; completed: boolean }[];
  checkIns: readonly { date: string; intensity: number; createdAt: string; prompted: boolean }[];
  practices: readonly { date: string; activityType: MicroActivityType }[];
}

/**
 * The aggregates a linked parent sees about a youth, and the youth sees under "What your parent
 * can see": the one function behind both, so the two can never differ. Check-ins are counted
 * apart: those the youth chose to make, and answers to the app's prompt (a prompt answered is not
 * a youth reaching out). The intensity figures read every check-in: a prompted answer says how
 * they felt as truly as a chosen one, and leaving them out would hide most of a week's feelings.
 * The average waits for MIN_CHECKINS_FOR_AVERAGE check-ins in its 7 days: over one it would show
 * a parent that check-in's exact intensity.
 */
export function youthSummary(
  youth: { youthId: string; firstName: string | null },
  records: SummaryRecords,
  today: string,
): YouthSummary {
  const week = lastDays(today, 7);
  const thisWeek = records.checkIns.filter((checkIn) => week.includes(checkIn.date));
  const prompted = thisWeek.filter((checkIn) => checkIn.prompted).length;
  return {
    youthId: youth.youthId,
    firstName: youth.firstName,
    habits7d: habitCompletion(records.habits, week),
    checkIns7d: { chosen: thisWeek.length - prompted, prompted },
    intensity: intensityTrend(records.checkIns, today, MIN_CHECKINS_FOR_AVERAGE),
    practicesThisWeek: practiceWeek(records.practices, today).practices,
  };
}
