import { z } from 'zod';
import { Id, IsoDateTime, SanctionKind } from '@heartwise/contracts';

/** A warning, mute or suspension as stored: who issued and lifted it by id (names come when read). */
export const StoredSanction = z.object({
  id: Id,
  kind: SanctionKind,
  reason: z.string(),
  issuedBy: Id,
  issuedAt: IsoDateTime,
  /** When a mute or suspension ends by itself; null for a warning. */
  endsAt: IsoDateTime.nullable(),
  liftedAt: IsoDateTime.nullable(),
  liftedBy: Id.optional(),
  /** The queue item it was issued from. */
  itemId: Id.optional(),
});
export type StoredSanction = z.infer<typeof StoredSanction>;

/**
 * One member's sanctions, in one document named by the member's id: the queue reads its authors'
 * sanctions by id, and a member's ladder is read and changed as a whole. `revision` guards
 * read-decide-write.
 */
export const MemberSanctions = z.object({
  /** The member's id. */
  id: Id,
  sanctions: z.array(StoredSanction),
  revision: z.number().int().nonnegative(),
});
export type MemberSanctions = z.infer<typeof MemberSanctions>;

/** When a sanction of `durationHours` issued at `issuedAt` ends (null: a warning, which has no end). */
export function endOf(issuedAt: Date, durationHours: number | undefined): string | null {
  return durationHours === undefined
    ? null
    : new Date(issuedAt.getTime() + durationHours * 3_600_000).toISOString();
}
