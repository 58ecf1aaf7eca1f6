/**
 * Arithmetic on local calendar days (YYYY-MM-DD). The zone was applied once, when "today" was
 * read from the clock (local-day.ts); from there on a day is a date without a clock, so adding
 * days or finding the week's Sunday never crosses a daylight-saving change.
 */
function parts(day: string): [number, number, number] {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return [year, month, date];
}

/** The day `days` after (or, negative, before) `day`. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** SPEC §9: the week starts on Sunday; the Sunday on or before `day`. */
export function weekStart(day: string): string {
  const [year, month, date] = parts(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -weekday);
}

/** The `count` days ending with `today`, oldest first ("the last 7 days, today included"). */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** Every day from `first` to `last`, both included, oldest first. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
