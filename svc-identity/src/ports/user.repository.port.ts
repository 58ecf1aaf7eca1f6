import type { EventEnvelope, Role } from '@heartwise/contracts';
import type { UserRecord } from '../core/user.record.js';

export class UsernameTakenError extends Error {}
export class EmailTakenError extends Error {}

/** What an account may have changed after it exists (the email and username stay). */
export type UserChanges = Partial<
  Pick<
    UserRecord,
    'firstName' | 'lastName' | 'role' | 'passwordHash' | 'updatedAt' | 'deactivatedAt' | 'schoolId'
  >
>;

export interface UserRepository {
  /** Throws EmailTakenError or UsernameTakenError when either is in use. */
  create(user: UserRecord, events: EventEnvelope[]): Promise<UserRecord>;
  findById(id: string): Promise<UserRecord | null>;
  findByUsername(username: string): Promise<UserRecord | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  touchLastActive(id: string, at: string): Promise<void>;
  /** Every account, newest first (the admin list). */
  list(): Promise<UserRecord[]>;
  countByRole(role: Role): Promise<number>;
  /** How many accounts belong to the district (an admin page's figure; a scan is fine there). */
  countInOrganization(organizationId: string): Promise<number>;
  /**
   * Applies `changes` (and its events, in the same write) only if the account is still as it was
   * read (its `updatedAt`), so an event never describes a state that a concurrent write replaced.
   * Null when the account is gone or changed meanwhile: read it again and decide again.
   */
  updateIfUnchanged(
    id: string,
    readAt: string,
    changes: UserChanges,
    events: EventEnvelope[],
  ): Promise<UserRecord | null>;
  /** Deletes the account together with its events (kept as a tombstone until they are published). */
  delete(id: string, events: EventEnvelope[]): Promise<boolean>;
}
