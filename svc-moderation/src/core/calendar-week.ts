/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The Sunday (YYYY-MM-DD) that starts the week of a calendar day (SPEC §9: weeks start on Sunday). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

/** Far enough back to hold the start of this week in any time zone (7 days plus the widest offset). */
export const WEEK_LOOKBACK_MS = 8 * 24 * 60 * 60 * 1000;
