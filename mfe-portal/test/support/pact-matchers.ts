import { MatchersV3 } from '@pact-foundation/pact';

const { regex, timestamp } = MatchersV3;

/** An ISO date-time as the contracts' IsoDateTime sends it. */
export const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);

/** A JSON answer (Express adds the charset). */
export const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };

/** Every call carries the browser's zone: figures' "this week" is the caller's calendar. */
export const zoned = { 'x-timezone': regex('.+', 'Europe/London') };
