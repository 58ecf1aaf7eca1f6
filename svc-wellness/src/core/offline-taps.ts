import { occurredAtRefusal } from '@heartwise/contracts';
import { invalid, nameBasedUuid } from '@heartwise/service-kit/domain';

/*
 * A tap made offline arrives later, maybe twice (issue 18). Its moment is the one the device
 * recorded, and what it creates is named from the device's own id for it (`clientRef`), so sending
 * it again finds the same documents by `_id` — the one read FerretDB v1 answers without scanning —
 * and a duplicate insert is refused by the primary key on any store.
 */

/**
 * When the tap happened: the device's moment when it sent one, else now. A moment ahead of ours is
 * a device clock running fast, and reads as now: refusing it would lose the tap (issue 18).
 */
export function tapMoment(occurredAt: string | undefined, now: Date): Date {
  if (occurredAt === undefined) return now;
  const refusal = occurredAtRefusal(occurredAt, now);
  if (refusal) throw invalid(refusal);
  const at = new Date(occurredAt);
  return at > now ? now : at;
}

// Fixed namespaces (random UUIDs chosen once): changing one would record every pending tap again.
const CHECK_IN_NAMESPACE = '3b0b6f0e-8a53-4d0e-9a43-6f2f4b2b7c1d';
const SESSION_NAMESPACE = '9d6c2f3a-1e47-4b8e-8f0a-5c1d7e2a4b96';

/**
 * The stored id of the check-in a device named `clientRef`. The account is part of the name, so
 * another account sending the same `clientRef` makes a check-in of its own and never reads this one.
 */
export const checkInIdFor = (userId: string, clientRef: string): string =>
  nameBasedUuid(CHECK_IN_NAMESPACE, `${userId}/${clientRef}`);

/** The id of the emotion session that check-in opens (a 'pre' without a session), opened once. */
export const sessionIdFor = (userId: string, clientRef: string): string =>
  nameBasedUuid(SESSION_NAMESPACE, `${userId}/${clientRef}`);
