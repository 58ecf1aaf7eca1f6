import { trendWeeks, type WeeklyTrend } from '@heartwise/contracts';
import { addDays } from './local-calendar.js';
import { startOfLocalDay } from './start-of-local-day.js';

/**
 * A staff figure's 8-week trend of things stamped with an instant (an account's or a thread's
 * `createdAt`), one count per week, nothing read (issue 19): each week from the moment its Sunday
 * begins in the caller's zone to the moment the next Sunday does, so a thing falls in the week of
 * its local day as the caller's calendar has it. This week is counted to its end, not to now: the
 * same rule for all 8 weeks, and nothing is stamped after now. `count` takes ISO instants, `from`
 * included, `to` excluded.
 */
export function countedPerWeek(
  today: string,
  timeZone: string,
  count: (from: string, to: string) => Promise<number>,
): Promise<WeeklyTrend> {
  const startOf = (day: string) => startOfLocalDay(day, timeZone).toISOString();
  return Promise.all(
    trendWeeks(today).map(async (weekStart) => ({
      weekStart,
      count: await count(startOf(weekStart), startOf(addDays(weekStart, 7))),
    })),
  );
}
