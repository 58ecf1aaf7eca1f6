import type { Request } from 'express';
import { TIMEZONE_HEADER } from '@heartwise/contracts';
import { badRequest } from '@heartwise/service-kit';

/** The caller's IANA zone from `x-timezone` (UTC when absent); a zone that does not exist is 400. */
export function callersTimeZone(req: Request): string {
  const header = req.headers[TIMEZONE_HEADER];
  const zone = Array.isArray(header) ? header[0] : header;
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    throw badRequest('The x-timezone header must be an IANA time zone such as Europe/London.');
  }
}
