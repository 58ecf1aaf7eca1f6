import type { WellnessInsights } from '@heartwise/contracts';
import { habitDefinitions, microActivities } from '@heartwise/contracts';

type PracticeEffect = WellnessInsights['whatHelps'][number];
type HabitMood = WellnessInsights['habitMood'][number];

const practiceTitle = (type: PracticeEffect['activityType']): string =>
  microActivities.find((activity) => activity.type === type)?.title ?? type;

const points = (value: number) => `${value.toFixed(1)} ${value === 1 ? 'point' : 'points'}`;

/** One practice type's average pre → post change, said kindly (lower intensity reads as calmer). */
export function practiceEffectSentence(effect: PracticeEffect): string {
  const title = practiceTitle(effect.activityType);
  const after = `After ${effect.sessions} times with ${title}`;
  if (effect.averageChange <= -0.1)
    return `${after}, your feelings were ${points(-effect.averageChange)} calmer on average.`;
  if (effect.averageChange >= 0.1)
    return `${after}, your feelings were ${points(effect.averageChange)} stronger on average. That's okay: some practices help more slowly.`;
  return `${after}, your feelings stayed about the same. Steady is good too.`;
}

/** Mood on days with a habit against days without, in plain words (lower intensity reads as calmer). */
export function habitMoodSentence(mood: HabitMood): string {
  const habit = habitDefinitions[mood.habitType].title;
  const figures = `${mood.averageWith.toFixed(1)}/10 on ${mood.daysWith} days with it, ${mood.averageWithout.toFixed(1)}/10 on ${mood.daysWithout} days without`;
  const difference = mood.averageWithout - mood.averageWith;
  if (difference >= 0.1) return `${habit}: your feelings were calmer on days you did it (${figures}).`;
  if (difference <= -0.1)
    return `${habit}: your feelings were a little stronger on days you did it (${figures}).`;
  return `${habit}: your feelings were about the same either way (${figures}).`;
}
