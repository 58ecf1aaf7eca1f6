import type { LinkChange } from '@heartwise/contracts';

/**
 * svc-wellness's own projection of identity's families, fed by identity events: which youth each
 * parent may see (approved links only) and their first names. Events of different topics arrive
 * in any order; every method is safe to run again.
 */
export interface FamilyDirectory {
  /** The link is approved, unless it has already ended or either person has left. */
  linkApproved(link: LinkChange): Promise<void>;
  /** The link ended for good (an ended link never comes back; a new link has a new id). */
  linkEnded(link: LinkChange): Promise<void>;
  /** Keeps this first name as of `asOf` unless a newer one is kept or the person has left. */
  rememberName(userId: string, firstName: string | null, asOf: string): Promise<void>;
  /** The person left: their links and name go, and later events about them are ignored. */
  forget(userId: string, at: string): Promise<void>;
  /** The youth linked to this parent by an approved link that has not ended. */
  youthOf(parentId: string): Promise<string[]>;
  firstNames(userIds: readonly string[]): Promise<Map<string, string | null>>;
}
