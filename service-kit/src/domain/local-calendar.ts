/*
 * A person's day is their own calendar day: the browser sends its IANA zone (`x-timezone`), the
 * zone is applied once when "today" is read from the clock, and from there on a day is a date
 * without a clock (YYYY-MM-DD), so adding days or finding the week's Sunday never crosses a
 * daylight-saving change.
 */

/**
 * One formatter per zone, made once (issue 18). Each `Intl.DateTimeFormat` holds about 33 KiB of
 * ICU memory outside the JavaScript heap behind a tiny object, so the garbage collector sees no
 * reason to run: made per request, they took svc-wellness to 425–753 MiB after the bench (20,000 of
 * them: 692 MiB). IANA has a few hundred zone names; the bound only guards against odd aliases.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_ZONES = 1000;

/** The formatter of calendar days in a zone; throws a RangeError for a zone that does not exist. */
export function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size >= MAX_ZONES) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone: "today" for that person. */
export function localDay(at: Date, timeZone: string): string {
  return dayFormatOf(timeZone).format(at);
}

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
  return addDays(day, -new Date(Date.UTC(year, month - 1, date)).getUTCDay());
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

/** Far enough back to hold the start of this week in any time zone (7 days plus the widest offset). */
export const WEEK_LOOKBACK_MS = 8 * 24 * 60 * 60 * 1000;
