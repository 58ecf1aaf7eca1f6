import type { EventEnvelope, OrgPersonStatus, Role } from '@heartwise/contracts';
import type { UserRecord } from '../core/user.record.js';
import type { AdminUserOrder } from '../core/admin-user-order.js';

export class UsernameTakenError extends Error {}
export class EmailTakenError extends Error {}

/** What an account may have changed after it exists (the email and username stay). */
export type UserChanges = Partial<
  Pick<
    UserRecord,
    | 'firstName'
    | 'lastName'
    | 'role'
    | 'passwordHash'
    | 'updatedAt'
    | 'deactivatedAt'
    | 'schoolId'
    | 'helplineCountry'
  >
>;

/** Narrows a district's people list (GET /api/org/people); every field is an equality. */
export interface DirectoryFilter {
  schoolId?: string;
  role?: Role;
  status?: OrgPersonStatus;
}

/** A person of a district with their place in its list (`sortKey`, see core/districts/people-directory.ts). */
export interface DirectoryEntry {
  record: UserRecord;
  sortKey: string;
}

export interface UserRepository {
  /** Throws EmailTakenError or UsernameTakenError when either is in use. */
  create(user: UserRecord, events: EventEnvelope[]): Promise<UserRecord>;
  /**
   * Many accounts at once, each with its own events (rostering's bulk path: one store call instead
   * of one per account). Answers the indexes not created because their id, email or username is
   * taken; the caller makes those one by one, where `create` says which.
   */
  createMany(
    accounts: readonly { user: UserRecord; events: EventEnvelope[] }[],
  ): Promise<{ refused: number[] }>;
  findById(id: string): Promise<UserRecord | null>;
  findByUsername(username: string): Promise<UserRecord | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  touchLastActive(id: string, at: string): Promise<void>;
  /** Every account, newest first. */
  list(): Promise<UserRecord[]>;
  /**
   * One page of User Management's list (issue 19): the accounts matching `search` (SPEC §5's
   * substring) and `role`, in `order`, `offset` of them skipped; `total` counts every match.
   */
  adminPage(
    filter: { search?: string; role?: Role },
    order: AdminUserOrder,
    window: { offset: number; limit: number },
  ): Promise<{ users: UserRecord[]; total: number }>;
  countByRole(role: Role): Promise<number>;
  /**
   * How many accounts were created from `from` (included) to `to` (excluded), both ISO instants:
   * sign-ups per week (a staff figure), counted in the store, no account read.
   */
  countCreatedBetween(from: string, to: string): Promise<number>;
  /** How many accounts belong to the district (an admin page's figure; a scan is fine there). */
  countInOrganization(organizationId: string): Promise<number>;
  /** The district's people after `after` (a `sortKey`; null: from the start), in list order. */
  directoryPage(
    organizationId: string,
    filter: DirectoryFilter,
    page: { after: string | null; limit: number },
  ): Promise<DirectoryEntry[]>;
  directoryCount(organizationId: string, filter: DirectoryFilter): Promise<number>;
  /**
   * Every person of the district whose first name, last name, username or email starts with
   * `prefix` (already folded, see `fold`), in no particular order.
   */
  directoryStartingWith(
    organizationId: string,
    filter: DirectoryFilter,
    prefix: string,
  ): Promise<DirectoryEntry[]>;
  /** The district's youth whose accounts are active (activated, not deactivated): the figures' population. */
  activeYouthOf(organizationId: string): Promise<UserRecord[]>;
  /** The district's accounts deactivated at or before `cutoff`, oldest first, at most `limit`. */
  deactivatedBefore(organizationId: string, cutoff: string, limit: number): Promise<UserRecord[]>;
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
