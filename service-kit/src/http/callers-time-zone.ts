import type { Request } from 'express';
import { TIMEZONE_HEADER } from '@heartwise/contracts';
import { timeZoneOf } from '../time/local-calendar.js';

/** The caller's IANA zone from `x-timezone` (UTC when absent); a zone that does not exist is 400. */
export const callersTimeZone = (req: Request): string => timeZoneOf(req.headers[TIMEZONE_HEADER]);
