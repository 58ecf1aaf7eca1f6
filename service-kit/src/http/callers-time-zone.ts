import type { Request } from 'express';
import { TIMEZONE_HEADER } from '@heartwise/contracts';
import { invalid } from '../domain/domain-error.js';
import { dayFormatOf } from '../domain/local-calendar.js';

/**
 * Validates the zone a browser sent (`x-timezone`) by asking Intl; undefined means it sent none
 * (UTC). Reading a header is the HTTP layer's job; the calendar itself is in domain/local-calendar.ts.
 */
export function timeZoneOf(header: string | string[] | undefined): string {
  const zone = Array.isArray(header) ? header[0] : header;
  if (!zone) return 'UTC';
  try {
    // The calendar's own formatter, kept per zone: a new one per request held ICU memory (issue 18).
    dayFormatOf(zone);
    return zone;
  } catch {
    throw invalid('The x-timezone header must be an IANA time zone such as Europe/London.');
  }
}

/** The caller's IANA zone from `x-timezone` (UTC when absent); a zone that does not exist is 400. */
export const callersTimeZone = (req: Request): string => timeZoneOf(req.headers[TIMEZONE_HEADER]);
