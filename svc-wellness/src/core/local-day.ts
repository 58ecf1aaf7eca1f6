import { badRequest } from '@heartwise/service-kit';

/** Validates an IANA zone name by asking Intl; undefined means the browser sent none (UTC). */
export function timeZoneOf(header: string | string[] | undefined): string {
  const zone = Array.isArray(header) ? header[0] : header;
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    throw badRequest('The x-timezone header must be an IANA time zone such as Europe/London.');
  }
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone: "today" for that user. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
