import type { UserProfile } from '@heartwise/contracts';

/** The forum's own projection of people, fed by identity events: names without emails. */
export interface AuthorRepository {
  upsert(profile: UserProfile): Promise<void>;
  byIds(ids: readonly string[]): Promise<Map<string, UserProfile>>;
}
