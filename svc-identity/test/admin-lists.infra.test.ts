import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MongoDocumentStore } from '@heartwise/service-kit';
import { infraUrls } from '@heartwise/service-kit/testing';
import type { Role } from '@heartwise/contracts';
import { userRepository } from '../src/adapters/store/user.repository.js';
import { auditLog } from '../src/adapters/store/audit-log.repository.js';
import type { UserRecord } from '../src/core/user.record.js';
import type { AuditRecord } from '../src/ports/audit-log.port.js';

/**
 * User Management's pages and the audit log's pages (issue 19) on the real FerretDB: the store's
 * sort, skip and ranges give the same pages as the embedded store, never skipping or repeating
 * anyone, also where two rows share a moment.
 */
const DATABASE = 'heartwise_identity_admin_lists';
let store: MongoDocumentStore;

beforeAll(async () => {
  store = await MongoDocumentStore.connect(infraUrls().mongoUrl, DATABASE);
  await store.dropDatabase();
}, 60_000);

afterAll(async () => {
  await store.dropDatabase();
  await store.close();
}, 60_000);

const person = (firstName: string, role: Role, createdAt: string): UserRecord => {
  const username = `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}`;
  return {
    id: randomUUID(),
    username,
    email: `${username}@example.com`,
    emailKey: `${username}@example.com`,
    passwordHash: null,
    firstName,
    lastName: 'Infra',
    profileImageUrl: null,
    role,
    createdAt,
    updatedAt: createdAt,
    lastActive: null,
    organizationId: null,
    schoolId: null,
    deactivatedAt: null,
    rosterSourcedId: null,
  };
};

describe('User Management pages on FerretDB', () => {
  it('pages newest first in the store, ties by id, and sorts and searches the same way as everywhere', async () => {
    const users = userRepository(store);
    await store.ensureIndexes();
    const people = [
      person('Cara', 'youth', '2026-11-01T10:00:00.000Z'),
      person('Abe', 'parent', '2026-11-02T10:00:00.000Z'),
      person('Bo', 'youth', '2026-11-03T10:00:00.000Z'),
      person('Dee', 'moderator', '2026-11-03T10:00:00.000Z'), // the same moment as Bo
      person('Eli', 'youth', '2026-11-04T10:00:00.000Z'),
    ];
    for (const one of people) await users.create(one, []);

    const newest = { sort: 'joined', direction: 'desc' } as const;
    const pages = [0, 2, 4].map((offset) => users.adminPage({}, newest, { offset, limit: 2 }));
    const seen = (await Promise.all(pages)).flatMap((page) => page.users.map((user) => user.firstName));
    const [bo, dee] = [people[2], people[3]] as [UserRecord, UserRecord];
    const tied = bo.id > dee.id ? ['Bo', 'Dee'] : ['Dee', 'Bo'];
    expect(seen).toEqual(['Eli', ...tied, 'Abe', 'Cara']);
    expect((await pages[0])?.total).toBe(5);

    const byName = await users.adminPage({}, { sort: 'name', direction: 'asc' }, { offset: 1, limit: 2 });
    expect(byName.users.map((user) => user.firstName)).toEqual(['Bo', 'Cara']);
    const youth = await users.adminPage({ role: 'youth', search: 'INFRA' }, newest, { offset: 0, limit: 10 });
    expect(youth.users.map((user) => user.firstName)).toEqual(['Eli', 'Bo', 'Cara']);
    expect(youth.total).toBe(3);
  });
});

describe('the audit log on FerretDB', () => {
  it('pages back through every entry once, and keeps to a kind, an actor and a date range', async () => {
    const log = auditLog(store);
    await store.ensureIndexes();
    const ada = randomUUID();
    const otto = randomUUID();
    const entry = (actorId: string, at: string, kind: AuditRecord['kind'] = 'role-changed'): AuditRecord => ({
      id: randomUUID(),
      kind,
      actorId,
      subjectId: randomUUID(),
      at,
    });
    const entries = [
      entry(ada, '2026-11-20T09:00:00.000Z'),
      entry(ada, '2026-11-20T10:00:00.000Z'),
      entry(otto, '2026-11-20T10:00:00.000Z'), // the same moment
      entry(otto, '2026-11-20T10:00:00.000Z'), // and again
      entry(ada, '2026-11-21T08:00:00.000Z', 'user-deleted'),
      entry(otto, '2026-11-22T08:00:00.000Z', 'staff-created'),
    ];
    for (const one of entries) await log.record(one);

    const everything = await log.newest(100);
    expect(everything).toHaveLength(6);
    const seen: string[] = [];
    let after: { at: string; id: string } | null = null;
    for (let guard = 0; guard < 10; guard += 1) {
      const page: AuditRecord[] = await log.page({}, after, 2);
      if (page.length === 0) break;
      seen.push(...page.map((one) => one.id));
      const last = page.at(-1) as AuditRecord;
      after = { at: last.at, id: last.id };
    }
    expect(seen).toEqual(everything.map((one) => one.id));

    expect((await log.page({ actorId: otto }, null, 10)).map((one) => one.kind)).toEqual([
      'staff-created',
      'role-changed',
      'role-changed',
    ]);
    expect((await log.page({ kind: 'user-deleted' }, null, 10)).map((one) => one.actorId)).toEqual([ada]);
    const day = await log.page(
      { from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' },
      null,
      10,
    );
    expect(day).toHaveLength(4);
    const sameMoment = day.filter((one) => one.at === '2026-11-20T10:00:00.000Z');
    const afterFirst = await log.page(
      { from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' },
      { at: sameMoment[0]?.at ?? '', id: sameMoment[0]?.id ?? '' },
      10,
    );
    expect(afterFirst.map((one) => one.id)).toEqual(day.slice(1).map((one) => one.id));
  });
});
