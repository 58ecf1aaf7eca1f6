import type { MicroActivityCompletion } from '@heartwise/contracts';

/** A local day (YYYY-MM-DD) read as a calendar date, never shifted by the viewer's zone. */
const calendarDate = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The seven days of the week that starts on `start` (a Sunday, SPEC §9). */
export function weekDays(start: string): string[] {
  const first = calendarDate(start).getTime();
  return Array.from({ length: 7 }, (_, offset) =>
    new Date(first + offset * 86_400_000).toISOString().slice(0, 10),
  );
}

/** "Sunday", "Monday"... for a local day. */
export const weekdayName = (day: string): string =>
  calendarDate(day).toLocaleDateString(undefined, { weekday: 'long', timeZone: 'UTC' });

/** "Saturday, 21 November 2026" in the reader's locale, for a local day. */
export const longDayName = (day: string): string =>
  calendarDate(day).toLocaleDateString(undefined, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** How many practices were saved on each of `days` (by the saver's local day). */
export function practicesPerDay(
  completions: readonly Pick<MicroActivityCompletion, 'date'>[],
  days: readonly string[],
): Map<string, number> {
  const counts = new Map(days.map((day) => [day, 0]));
  for (const { date } of completions) {
    const count = counts.get(date);
    if (count !== undefined) counts.set(date, count + 1);
  }
  return counts;
}
