import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ADMIN_ACTIVITY_SHOWN,
  IdentityFigures,
  IdentitySettings,
  LINK_REQUEST_DAYS,
  LinkList,
  Role,
  User,
  WeeklyTrend,
} from '@heartwise/contracts';
import {
  call,
  newStaff,
  signIn,
  signInDemo,
  signUp,
  newAddress,
  startIdentity,
  uniqueEmail,
  type Identity,
  type Person,
} from './support/identity-harness.js';
import { ALL_USERS_PATH, usersIn } from './support/user-list.js';

/**
 * The admin dashboard's identity figures (GET /api/admin/figures) and settings
 * (GET /api/admin/settings): counted from what is stored, and moving as people act.
 */
let identity: Identity;
let admin: Person;
// Every reading of the clock is a millisecond later, so the audit log's order is the order of events;
// `daysAhead` lets a story wait for requests to expire.
let tick = 0;
let daysAhead = 0;
const now = () => new Date(Date.now() + (tick += 1) + daysAhead * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  identity = await startIdentity({ now });
  admin = await signInDemo(identity, 'admin');
});
afterAll(async () => {
  await identity.stop();
});

async function figures(as: Person = admin): Promise<IdentityFigures> {
  const response = await call(identity, 'get', '/api/admin/figures', { cookie: as.cookie });
  expect(response.status).toBe(200);
  return IdentityFigures.parse(response.body);
}

async function everyone(): Promise<User[]> {
  return usersIn((await call(identity, 'get', ALL_USERS_PATH, { cookie: admin.cookie })).body);
}

/** A parent asks for a username (a youth's, or any); the request's id, from the parent's own list. */
async function askToLink(parent: Person, youth: Person | string): Promise<string> {
  const youthUsername = typeof youth === 'string' ? youth : youth.user.username;
  const asked = await call(identity, 'post', '/api/links', {
    cookie: parent.cookie,
    body: { youthUsername },
  });
  expect(asked.status).toBe(202);
  const mine = LinkList.parse((await call(identity, 'get', '/api/links', { cookie: parent.cookie })).body);
  const link = mine.find((one) => one.youthUsername === youthUsername);
  if (!link) throw new Error("the request is not in the parent's list");
  return link.id;
}

describe('the admin overview counts people', () => {
  it('gives users per role and in total, as the user list has them', async () => {
    const users = await everyone();
    const counted = await figures();
    for (const role of Role.options) {
      expect(counted.users.byRole[role]).toBe(users.filter((user) => user.role === role).length);
    }
    expect(counted.users.total).toBe(users.length);
  });

  it('counts a youth who signs up and a parent who joins', async () => {
    const before = await figures();
    await signUp(identity, 'youth', 'Noa');
    await signUp(identity, 'parent', 'Lou');
    const after = await figures();
    expect(after.users.total).toBe(before.users.total + 2);
    expect(after.users.byRole.youth).toBe(before.users.byRole.youth + 1);
    expect(after.users.byRole.parent).toBe(before.users.byRole.parent + 1);
    expect(after.users.byRole.moderator).toBe(before.users.byRole.moderator);
  });

  it('traces sign-ups per week over the last 8 weeks, this week last, as the user list dates them', async () => {
    const before = await figures();
    await signUp(identity, 'youth', 'Kai');
    const after = await figures();
    const today = new Date(now());
    const sunday = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - today.getUTCDay()),
    );
    expect(after.signUps).toHaveLength(8);
    expect(after.signUps?.at(-1)?.weekStart).toBe(sunday.toISOString().slice(0, 10));
    expect(after.signUps?.at(-1)?.count).toBe((before.signUps?.at(-1)?.count ?? 0) + 1);
    expect(after.signUps?.slice(0, -1)).toEqual(before.signUps?.slice(0, -1));
    const createdThisWeek = (await everyone()).filter((user) => user.createdAt >= sunday.toISOString());
    expect(after.signUps?.at(-1)?.count).toBe(createdThisWeek.length);
  });
});

describe("sign-ups per week are the caller's weeks, also far from UTC", () => {
  // Saturday 21 November 2026, 10:31 UTC: already Sunday 00:31 in Kiritimati (UTC+14), still
  // Friday 23:31 in Pago Pago (UTC−11).
  const asked = Date.UTC(2026, 10, 21, 10, 31);
  let clock = asked;
  let ticks = 0;
  let far: Identity;
  let itsAdmin: Person;

  beforeAll(async () => {
    far = await startIdentity({ now: () => new Date(clock + (ticks += 1)) });
    itsAdmin = await signInDemo(far, 'admin');
  });
  afterAll(async () => {
    await far.stop();
  });

  async function trendIn(timeZone: string) {
    clock = asked;
    const response = await call(far, 'get', '/api/admin/figures', { cookie: itsAdmin.cookie, timeZone });
    expect(response.status).toBe(200);
    return WeeklyTrend.parse(IdentityFigures.parse(response.body).signUps);
  }
  const zones = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
  const added = (before: WeeklyTrend | undefined, after: WeeklyTrend | undefined) =>
    after?.map((week, index) => week.count - (before?.[index]?.count ?? 0));

  it('puts a sign-up in the week of its day where the caller is', async () => {
    const before = await Promise.all(zones.map(trendIn));
    // 09:30 UTC is Saturday 23:30 in Kiritimati; 10:30 UTC is its Sunday 00:30, a new week there.
    clock = Date.UTC(2026, 10, 21, 9, 30);
    await signUp(far, 'youth', 'Early');
    clock = Date.UTC(2026, 10, 21, 10, 30);
    await signUp(far, 'youth', 'Late');
    const after = await Promise.all(zones.map(trendIn));
    const [utc, kiritimati, pagoPago] = zones.map((_, index) => ({
      weeks: after[index]?.map((week) => week.weekStart),
      added: added(before[index], after[index]),
    }));

    expect(utc?.weeks?.at(-1)).toBe('2026-11-15');
    expect(utc?.added).toEqual([0, 0, 0, 0, 0, 0, 0, 2]);
    expect(kiritimati?.weeks?.slice(-2)).toEqual(['2026-11-15', '2026-11-22']);
    expect(kiritimati?.added).toEqual([0, 0, 0, 0, 0, 0, 1, 1]);
    expect(pagoPago?.weeks?.at(-1)).toBe('2026-11-15');
    expect(pagoPago?.added).toEqual([0, 0, 0, 0, 0, 0, 0, 2]);
  });
});

describe('the admin overview counts live sessions', () => {
  it('goes up with each sign-in and down with each sign-out', async () => {
    const before = (await figures()).activeSessions;
    const ana = await signUp(identity, 'youth', 'Ana'); // signing up signs in
    const anaAgain = await signIn(identity, ana.user, ana.password);
    expect((await figures()).activeSessions).toBe(before + 2);

    expect((await call(identity, 'post', '/api/logout', { cookie: anaAgain.cookie })).status).toBe(200);
    expect((await figures()).activeSessions).toBe(before + 1);
  });

  it('drops every session of someone whose role an admin changes', async () => {
    const ben = await signUp(identity, 'youth', 'Ben');
    await signIn(identity, ben.user, ben.password);
    const before = (await figures()).activeSessions;
    await call(identity, 'put', `/api/admin/users/${ben.user.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'parent' },
    });
    expect((await figures()).activeSessions).toBe(before - 2);
  });
});

describe('the admin overview counts parent–youth links', () => {
  it('a request is pending until the youth accepts it, then approved', async () => {
    const before = (await figures()).links;
    const parent = await signUp(identity, 'parent', 'Jo');
    const youth = await signUp(identity, 'youth', 'Kai');
    const linkId = await askToLink(parent, youth);
    expect((await figures()).links).toEqual({ pending: before.pending + 1, approved: before.approved });

    expect(
      (await call(identity, 'post', `/api/links/${linkId}/accept`, { cookie: youth.cookie })).status,
    ).toBe(200);
    expect((await figures()).links).toEqual({ pending: before.pending, approved: before.approved + 1 });
  });

  it(`a request unanswered for ${LINK_REQUEST_DAYS} days is no longer counted as waiting`, async () => {
    const before = (await figures()).links;
    await askToLink(await signUp(identity, 'parent', 'Uche'), await signUp(identity, 'youth', 'Vic'));
    expect((await figures()).links.pending).toBe(before.pending + 1);
    daysAhead = LINK_REQUEST_DAYS;
    try {
      expect((await figures()).links.pending).toBe(0);
    } finally {
      daysAhead = 0;
    }
  });

  it('a rejected request is counted neither way', async () => {
    const before = (await figures()).links;
    const linkId = await askToLink(
      await signUp(identity, 'parent', 'Sam'),
      await signUp(identity, 'youth', 'Tia'),
    );
    await call(identity, 'post', `/api/admin/links/${linkId}/reject`, { cookie: admin.cookie });
    expect((await figures()).links).toEqual(before);
  });
});

describe('the recent admin activity', () => {
  it('records who did what to whom, newest first, and never an email', async () => {
    const mo = await newStaff(identity, admin, 'moderator', 'Mo');
    const youth = await signUp(identity, 'youth', 'Rin');
    const leaver = await signUp(identity, 'youth', 'Lee');
    const parent = await signUp(identity, 'parent', 'Pat');
    const linkId = await askToLink(parent, youth);
    await call(identity, 'post', `/api/admin/links/${linkId}/reject`, { cookie: admin.cookie });
    await call(identity, 'put', `/api/admin/users/${youth.user.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'moderator' },
    });
    // Asked again for the role they have now: nothing changes, nothing is logged.
    await call(identity, 'put', `/api/admin/users/${youth.user.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'moderator' },
    });
    await call(identity, 'delete', `/api/admin/users/${leaver.user.id}`, { cookie: admin.cookie });

    const response = await call(identity, 'get', '/api/admin/figures', { cookie: admin.cookie });
    const [deleted, roleChanged, rejected, created] = IdentityFigures.parse(
      response.body,
    ).recentAdminActivity;
    const shown = (person: Person) => ({
      id: person.user.id,
      username: person.user.username,
      firstName: person.user.firstName,
      lastName: person.user.lastName,
    });
    // The deleted account's name is kept nowhere, the log included: only the role it had.
    expect(deleted).toMatchObject({ kind: 'user-deleted', by: shown(admin), whom: null, fromRole: 'youth' });
    expect(roleChanged).toMatchObject({
      kind: 'role-changed',
      by: shown(admin),
      whom: shown(youth),
      fromRole: 'youth',
      toRole: 'moderator',
    });
    expect(rejected).toMatchObject({
      kind: 'link-rejected',
      by: shown(admin),
      whom: shown(parent),
      youth: shown(youth),
    });
    expect(created).toMatchObject({
      kind: 'staff-created',
      by: shown(admin),
      whom: shown(mo),
      toRole: 'moderator',
    });
    expect(Date.parse(roleChanged?.at ?? '')).toBeGreaterThan(Date.parse(rejected?.at ?? ''));
    expect(response.text).not.toMatch(/@/);
  });

  it('records the rejection of a request that named no youth without a youth', async () => {
    const parent = await signUp(identity, 'parent', 'Wren');
    const linkId = await askToLink(parent, 'no-such-youth12345');
    expect(
      (await call(identity, 'post', `/api/admin/links/${linkId}/reject`, { cookie: admin.cookie })).status,
    ).toBe(200);
    const [entry] = (await figures()).recentAdminActivity;
    expect(entry).toMatchObject({ kind: 'link-rejected', whom: { id: parent.user.id } });
    expect(entry).not.toHaveProperty('youth');
  });

  it("a person's own account deletion is theirs, not an admin's: it is not in the log", async () => {
    const before = (await figures()).recentAdminActivity[0];
    const youth = await signUp(identity, 'youth', 'Ola');
    expect(
      (
        await call(identity, 'delete', '/api/user', {
          cookie: youth.cookie,
          body: { password: youth.password },
        })
      ).status,
    ).toBe(200);
    expect((await figures()).recentAdminActivity[0]).toEqual(before);
  });

  it(`shows the newest ${ADMIN_ACTIVITY_SHOWN} entries`, async () => {
    const made: string[] = [];
    for (let index = 0; index <= ADMIN_ACTIVITY_SHOWN; index += 1) {
      const response = await call(identity, 'post', '/api/admin/users', {
        cookie: admin.cookie,
        body: {
          email: uniqueEmail('staff'),
          firstName: `S${index}`,
          lastName: 'Staff',
          role: 'moderator',
          password: 'staff password 1',
        },
      });
      made.push(User.parse(response.body).id);
    }
    const shown = (await figures()).recentAdminActivity;
    expect(shown).toHaveLength(ADMIN_ACTIVITY_SHOWN);
    expect(shown.map((entry) => entry.whom?.id)).toEqual(made.slice(1).reverse());
  }, 30_000); // 21 accounts, a scrypt hash each
});

describe('only administrators see the figures', () => {
  it('answers 403 to everyone else and 401 to anyone signed out', async () => {
    const youth = await signUp(identity, 'youth', 'Ivy');
    const moderator = await newStaff(identity, admin, 'moderator', 'Max');
    for (const path of ['/api/admin/figures', '/api/admin/settings']) {
      expect((await call(identity, 'get', path, { cookie: youth.cookie })).status).toBe(403);
      expect((await call(identity, 'get', path, { cookie: moderator.cookie })).status).toBe(403);
      expect((await call(identity, 'get', path)).status).toBe(401);
    }
  });
});

describe('the Settings tab', () => {
  it('shows the session lifetime and sign-in limits the service was started with', async () => {
    const configured = await startIdentity({
      env: {
        SESSION_TTL_SECONDS: '7200',
        LOGIN_FREE_FAILURES: '3',
        LOGIN_FREE_FAILURES_PER_ACCOUNT: '12',
        LOGIN_FREE_FAILURES_PER_ADDRESS: '250',
        LOGIN_MAX_DELAY_SECONDS: '600',
        LOGIN_MAX_ADDRESS_DELAY_SECONDS: '30',
        LOGIN_FAILURE_WINDOW_SECONDS: '1800',
        KNOWN_DEVICE_DAYS: '90',
        SIGN_UPS_PER_ADDRESS: '45',
        SIGN_UP_WINDOW_SECONDS: '900',
        SIGN_UP_MAX_DELAY_SECONDS: '300',
      },
    });
    try {
      const itsAdmin = await signInDemo(configured, 'admin');
      const response = await call(configured, 'get', '/api/admin/settings', { cookie: itsAdmin.cookie });
      expect(response.status).toBe(200);
      const settings = IdentitySettings.parse(response.body);
      expect(settings.sessionLifetimeSeconds).toBe(7200);
      expect(settings.signInLimits).toEqual({
        perDevice: { freeTries: 3, maxDelaySeconds: 600, windowSeconds: 1800 },
        perAccount: { freeTries: 12, maxDelaySeconds: 600, windowSeconds: 1800 },
        perAddress: { freeTries: 250, maxDelaySeconds: 30, windowSeconds: 1800 },
        knownDeviceDays: 90,
      });
      expect(settings.signUpLimits).toEqual({ freeTries: 45, maxDelaySeconds: 300, windowSeconds: 900 });
      // A sign-in lasts exactly as long as the page says.
      const login = await call(configured, 'post', '/api/login', {
        host: 'admin.localhost',
        body: { email: itsAdmin.user.email, password: itsAdmin.password },
      });
      expect(String(login.headers['set-cookie'])).toContain('Max-Age=7200');
    } finally {
      await configured.stop();
    }
  });

  it('shows the password rules sign-up really enforces', async () => {
    const { password } = IdentitySettings.parse(
      (await call(identity, 'get', '/api/admin/settings', { cookie: admin.cookie })).body,
    );
    expect(password.minGuessesLog10).toBe(8);
    // Eight characters with no pattern: about 10^8 guesses, the least the rule accepts.
    const random = 'Kq7#vX2!pL9@mZ4$';
    const register = (secret: string) =>
      call(identity, 'post', '/api/register', {
        forwardedFor: newAddress(),
        body: {
          email: uniqueEmail('len'),
          password: secret,
          confirmPassword: secret,
          firstName: 'Len',
          lastName: 'Gth',
          role: 'youth',
        },
      });
    const tooShort = await register(random.slice(0, password.minLength - 1));
    expect(tooShort.body.message).toBe('Password must be at least 8 characters');
    expect((await register(random.slice(0, password.minLength))).status).toBe(201);
    expect((await register(random.repeat(20).slice(0, password.maxLength))).status).toBe(201);
    expect((await register(random.repeat(20).slice(0, password.maxLength + 1))).status).toBe(400);
    // Long enough is not enough: the same length, easy to guess, is refused.
    const easy = await register('1'.repeat(password.minLength));
    expect(easy.status).toBe(400);
    expect(easy.body.message).toBe('That password is too easy to guess. Try a few unrelated words together.');
  });
});
