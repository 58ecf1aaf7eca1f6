/** A person as moderation shows them: names and username, never an email. */
export interface Person {
  userId: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

/** svc-moderation's own projection of people (authors, reporters, moderators), fed by identity events. */
export interface PersonRepository {
  /**
   * Keeps this profile as of `asOf` (when identity stated it), unless a later one is already kept
   * or the person has left: events of different topics may arrive in any order.
   */
  remember(person: Person, asOf: string): Promise<void>;
  /** Drops the person for good: later profile events about them are ignored. */
  forget(userId: string, at: string): Promise<void>;
  byIds(ids: readonly string[]): Promise<Map<string, Person>>;
  /** Whether the person deleted their account. */
  hasLeft(userId: string): Promise<boolean>;
}
