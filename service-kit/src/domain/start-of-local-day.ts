import { localDay } from './local-calendar.js';

const HOUR_MS = 60 * 60 * 1000;
/** Wider than any offset a zone has ever had (±15:56 local mean time), so the search starts before the day and ends after it. */
const SEARCH_SPAN_MS = 36 * HOUR_MS;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first instant of a calendar day (YYYY-MM-DD) in an IANA time zone: where a day is stored as an
 * instant (an account's `createdAt`), a range of local days becomes a range of instants.
 *
 * Found from the zone's own calendar (`localDay`), never from a computed offset, so it holds for
 * half- and quarter-hour offsets and across daylight-saving changes: on a day whose midnight is
 * skipped (America/Santiago, America/Havana springing forward) the day starts at 01:00, and a day a
 * zone skipped altogether (Pacific/Apia, 2011-12-30) starts when the next one does. A zone's
 * calendar only moves forward (clocks set back at midnight go back to 23:00 of the day before), so
 * the instants before the answer are all earlier days and a binary search over milliseconds finds it.
 * Throws a RangeError for a malformed day or a zone that does not exist.
 */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const match = DAY_PATTERN.exec(day);
  const midnightUtc = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`${day} is not a calendar day (YYYY-MM-DD)`);
  }
  // Invariant: `before` is still an earlier day there, `from` is already `day` (or later).
  let before = midnightUtc - SEARCH_SPAN_MS;
  let from = midnightUtc + SEARCH_SPAN_MS;
  while (from - before > 1) {
    const middle = Math.floor((before + from) / 2);
    if (localDay(new Date(middle), timeZone) >= day) from = middle;
    else before = middle;
  }
  return new Date(from);
}
