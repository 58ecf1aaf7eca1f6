import { Id, IsoDateTime } from '../common.js';

/*
 * A tap made offline (a check-in, a kindness activity) is kept on the device and sent when the
 * connection returns: possibly more than once (a retry after a lost answer), possibly on a later
 * day. The device names each one (`clientRef`) so a repeat is recorded once, and says when it was
 * made (`occurredAt`) so it counts for the day it was made on. A moment ahead of the server's clock
 * is a device clock running fast: it reads as now, never as a refusal (a youth's check-in is never
 * lost to a clock). A moment too long ago is refused; the browser reads the same bound.
 */

/** A tap kept on a device longer than this is not added any more (a week of a person's history). */
export const OCCURRED_AT_MAX_AGE_DAYS = 7;
export const OCCURRED_AT_MAX_AGE_MS = OCCURRED_AT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

export const OCCURRED_AT_TOO_OLD = `This was saved on your device more than ${OCCURRED_AT_MAX_AGE_DAYS} days ago, so it can't be added any more.`;

/** When the person made the tap, as their device's clock said (ISO 8601; any offset). */
export const OccurredAt = IsoDateTime.meta({
  description: `When it happened, by the device's clock; it counts for that local day (x-timezone). At most ${OCCURRED_AT_MAX_AGE_DAYS} days ago; a moment ahead of the server's clock, or none, is now.`,
});

/** The device's own id for one check-in: the same one from the same account is recorded once. */
export const ClientRef = Id.meta({
  description:
    "The device's own id (a UUID) for this check-in; sent again from the same account it is recorded once and answered with the check-in first recorded.",
});

/** Why a tap's moment is refused against the server's clock, in the words a person reads; null when it is fine. */
export function occurredAtRefusal(occurredAt: string, now: Date): string | null {
  return Date.parse(occurredAt) < now.getTime() - OCCURRED_AT_MAX_AGE_MS ? OCCURRED_AT_TOO_OLD : null;
}
