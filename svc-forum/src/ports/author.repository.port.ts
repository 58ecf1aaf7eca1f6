import type { UserProfile } from '@heartwise/contracts';

/** The forum's own projection of people, fed by identity events: names without emails. */
export interface AuthorRepository {
  /**
   * Keeps this profile as of `asOf` (when identity stated it), unless a later one is already kept
   * or the person has left: events of different topics may arrive in any order.
   */
  remember(profile: UserProfile, asOf: string): Promise<void>;
  /** Drops the person's profile for good: later profile events for them are ignored. */
  forget(userId: string, at: string): Promise<void>;
  byIds(ids: readonly string[]): Promise<Map<string, UserProfile>>;
}
