import type { WellnessOverview } from '@heartwise/contracts';
import type { WellnessRepositories } from '../../ports/repositories.js';
import { completion } from '../figures.js';
import { habitCompletion, habitDays } from '../habit-completion.js';
import { intensityTrend, TREND_WINDOW_DAYS } from '../intensity-trend.js';
import { practiceWeek } from '../practice-week.js';
import { todaysHabits } from './todays-habits.js';
import { addDays, daysFrom, lastDays, weekStart } from '@heartwise/service-kit/domain';

/**
 * GET /api/wellness/overview: the caller's own dashboard figures, all from their records.
 * Today's five habits are made on this read as on GET /api/habits, so today always counts 5.
 */
export async function wellnessOverview(
  deps: Pick<WellnessRepositories, 'habits' | 'practices' | 'checkIns'> & { now: () => Date },
  userId: string,
  today: string,
): Promise<WellnessOverview> {
  const todays = await todaysHabits(deps, userId, today);
  const sevenDays = lastDays(today, 7);
  const [habits, practices, checkIns] = await Promise.all([
    deps.habits.between(userId, sevenDays[0] ?? today, today),
    deps.practices.since(userId, sevenDays[0] ?? today),
    deps.checkIns.since(userId, addDays(today, -(TREND_WINDOW_DAYS - 1))),
  ]);
  const week = practiceWeek(practices, today);
  return {
    today: {
      date: today,
      habits: completion(todays.filter((habit) => habit.completed).length, todays.length),
      practices: practices.filter((practice) => practice.date === today).length,
      checkedIn: checkIns.some((checkIn) => checkIn.date === today),
    },
    week: { ...week, habitDays: habitDays(habits, daysFrom(weekStart(today), today)) },
    habits7d: habitCompletion(habits, sevenDays),
    intensity: intensityTrend(checkIns, today),
  };
}
