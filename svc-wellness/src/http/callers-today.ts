import type { Request } from 'express';
import { TIMEZONE_HEADER } from '@heartwise/contracts';
import { localDay, timeZoneOf } from '@heartwise/service-kit';

/** The caller's local calendar day, from the IANA zone the browser sends in `x-timezone`. */
export function callersToday(req: Request, now: () => Date): string {
  return localDay(now(), timeZoneOf(req.headers[TIMEZONE_HEADER]));
}
