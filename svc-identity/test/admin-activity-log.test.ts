import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AdminActivityPage } from '@heartwise/contracts';
import {
  call,
  newStaff,
  signInDemo,
  signUp,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';

/**
 * The whole audit log (issue 19): the admin dashboard showed only its newest entries; now an admin
 * pages back through all of it and narrows it by kind, by who acted and by dates.
 */
let identity: Identity;
let admin: Person;
let other: Person;

beforeAll(async () => {
  identity = await startIdentity();
  admin = await signInDemo(identity, 'admin');
  other = await newStaff(identity, admin, 'admin', 'Otto'); // one 'staff-created' by the demo admin
  // Six role changes by the demo admin, two by Otto.
  for (let index = 0; index < 3; index += 1) {
    const youth = await signUp(identity, 'youth', `Paged${index}`);
    for (const [who, role] of [
      [admin, 'parent'],
      [admin, 'youth'],
    ] as const) {
      const changed = await call(identity, 'put', `/api/admin/users/${youth.user.id}/role`, {
        cookie: who.cookie,
        body: { role },
      });
      expect(changed.status).toBe(200);
    }
  }
  const ottos = await signUp(identity, 'youth', 'Ottos');
  for (const role of ['parent', 'youth']) {
    const changed = await call(identity, 'put', `/api/admin/users/${ottos.user.id}/role`, {
      cookie: other.cookie,
      body: { role },
    });
    expect(changed.status).toBe(200);
  }
});
afterAll(async () => {
  await identity.stop();
});

const log = async (query: string, who: Person = admin) => {
  const response = await call(identity, 'get', `/api/admin/activity?${query}`, { cookie: who.cookie });
  expect(response.status).toBe(200);
  return AdminActivityPage.parse(response.body);
};

describe('the audit log, page by page', () => {
  it('pages back through every entry, newest first, never repeating or skipping one', async () => {
    const everything = await log('limit=100');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminActivityPage = await log(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(everything.entries.map((entry) => entry.id));
    expect(seen.length).toBeGreaterThanOrEqual(9);
    const times = everything.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('narrows to one kind and to who did it', async () => {
    const created = await log('kind=staff-created');
    expect(created.entries.length).toBeGreaterThanOrEqual(1);
    expect(created.entries.every((entry) => entry.kind === 'staff-created')).toBe(true);

    const byOtto = await log(`actorId=${other.user.id}`);
    expect(byOtto.entries).toHaveLength(2);
    expect(
      byOtto.entries.every((entry) => entry.by?.id === other.user.id && entry.kind === 'role-changed'),
    ).toBe(true);
    const ottoPaged = await log(`actorId=${other.user.id}&limit=1`);
    expect(ottoPaged.entries).toHaveLength(1);
    const rest = await log(`actorId=${other.user.id}&limit=1&cursor=${ottoPaged.nextCursor ?? ''}`);
    expect(rest.entries).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
  });

  it('keeps to a date range: from inclusive, to exclusive', async () => {
    const everything = (await log('limit=100')).entries;
    const middle = everything[Math.floor(everything.length / 2)];
    if (!middle) throw new Error('the log is empty');
    const since = await log(`limit=100&from=${encodeURIComponent(middle.at)}`);
    expect(since.entries.every((entry) => entry.at >= middle.at)).toBe(true);
    expect(since.entries.map((entry) => entry.id)).toContain(middle.id);
    const before = await log(`limit=100&to=${encodeURIComponent(middle.at)}`);
    expect(before.entries.every((entry) => entry.at < middle.at)).toBe(true);
    expect(since.entries.length + before.entries.length).toBe(everything.length);
    expect((await log('from=2000-01-01T00:00:00Z&to=2000-01-02T00:00:00Z')).entries).toEqual([]);
  });

  it('refuses what it cannot read, saying why', async () => {
    for (const [query, words] of [
      ['kind=coffee', "That isn't a kind of admin action the log keeps."],
      ['actorId=someone', "That doesn't look like an account id."],
      ['limit=1000', 'A page holds at most 100 entries.'],
      ['from=yesterday', ''],
    ] as const) {
      const response = await call(identity, 'get', `/api/admin/activity?${query}`, { cookie: admin.cookie });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(words);
    }
  });

  it('answers a range that holds nothing (its start not before its end) with an empty page', async () => {
    for (const range of [
      'from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z',
      'from=2026-11-02T00:00:00Z&to=2026-11-02T00:00:00Z',
    ]) {
      const response = await call(identity, 'get', `/api/admin/activity?${range}`, { cookie: admin.cookie });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ entries: [], nextCursor: null });
    }
  });

  it('answers 409 to a cursor it did not give: the page has gone, start again', async () => {
    const response = await call(identity, 'get', '/api/admin/activity?cursor=not-a-cursor', {
      cookie: admin.cookie,
    });
    expect(response.status).toBe(409);
    expect(JSON.stringify(response.body)).toContain(
      'That page of the activity log has expired. Please start again from the newest.',
    );
  });

  it('is for platform administrators only', async () => {
    const youth = await signUp(identity, 'youth', 'Curious');
    expect((await call(identity, 'get', '/api/admin/activity', { cookie: youth.cookie })).status).toBe(403);
    expect((await call(identity, 'get', '/api/admin/activity')).status).toBe(401);
  });
});
