import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AdminUserList,
  AdminUserPage,
  User,
  UserDeleted,
  UserRegistered,
  UserRoleChanged,
} from '@heartwise/contracts';
import { MemoryDocumentStore, MemoryKeyValueStore } from '@heartwise/service-kit';
import { userRepository } from '../src/adapters/store/user.repository.js';
import { keyValueLock } from '../src/adapters/locks/key-value.lock.js';
import { auditLog } from '../src/adapters/store/audit-log.repository.js';
import { changeRole } from '../src/core/use-cases/change-role.js';
import { deleteAccount } from '../src/core/use-cases/delete-account.js';
import type { SessionsPort } from '../src/ports/sessions.port.js';
import {
  call,
  demo,
  newStaff,
  signIn,
  signInDemo,
  signUp,
  startIdentity,
  uniqueEmail,
  type Identity,
  type Person,
} from './support/identity-harness.js';
import { account } from './support/accounts.js';
import { ALL_USERS_PATH, usersIn } from './support/user-list.js';

let identity: Identity;
let admin: Person;

beforeAll(async () => {
  identity = await startIdentity();
  admin = await signInDemo(identity, 'admin');
});
afterAll(async () => {
  await identity.stop();
});

const listUsers = async (who: Person) => {
  const response = await call(identity, 'get', ALL_USERS_PATH, { cookie: who.cookie });
  expect(response.status).toBe(200);
  return usersIn(response.body);
};
const putRole = (who: Person, userId: string, role: string) =>
  call(identity, 'put', `/api/admin/users/${userId}/role`, { cookie: who.cookie, body: { role } });
const deleteUser = (who: Person, userId: string) =>
  call(identity, 'delete', `/api/admin/users/${userId}`, { cookie: who.cookie });
const me = (who: Person) => call(identity, 'get', '/api/user', { cookie: who.cookie });

describe('User Management: the list', () => {
  it('shows an admin everyone, newest first, with when they were last active and never a hash', async () => {
    const ana = await signUp(identity, 'youth', 'Ana');
    // SPEC's array at /api/admin/users, kept for mfe-admin releases before the paged list.
    const response = await call(identity, 'get', '/api/admin/users', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/passwordHash|emailKey|scrypt/);
    const users = AdminUserList.parse(response.body);

    expect(users[0]?.id).toBe(ana.user.id);
    expect(users.map((user) => user.username)).toEqual(
      expect.arrayContaining(Object.values(demo).map((d) => d.username)),
    );
    const seededAdmin = users.find((user) => user.username === 'demo-admin');
    expect(seededAdmin?.lastActive).not.toBeNull(); // signed in above
    const seededParent = users.find((user) => user.username === 'demo-parent');
    expect(seededParent?.lastActive).toBeNull(); // never signed in: the page shows "Never"
  });

  it('still answers every account as one array, whatever the query, and only to administrators', async () => {
    for (const first of ['Una', 'Vic', 'Wes']) await signUp(identity, 'youth', `${first}Whole`);
    const whole = await call(identity, 'get', '/api/admin/users?pageSize=1&page=2', { cookie: admin.cookie });
    expect(whole.status).toBe(200);
    const everyone = AdminUserList.parse(whole.body);
    const { total } = AdminUserPage.parse(
      (await call(identity, 'get', '/api/admin/users/page?pageSize=1', { cookie: admin.cookie })).body,
    );
    expect(everyone).toHaveLength(total);
    expect(everyone.length).toBeGreaterThan(3);
    const youth = await signUp(identity, 'youth', 'Peeker');
    expect((await call(identity, 'get', '/api/admin/users', { cookie: youth.cookie })).status).toBe(403);
    expect((await call(identity, 'get', '/api/admin/users')).status).toBe(401);
  });
});

describe('User Management: a page at a time, in the order asked (issue 19)', () => {
  const page = async (query: string) => {
    const response = await call(identity, 'get', `/api/admin/users/page?${query}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    return AdminUserPage.parse(response.body);
  };
  const namesOf = (users: User[]) => users.map((user) => user.firstName);

  it('sends one page and the total, and the pages together hold every match once', async () => {
    const tag = `Pager${Date.now()}`;
    for (const first of ['Cara', 'Abe', 'Bo', 'Dee', 'Eli'])
      await signUp(identity, 'youth', `${first}${tag}`);
    const query = `q=${tag}&sort=name&direction=asc&pageSize=2`;
    const [one, two, three] = [
      await page(`${query}&page=1`),
      await page(`${query}&page=2`),
      await page(`${query}&page=3`),
    ];
    expect(one.total).toBe(5);
    expect(one.users).toHaveLength(2);
    expect([...namesOf(one.users), ...namesOf(two.users), ...namesOf(three.users)]).toEqual(
      ['Abe', 'Bo', 'Cara', 'Dee', 'Eli'].map((first) => `${first}${tag}`),
    );
    expect((await page(`${query}&page=4`)).users).toEqual([]);
  });

  it('sorts by name, role, joined and last active, either way, and keeps the role filter with a search', async () => {
    const tag = `Sorter${Date.now()}`;
    const older = await signUp(identity, 'parent', `Zed${tag}`);
    const newer = await signUp(identity, 'youth', `Amy${tag}`);
    const ids = async (query: string) => (await page(`q=${tag}&${query}`)).users.map((user) => user.id);
    expect(await ids('sort=name&direction=desc')).toEqual([older.user.id, newer.user.id]);
    expect(await ids('sort=joined&direction=asc')).toEqual([older.user.id, newer.user.id]);
    expect(await ids('sort=joined&direction=desc')).toEqual([newer.user.id, older.user.id]);
    expect(await ids('sort=role&direction=asc')).toEqual([older.user.id, newer.user.id]); // parent < youth
    const byLastActive = (await page(`q=${tag}&sort=lastActive&direction=desc`)).users;
    const times = byLastActive.map((user) => user.lastActive ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(await ids('sort=lastActive&direction=asc')).toEqual(byLastActive.map((user) => user.id).reverse());
    expect(await ids('role=youth')).toEqual([newer.user.id]);
    const sameCase = await page(`q=${tag.toUpperCase()}`);
    expect(sameCase.total).toBe(2);
  });

  it('pages the newest-first list in the store without a search, and agrees with the count per role', async () => {
    const first = await page('role=admin&pageSize=1');
    expect(first.users).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(1);
    expect(first.users.every((user) => user.role === 'admin')).toBe(true);
  });

  it('refuses a page, page size, sort or role it does not know, saying why', async () => {
    for (const [query, words] of [
      ['page=0', 'Pages count from 1.'],
      ['page=two', 'The page must be a number.'],
      ['pageSize=500', 'A page holds at most 100 accounts.'],
      ['sort=email', 'Please sort by name, role, joined or last active.'],
      ['direction=up', 'Please sort asc or desc.'],
      ['role=king', ''],
    ] as const) {
      const response = await call(identity, 'get', `/api/admin/users/page?${query}`, {
        cookie: admin.cookie,
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(words);
    }
  });

  it('is for administrators only', async () => {
    const youth = await signUp(identity, 'youth', 'Nosy');
    expect((await call(identity, 'get', '/api/admin/users/page', { cookie: youth.cookie })).status).toBe(403);
    expect((await call(identity, 'get', '/api/admin/users/page')).status).toBe(401);
  });
});

describe('User Management: creating staff accounts', () => {
  it('creates a moderator with a generated username, who can sign in on the Moderator Portal', async () => {
    const email = uniqueEmail('morgan');
    const response = await call(identity, 'post', '/api/admin/users', {
      cookie: admin.cookie,
      body: { email, firstName: 'Morgan', lastName: 'Lee', role: 'moderator', password: 'a good password' },
    });
    expect(response.status).toBe(201);
    expect(response.text).not.toMatch(/passwordHash|scrypt/);
    const created = User.parse(response.body);
    expect(created).toMatchObject({ email, firstName: 'Morgan', role: 'moderator', lastActive: null });
    expect(created.username).toMatch(/^[a-z]+-[a-z]+\d{5}$/);

    const moderator = await signIn(identity, created, 'a good password');
    expect(moderator.user.role).toBe('moderator');
    const registered = await identity.eventually(
      (event) =>
        event.type === UserRegistered.type &&
        UserRegistered.schema.parse(event).payload.userId === created.id,
    );
    expect(JSON.stringify(registered)).not.toContain(email);
  });

  it('leaves youth and parents to sign up themselves, and asks for a real password', async () => {
    const youth = await call(identity, 'post', '/api/admin/users', {
      cookie: admin.cookie,
      body: {
        email: uniqueEmail('kid'),
        firstName: 'Kid',
        lastName: 'Doe',
        role: 'youth',
        password: 'a good password',
      },
    });
    expect(youth.status).toBe(400);
    expect(youth.body.message).toBe(
      'New accounts made here are for moderators and administrators. Youth and parents sign up themselves.',
    );
    const short = await call(identity, 'post', '/api/admin/users', {
      cookie: admin.cookie,
      body: {
        email: uniqueEmail('mo'),
        firstName: 'Mo',
        lastName: 'Doe',
        role: 'moderator',
        password: 'short',
      },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
  });

  it('refuses a staff password that is easy to guess, and makes no account', async () => {
    const email = uniqueEmail('morgan');
    const attempt = (password: string) =>
      call(identity, 'post', '/api/admin/users', {
        cookie: admin.cookie,
        body: { email, firstName: 'Morgan', lastName: 'Lee', role: 'moderator', password },
      });
    const easy = await attempt('password123');
    expect(easy.status).toBe(400);
    expect(easy.body).toEqual({
      message: 'That password is too easy to guess. Try a few unrelated words together.',
    });
    const personal = await attempt('MorganLee2026');
    expect(personal.status).toBe(400);
    expect(personal.body.message).toBe(
      'That password is too close to your name or email, so it is easy to guess. Try a few unrelated words together.',
    );
    // Nothing was made: the email is still free for the account made with a good password.
    expect((await attempt('a good password')).status).toBe(201);
  });

  it('refuses an email that already has an account', async () => {
    const response = await call(identity, 'post', '/api/admin/users', {
      cookie: admin.cookie,
      body: {
        email: 'Demo-Youth@heartwise.local',
        firstName: 'X',
        lastName: 'Y',
        role: 'moderator',
        password: 'a good password',
      },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'An account with this email already exists.' });
  });
});

describe('User Management: changing a role', () => {
  it('makes a youth a parent, tells other services, and signs them out everywhere at once', async () => {
    const sam = await signUp(identity, 'youth', 'Sam');
    const laptop = sam.cookie;
    const phone = (await signIn(identity, sam.user, sam.password)).cookie;

    const response = await putRole(admin, sam.user.id, 'parent');
    expect(response.status).toBe(200);
    expect(User.parse(response.body)).toMatchObject({ id: sam.user.id, role: 'parent' });

    expect((await me({ ...sam, cookie: laptop })).status).toBe(401);
    expect((await me({ ...sam, cookie: phone })).status).toBe(401);
    const again = await signIn(identity, sam.user, sam.password);
    expect(again.user.role).toBe('parent');

    const event = await identity.eventually(
      (e) =>
        e.type === UserRoleChanged.type && UserRoleChanged.schema.parse(e).payload.userId === sam.user.id,
    );
    expect(UserRoleChanged.schema.parse(event).payload).toEqual({
      userId: sam.user.id,
      from: 'youth',
      to: 'parent',
    });
  });

  it('choosing the role someone already has changes nothing and signs nobody out', async () => {
    const lee = await signUp(identity, 'parent', 'Lee');
    const response = await putRole(admin, lee.user.id, 'parent');
    expect(response.status).toBe(200);
    expect((await me(lee)).status).toBe(200);
  });

  it('says so when the account is not there, and when the role is not one of the four', async () => {
    const missing = await putRole(admin, '99999999-9999-4999-8999-999999999999', 'parent');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("We couldn't find that account. It may have been deleted already.");
    const unknownRole = await putRole(admin, admin.user.id, 'superuser');
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.message).toBe('Please choose a role: youth, parent, moderator or admin.');
    const badId = await putRole(admin, 'not-an-id', 'parent');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe("That doesn't look like an account id.");
  });

  it('does not let an admin demote themselves', async () => {
    const response = await putRole(admin, admin.user.id, 'moderator');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: "You can't change your own role. Please ask another administrator to do it.",
    });
    expect((await me(admin)).status).toBe(200);
  });

  it('two admins demoting each other at the same moment never leave the platform without an admin', async () => {
    const isolated = await startIdentity(); // its own accounts: exactly one admin to begin with
    try {
      const first = await signInDemo(isolated, 'admin');
      const second = await newStaff(isolated, first, 'admin', 'Grace');

      const [one, two] = await Promise.all([
        call(isolated, 'put', `/api/admin/users/${second.user.id}/role`, {
          cookie: first.cookie,
          body: { role: 'moderator' },
        }),
        call(isolated, 'put', `/api/admin/users/${first.user.id}/role`, {
          cookie: second.cookie,
          body: { role: 'moderator' },
        }),
      ]);
      // One goes through. The other is refused: 401 when its session was already revoked by the
      // first, 409 (the last administrator) when it got past the session check just before.
      expect([one.status, two.status].filter((status) => status === 200)).toHaveLength(1);
      expect([401, 409]).toContain(one.status === 200 ? two.status : one.status);

      const survivor = one.status === 200 ? first : second;
      const users = usersIn((await call(isolated, 'get', ALL_USERS_PATH, { cookie: survivor.cookie })).body);
      const admins = users.filter((user) => user.role === 'admin');
      expect(admins.map((user) => user.id)).toEqual([survivor.user.id]);
    } finally {
      await isolated.stop();
    }
  });
});

describe('User Management: deleting an account', () => {
  it('deletes the account, ends its sessions at once and tells other services', async () => {
    const kai = await signUp(identity, 'youth', 'Kai');
    const response = await deleteUser(admin, kai.user.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });

    expect((await me(kai)).status).toBe(401);
    const login = await call(identity, 'post', '/api/login', {
      body: { username: kai.user.username, password: kai.password },
    });
    expect(login.status).toBe(401);
    expect((await listUsers(admin)).some((user) => user.id === kai.user.id)).toBe(false);
    const event = await identity.eventually(
      (e) => e.type === UserDeleted.type && UserDeleted.schema.parse(e).payload.userId === kai.user.id,
    );
    expect(event.payload).toEqual({ userId: kai.user.id });

    const again = await deleteUser(admin, kai.user.id);
    expect(again.status).toBe(404);
  });

  it('does not let an admin delete themselves', async () => {
    const self = await deleteUser(admin, admin.user.id);
    expect(self.status).toBe(403);
    expect(self.body).toEqual({
      message: "You can't delete your own account. Please ask another administrator to do it.",
    });
    expect((await me(admin)).status).toBe(200);
  });

  it('two admins deleting each other at the same moment: one goes, the last admin stays', async () => {
    const isolated = await startIdentity();
    try {
      const first = await signInDemo(isolated, 'admin');
      const second = await newStaff(isolated, first, 'admin', 'Grace');
      const [one, two] = await Promise.all([
        call(isolated, 'delete', `/api/admin/users/${second.user.id}`, { cookie: first.cookie }),
        call(isolated, 'delete', `/api/admin/users/${first.user.id}`, { cookie: second.cookie }),
      ]);
      expect([one.status, two.status].filter((status) => status === 200)).toHaveLength(1);
      expect([401, 409]).toContain(one.status === 200 ? two.status : one.status);

      const survivor = one.status === 200 ? first : second;
      const users = usersIn((await call(isolated, 'get', ALL_USERS_PATH, { cookie: survivor.cookie })).body);
      expect(users.filter((user) => user.role === 'admin').map((user) => user.id)).toEqual([
        survivor.user.id,
      ]);
    } finally {
      await isolated.stop();
    }
  });
});

describe('the last administrator, whoever asks', () => {
  // Over HTTP the session check usually stops a just-demoted admin first; the rule itself must
  // hold even for a request that got past it a moment before.
  const ada = '11111111-1111-4111-8111-111111111111';
  const grace = '22222222-2222-4222-8222-222222222222';
  const at = '2026-11-21T10:00:00.000Z';
  const rules = async () => {
    const users = userRepository(new MemoryDocumentStore());
    await users.create(
      account('ada-admin', { id: ada, role: 'admin', firstName: 'Ada', lastName: 'Example' }),
      [],
    );
    // Demoted a moment ago.
    await users.create(
      account('grace-admin', { id: grace, role: 'moderator', firstName: 'Grace', lastName: 'Example' }),
      [],
    );
    const ended: string[] = [];
    const sessions: SessionsPort = {
      start: () => Promise.reject(new Error('not used')),
      isAlive: async () => true,
      end: async () => undefined,
      endAllFor: async (userId) => {
        ended.push(userId);
      },
      countFor: async () => 0,
      countActive: async () => 0,
    };
    const deps = {
      users,
      sessions,
      adminRoster: keyValueLock(new MemoryKeyValueStore(), 'roster'),
      audit: auditLog(new MemoryDocumentStore()),
      now: () => new Date(at),
    };
    const staleGrace = { sub: grace, sid: 'g'.repeat(43), role: 'admin' as const };
    return { users, deps, staleGrace, ended };
  };

  it('cannot be given another role', async () => {
    const { users, deps, staleGrace, ended } = await rules();
    await expect(changeRole(deps, staleGrace, ada, 'youth')).rejects.toMatchObject({
      kind: 'conflict',
      message:
        "Ada Example is the last administrator, so they can't be given another role. Make someone else an administrator first.",
    });
    expect((await users.findById(ada))?.role).toBe('admin');
    expect(ended).toEqual([]);
  });

  it('cannot be deleted', async () => {
    const { users, deps, staleGrace } = await rules();
    await expect(deleteAccount(deps, staleGrace, ada)).rejects.toMatchObject({
      kind: 'conflict',
      message:
        "Ada Example is the last administrator, so they can't be deleted. Make someone else an administrator first.",
    });
    expect(await users.findById(ada)).not.toBeNull();
  });
});
