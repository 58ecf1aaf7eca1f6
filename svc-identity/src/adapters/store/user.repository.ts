import { z } from 'zod';
import { DuplicateKeyError, type DocumentStore, type Filter } from '@heartwise/service-kit';
import type { EventEnvelope } from '@heartwise/contracts';
import { UserRecord } from '../../core/user.record.js';
import { directoryKeys, PAST_PREFIX } from '../../core/districts/people-directory.js';
import { compareUsers, matchesUserSearch } from '../../core/admin-user-order.js';
import { accountNames } from './account-names.js';
import {
  EmailTakenError,
  UsernameTakenError,
  type DirectoryEntry,
  type DirectoryFilter,
  type UserRepository,
} from '../../ports/user.repository.port.js';

/**
 * A user as stored: the record plus its folded directory keys (core/districts/people-directory.ts),
 * written here on every create and name change so the district's list can range over them.
 * Optional: accounts stored before them get them at start (`backfill`).
 */
const StoredUser = UserRecord.extend({
  sortKey: z.string().optional(),
  firstNameKey: z.string().optional(),
  lastNameKey: z.string().optional(),
  usernameKey: z.string().optional(),
});
type StoredUser = z.infer<typeof StoredUser>;

/** The record without its storage keys: nothing outside the repository ever sees them. */
function toRecord(stored: StoredUser): UserRecord {
  const { sortKey: _s, firstNameKey: _f, lastNameKey: _l, usernameKey: _u, ...record } = stored;
  return record;
}
const toRecordOrNull = (stored: StoredUser | null): UserRecord | null => (stored ? toRecord(stored) : null);
const toEntry = (stored: StoredUser): DirectoryEntry => ({
  record: toRecord(stored),
  sortKey: stored.sortKey ?? directoryKeys(stored).sortKey,
});

/** The district's filter as a query: the status is spelled in the fields it is made of. */
function directoryQuery(organizationId: string, filter: DirectoryFilter): Filter<StoredUser> {
  const query: Filter<StoredUser> = { organizationId };
  if (filter.schoolId) query.schoolId = filter.schoolId;
  if (filter.role) query.role = filter.role;
  if (filter.status === 'deactivated') query.deactivatedAt = { $ne: null };
  if (filter.status === 'active') Object.assign(query, { deactivatedAt: null, passwordHash: { $ne: null } });
  if (filter.status === 'not-activated') Object.assign(query, { deactivatedAt: null, passwordHash: null });
  return query;
}

/** Users on the service-kit document store (mongoose or embedded, chosen by the composition root). */
export function userRepository(store: DocumentStore): UserRepository & { backfill(): Promise<number> } {
  const users = store.collection<StoredUser>({
    name: 'users',
    schema: StoredUser,
    indexes: [
      { fields: { username: 1 }, unique: true },
      { fields: { emailKey: 1 }, unique: true },
      { fields: { role: 1 } },
      { fields: { organizationId: 1 } },
      // The district's list in order, and the retention sweep (on MongoDB; FerretDB v1 reads none).
      { fields: { organizationId: 1, sortKey: 1 } },
      { fields: { organizationId: 1, deactivatedAt: 1 } },
      // Sign-ups per week count a range of `createdAt` (on MongoDB; FerretDB v1 counts in its own scan).
      { fields: { createdAt: 1 } },
    ],
  });
  const names = accountNames(store, users);

  return {
    async create(user: UserRecord, events: EventEnvelope[]) {
      // Named first (account-names.ts): a name another account holds is refused before any write.
      const taken = await names.claim(user);
      if (taken === 'emailKey') throw new EmailTakenError();
      if (taken === 'username') throw new UsernameTakenError();
      let created: StoredUser;
      try {
        created = await users.insert({ ...user, ...directoryKeys(user) }, { events });
      } catch (error) {
        if (error instanceof DuplicateKeyError) {
          // The unique indexes still decide: the names go back to whoever holds them.
          await names.refused(user);
          if (error.detail.includes('emailKey')) throw new EmailTakenError();
          if (error.detail.includes('username')) throw new UsernameTakenError();
          // Adapters name the index differently; decide by looking.
          if (await users.findOne({ emailKey: user.emailKey })) throw new EmailTakenError();
          throw new UsernameTakenError();
        }
        throw error;
      }
      await names.stored(user);
      return toRecord(created);
    },
    findById: async (id) => toRecordOrNull(await users.findById(id)),
    async createMany(accounts) {
      const { taken, takenOver } = await names.claimMany(accounts.map(({ user }) => user));
      const left = [...accounts.entries()].filter(([index]) => !taken.has(index));
      const { refused } = await users.insertMany(
        left.map(([, { user, events }]) => ({ doc: { ...user, ...directoryKeys(user) }, events })),
      );
      const refusedByStore = new Set(refused.map((at) => (left[at] as (typeof left)[number])[0]));
      for (const [index, { user }] of accounts.entries()) {
        if (refusedByStore.has(index)) await names.refused(user);
        else if (takenOver.has(index)) await names.stored(user);
      }
      return { refused: [...taken, ...refusedByStore].sort((a, b) => a - b) };
    },
    // By key (account-names.ts): `findOne({username})` reads every account on FerretDB v1.
    findByUsername: async (username) => toRecordOrNull(await names.find('username', username)),
    findByEmail: async (email) => toRecordOrNull(await names.find('emailKey', email.trim().toLowerCase())),
    async touchLastActive(id, at) {
      await users.updateOne({ id }, { set: { lastActive: at } });
    },
    list: async () => (await users.find({}, { sort: { createdAt: -1 } })).map(toRecord),
    async adminPage({ search, role }, order, { offset, limit }) {
      const query: Filter<StoredUser> = role ? { role } : {};
      if (!search?.trim() && order.sort === 'joined') {
        // The usual view (newest first) pages in the store: only the page travels.
        const direction = order.direction === 'asc' ? 1 : -1;
        const [page, total] = await Promise.all([
          users.find(query, { sort: { createdAt: direction, id: direction }, skip: offset, limit }),
          users.count(query),
        ]);
        return { users: page.map(toRecord), total };
      }
      // A substring search, or an order no stored key holds (a name is first + last): read and sort here.
      const matches = (await users.find(query))
        .map(toRecord)
        .filter((record) => matchesUserSearch(record, search ?? ''))
        .sort(compareUsers(order));
      return { users: matches.slice(offset, offset + limit), total: matches.length };
    },
    countByRole: (role) => users.count({ role }),
    countCreatedBetween: (from, to) => users.count({ createdAt: { $gte: from, $lt: to } }),
    countInOrganization: (organizationId) => users.count({ organizationId }),
    async directoryPage(organizationId, filter, { after, limit }) {
      const query = directoryQuery(organizationId, filter);
      if (after !== null) query.sortKey = { $gt: after };
      return (await users.find(query, { sort: { sortKey: 1 }, limit })).map(toEntry);
    },
    directoryCount: (organizationId, filter) => users.count(directoryQuery(organizationId, filter)),
    async directoryStartingWith(organizationId, filter, prefix) {
      const range = { $gte: prefix, $lt: `${prefix}${PAST_PREFIX}` };
      const base = directoryQuery(organizationId, filter);
      // No $or in the port (nor a useful one on FerretDB v1): one range per key, merged here.
      const found = await Promise.all(
        (['firstNameKey', 'lastNameKey', 'usernameKey', 'emailKey'] as const).map((key) =>
          users.find({ ...base, [key]: range }),
        ),
      );
      const byId = new Map(found.flat().map((stored) => [stored.id, stored]));
      return [...byId.values()].map(toEntry);
    },
    activeYouthOf: async (organizationId) =>
      (await users.find(directoryQuery(organizationId, { role: 'youth', status: 'active' }))).map(toRecord),
    deactivatedBefore: async (organizationId, cutoff, limit) =>
      (
        await users.find(
          { organizationId, deactivatedAt: { $ne: null, $lte: cutoff } },
          { sort: { deactivatedAt: 1 }, limit },
        )
      ).map(toRecord),
    async updateIfUnchanged(id, readAt, changes, events) {
      let keys = {};
      // A new name moves the person in their district's list: the keys change in the same write.
      if (changes.firstName !== undefined || changes.lastName !== undefined) {
        const current = await users.findById(id);
        if (!current) return null;
        keys = directoryKeys({ ...current, ...changes });
      }
      return toRecordOrNull(
        await users.updateOne({ id, updatedAt: readAt }, { set: { ...changes, ...keys } }, { events }),
      );
    },
    async delete(id, events) {
      const stored = await users.findById(id);
      const deleted = await users.deleteOne({ id }, { events });
      // After the account: a crash between leaves names that read as nothing.
      if (stored && deleted) await names.deleted(stored);
      return deleted;
    },
    /**
     * Gives district accounts stored before the directory keys existed their keys; run once at
     * start (one scan). Returns how many it changed.
     */
    async backfill() {
      const missing = await users.find({ organizationId: { $ne: null }, sortKey: { $exists: false } });
      for (const stored of missing) {
        await users.updateOne({ id: stored.id }, { set: directoryKeys(stored) });
      }
      return missing.length;
    },
  };
}
