import {
  HabitType,
  MicroActivityType,
  MIN_DAYS_FOR_HABIT_MOOD,
  MIN_SESSIONS_FOR_EFFECT,
  type WellnessInsights,
} from '@heartwise/contracts';
import { mean, oneDecimal } from './figures.js';

interface SessionPractice {
  id: string;
  activityType: MicroActivityType | null;
}

interface SessionCheckIn {
  sessionId: string | null;
  checkInType: 'pre' | 'post' | 'post-post';
  intensity: number;
  date: string;
  createdAt: string;
}

/**
 * "What helps me": for each practice type, the average change in intensity from the session's pre
 * check-in to its post check-in (the first of each), over sessions that have both; shown once
 * MIN_SESSIONS_FOR_EFFECT such sessions exist. Negative means calmer afterwards.
 */
export function whatHelps(
  sessions: readonly SessionPractice[],
  checkIns: readonly SessionCheckIn[],
): WellnessInsights['whatHelps'] {
  const firstOf = (sessionId: string, type: SessionCheckIn['checkInType']) =>
    checkIns
      .filter((checkIn) => checkIn.sessionId === sessionId && checkIn.checkInType === type)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  return MicroActivityType.options.flatMap((activityType) => {
    const changes = sessions
      .filter((session) => session.activityType === activityType)
      .flatMap((session) => {
        const pre = firstOf(session.id, 'pre');
        const post = firstOf(session.id, 'post');
        return pre && post ? [post.intensity - pre.intensity] : [];
      });
    const average = mean(changes);
    return changes.length >= MIN_SESSIONS_FOR_EFFECT && average !== null
      ? [{ activityType, sessions: changes.length, averageChange: oneDecimal(average) }]
      : [];
  });
}

/**
 * Habits and mood: for each habit, the average intensity of the check-ins on days it was done
 * against days it was recorded but not done. A day counts only when it has both a record of that
 * habit and a check-in; a habit is shown once each side has MIN_DAYS_FOR_HABIT_MOOD days.
 */
export function habitMood(
  habits: readonly { habitType: HabitType; date: string; completed: boolean }[],
  checkIns: readonly { date: string; intensity: number }[],
): WellnessInsights['habitMood'] {
  const dayAverage = new Map<string, number>();
  for (const date of new Set(checkIns.map((checkIn) => checkIn.date))) {
    const average = mean(checkIns.filter((checkIn) => checkIn.date === date).map((c) => c.intensity));
    if (average !== null) dayAverage.set(date, average);
  }
  return HabitType.options.flatMap((habitType) => {
    const days = habits.filter((habit) => habit.habitType === habitType && dayAverage.has(habit.date));
    const moodOn = (done: boolean) =>
      [...new Set(days.filter((habit) => habit.completed === done).map((habit) => habit.date))].map(
        (date) => dayAverage.get(date) ?? 0,
      );
    const withIt = moodOn(true);
    const without = moodOn(false);
    if (withIt.length < MIN_DAYS_FOR_HABIT_MOOD || without.length < MIN_DAYS_FOR_HABIT_MOOD) return [];
    return [
      {
        habitType,
        daysWith: withIt.length,
        daysWithout: without.length,
        averageWith: oneDecimal(mean(withIt) ?? 0),
        averageWithout: oneDecimal(mean(without) ?? 0),
      },
    ];
  });
}
