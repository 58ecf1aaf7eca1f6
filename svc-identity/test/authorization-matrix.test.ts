import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ActivationCodeBatch,
  defaultOrgSettings,
  DistrictPeopleFigures,
  documentedStatuses,
  OrgPeoplePage,
  OrgSettings,
  LinkList,
  MyOrganization,
  operations,
  RosterImport,
  User,
} from '@heartwise/contracts';
import {
  call,
  demo,
  newAddress,
  newDistrict,
  newStaff,
  portalFor,
  signIn,
  signInDemo,
  signUp,
  startIdentity,
  uniqueEmail,
  type Identity,
  type Method,
  type Person,
} from './support/identity-harness.js';
import { upload } from './rostering/support/import-client.js';
import { USERS_1_1 } from './rostering/support/riverside-set.js';
import { usersIn } from './support/user-list.js';

/**
 * Who may call what on svc-identity: every endpoint × every kind of caller → the status they get.
 * An organization admin (issue 16) is refused every platform admin's and moderator's call.
 * Each cell runs with a caller of its own (fresh account, fresh session), so a logout or a
 * password change in one cell cannot colour another. To add an endpoint, add a row.
 */
const callers = ['anonymous', 'youth', 'parent', 'moderator', 'admin', 'org-admin'] as const;
type Caller = (typeof callers)[number];
type Expected = Record<Caller, number>;

interface CellContext {
  /** The caller (null when anonymous). */
  me: Person | null;
  /** A new youth to act on, when the row needs someone else. */
  someoneElse(): Promise<Person>;
}

interface Row {
  method: Method;
  /** As in contracts' operations (OpenAPI style). */
  path: string;
  /** The concrete request for one cell: the path with its parameters filled in, and a body. */
  request(context: CellContext): Promise<{ path?: string; body?: unknown; host?: string }>;
  expected: Expected;
}

const anyone = (status: number): Expected => ({
  anonymous: status,
  youth: status,
  parent: status,
  moderator: status,
  admin: status,
  'org-admin': status,
});
const signedIn = (status: number): Expected => ({ ...anyone(status), anonymous: 401 });
const adminsOnly = (status: number): Expected => ({
  anonymous: 401,
  youth: 403,
  parent: 403,
  moderator: 403,
  admin: status,
  'org-admin': 403,
});

/**
 * A pending request between two other people: a fresh parent asks for a fresh youth. The answer
 * names no link (it reveals nothing), so its id comes from the parent's own list.
 */
async function othersPendingLink(someoneElse: () => Promise<Person>): Promise<string> {
  const youth = await someoneElse();
  const parent = await signUp(identity, 'parent', 'Other');
  // Each parent from a home of its own: link requests are throttled per address too.
  const asked = await call(identity, 'post', '/api/links', {
    cookie: parent.cookie,
    forwardedFor: newAddress(),
    body: { youthUsername: youth.user.username },
  });
  expect(asked.status).toBe(202);
  const [link] = LinkList.parse((await call(identity, 'get', '/api/links', { cookie: parent.cookie })).body);
  if (!link) throw new Error("the request is not in the parent's list");
  return link.id;
}

const linkOf =
  (suffix: string) =>
  async ({ someoneElse }: CellContext) => ({
    path: `/api/links/${await othersPendingLink(someoneElse)}${suffix}`,
  });
const adminLinkOf =
  (action: string) =>
  async ({ someoneElse }: CellContext) => ({
    path: `/api/admin/links/${await othersPendingLink(someoneElse)}/${action}`,
  });

const orgAdminsOnly = (status: number): Expected => ({
  anonymous: 401,
  youth: 403,
  parent: 403,
  moderator: 403,
  admin: 403,
  'org-admin': status,
});

/** The caller's first school when they run a district; any id otherwise (they are refused first). */
async function firstSchoolOf(me: Person | null): Promise<string> {
  if (me?.user.role !== 'org-admin') return '00000000-0000-4000-8000-000000000000';
  const district = MyOrganization.parse(
    (await call(identity, 'get', '/api/org', { cookie: me.cookie })).body,
  );
  return district.schools[0]?.id ?? '';
}

/** A student of the demo district, Riverside: another district than any fresh organization admin's. */
async function riversideStudentId(): Promise<string> {
  const everyone = usersIn(
    (await call(identity, 'get', '/api/admin/users/page?q=riverside-student-12', { cookie: admin.cookie }))
      .body,
  );
  const student = everyone.find((user) => user.email === 'riverside-student-12@heartwise.local');
  if (!student) throw new Error('no Riverside student');
  return student.id;
}

/** A fresh code of a Riverside student still waiting to activate, from the demo organization admin. */
async function aLiveActivationCode(): Promise<string> {
  const orgAdmin = await signInDemo(identity, 'orgAdmin');
  const school = await firstSchoolOf(orgAdmin);
  const issued = await call(identity, 'post', '/api/org/activation-codes', {
    cookie: orgAdmin.cookie,
    body: { schoolId: school },
  });
  const [slip] = ActivationCodeBatch.parse(issued.body).slips;
  if (!slip) throw new Error('nobody left to activate');
  return slip.code;
}

let riversideImport: string | null = null;
/** A previewed import of the demo district, Riverside: another district than any fresh organization admin's. */
async function riversideImportId(): Promise<string> {
  if (riversideImport) return riversideImport;
  const orgAdmin = await signInDemo(identity, 'orgAdmin');
  const response = await upload(identity, orgAdmin, { 'users.csv': USERS_1_1 });
  riversideImport = RosterImport.parse(response.body).id;
  return riversideImport;
}

/** Who signs in by email on a portal: staff, and organization admins on the Organization Portal. */
const byEmail = (person: Person | null) =>
  person?.user.role === 'admin' || person?.user.role === 'moderator' || person?.user.role === 'org-admin';

const rows: Row[] = [
  // Signing up, in and out
  {
    method: 'post',
    path: '/api/register',
    request: async () => {
      const password = 'correct horse battery';
      const body = {
        email: uniqueEmail('new'),
        password,
        confirmPassword: password,
        firstName: 'New',
        lastName: 'Person',
        role: 'youth',
      };
      return { body };
    },
    expected: anyone(201),
  },
  {
    method: 'post',
    path: '/api/login',
    // Everyone signs in as themselves; anonymous as someone else, by email on the organization portal.
    request: async ({ me, someoneElse }) => {
      if (!me) {
        const who = await someoneElse();
        return { host: 'portal.localhost', body: { email: who.user.email, password: who.password } };
      }
      if (!byEmail(me)) return { body: { username: me.user.username, password: me.password } };
      return { host: portalFor(me.user.role), body: { email: me.user.email, password: me.password } };
    },
    expected: anyone(200),
  },
  { method: 'get', path: '/api/login', request: async () => ({}), expected: anyone(302) },
  { method: 'post', path: '/api/logout', request: async () => ({}), expected: signedIn(200) },
  // Your own account
  { method: 'get', path: '/api/user', request: async () => ({}), expected: signedIn(200) },
  {
    method: 'patch',
    path: '/api/user',
    request: async () => ({ body: { firstName: 'Renamed' } }),
    expected: signedIn(200),
  },
  {
    method: 'post',
    path: '/api/user/password',
    request: async ({ me }) => ({
      body: {
        currentPassword: me?.password ?? 'whatever',
        newPassword: 'a brand new secret',
        confirmPassword: 'a brand new secret',
      },
    }),
    expected: signedIn(200),
  },
  // Profile Settings: delete my account (youth and parents; staff are removed by an admin), my data
  {
    method: 'delete',
    path: '/api/user',
    request: async ({ me }) => ({ body: { password: me?.password ?? 'whatever' } }),
    expected: { anonymous: 401, youth: 200, parent: 200, moderator: 403, admin: 403, 'org-admin': 403 },
  },
  { method: 'get', path: '/api/user/export', request: async () => ({}), expected: signedIn(200) },
  // User Management
  { method: 'get', path: '/api/admin/users', request: async () => ({}), expected: adminsOnly(200) },
  { method: 'get', path: '/api/admin/users/page', request: async () => ({}), expected: adminsOnly(200) },
  {
    method: 'post',
    path: '/api/admin/users',
    request: async () => ({
      body: {
        email: uniqueEmail('staff'),
        firstName: 'New',
        lastName: 'Staff',
        role: 'moderator',
        password: 'staff password 1',
      },
    }),
    expected: adminsOnly(201),
  },
  {
    method: 'put',
    path: '/api/admin/users/{userId}/role',
    request: async ({ someoneElse }) => ({
      path: `/api/admin/users/${(await someoneElse()).user.id}/role`,
      body: { role: 'parent' },
    }),
    expected: adminsOnly(200),
  },
  {
    method: 'delete',
    path: '/api/admin/users/{userId}',
    request: async ({ someoneElse }) => ({ path: `/api/admin/users/${(await someoneElse()).user.id}` }),
    expected: adminsOnly(200),
  },
  // The admin dashboard's figures and settings
  { method: 'get', path: '/api/admin/figures', request: async () => ({}), expected: adminsOnly(200) },
  { method: 'get', path: '/api/admin/activity', request: async () => ({}), expected: adminsOnly(200) },
  { method: 'get', path: '/api/admin/settings', request: async () => ({}), expected: adminsOnly(200) },
  // Parent–youth links: only a parent asks (202 whoever the name belongs to); only the youth of a
  // link answers it; no one reaches another family's link (404 for a youth or parent, who may have
  // links of their own); an admin may only reject (there is no approve: see below)
  {
    method: 'post',
    path: '/api/links',
    request: async ({ someoneElse }) => ({ body: { youthUsername: (await someoneElse()).user.username } }),
    expected: { anonymous: 401, youth: 403, parent: 202, moderator: 403, admin: 403, 'org-admin': 403 },
  },
  {
    method: 'get',
    path: '/api/links',
    request: async () => ({}),
    expected: { anonymous: 401, youth: 200, parent: 200, moderator: 403, admin: 403, 'org-admin': 403 },
  },
  {
    method: 'post',
    path: '/api/links/{id}/accept',
    request: linkOf('/accept'),
    expected: { anonymous: 401, youth: 404, parent: 403, moderator: 403, admin: 403, 'org-admin': 403 },
  },
  {
    method: 'post',
    path: '/api/links/{id}/decline',
    request: linkOf('/decline'),
    expected: { anonymous: 401, youth: 404, parent: 403, moderator: 403, admin: 403, 'org-admin': 403 },
  },
  {
    method: 'delete',
    path: '/api/links/{id}',
    request: linkOf(''),
    expected: { anonymous: 401, youth: 404, parent: 404, moderator: 403, admin: 403, 'org-admin': 403 },
  },
  { method: 'get', path: '/api/admin/links', request: async () => ({}), expected: adminsOnly(200) },
  {
    method: 'post',
    path: '/api/admin/links/{id}/reject',
    request: adminLinkOf('reject'),
    expected: adminsOnly(200),
  },
  // Districts (issue 16): platform admins make and list them; an organization admin reads their own
  {
    method: 'post',
    path: '/api/admin/organizations',
    request: async () => ({
      body: {
        name: `Matrix District ${uniqueEmail('m').split('@')[0] ?? ''}`,
        schools: [{ name: 'Hillside School' }],
        admin: {
          firstName: 'Rae',
          lastName: 'Ito',
          email: uniqueEmail('rae'),
          password: 'district admin password 1',
        },
      },
    }),
    expected: adminsOnly(201),
  },
  { method: 'get', path: '/api/admin/organizations', request: async () => ({}), expected: adminsOnly(200) },
  {
    method: 'get',
    path: '/api/org',
    request: async () => ({}),
    expected: { anonymous: 401, youth: 403, parent: 403, moderator: 403, admin: 403, 'org-admin': 200 },
  },
  // Activation codes (issue 16): an organization admin issues them for their own district only
  // (another district's person is 404); anyone may activate with a live code
  {
    method: 'post',
    path: '/api/org/activation-codes',
    request: async ({ me }) => ({ body: { schoolId: await firstSchoolOf(me) } }),
    expected: orgAdminsOnly(201),
  },
  {
    method: 'post',
    path: '/api/org/people/{userId}/activation-code',
    request: async () => ({ path: `/api/org/people/${await riversideStudentId()}/activation-code` }),
    expected: orgAdminsOnly(404),
  },
  {
    method: 'post',
    path: '/api/activate',
    request: async () => {
      const password = 'lantern maple orbit';
      return { body: { code: await aLiveActivationCode(), password, confirmPassword: password } };
    },
    expected: anyone(200),
  },
  // Rostering (issue 16): an organization admin's own imports; another district's are 404
  {
    method: 'post',
    path: '/api/org/imports',
    // JSON, not a form: past the door, the upload itself is refused (the upload is tested in test/rostering/).
    request: async () => ({ body: { files: [] } }),
    expected: orgAdminsOnly(400),
  },
  { method: 'get', path: '/api/org/imports', request: async () => ({}), expected: orgAdminsOnly(200) },
  {
    method: 'get',
    path: '/api/org/imports/{importId}',
    request: async () => ({ path: `/api/org/imports/${await riversideImportId()}` }),
    expected: orgAdminsOnly(404),
  },
  ...(['apply', 'rollback', 'discard'] as const).map((action): Row => ({
    method: 'post',
    path: `/api/org/imports/{importId}/${action}`,
    request: async () => ({ path: `/api/org/imports/${await riversideImportId()}/${action}` }),
    expected: orgAdminsOnly(404),
  })),
  {
    method: 'get',
    path: '/api/org/classes',
    request: async ({ me }) => ({ path: `/api/org/classes?schoolId=${await firstSchoolOf(me)}` }),
    expected: orgAdminsOnly(200),
  },
  // A district's people, settings and people figures (issue 16): the caller's own district only;
  // another district's person is 404
  { method: 'get', path: '/api/org/people', request: async () => ({}), expected: orgAdminsOnly(200) },
  ...(['deactivate', 'reactivate'] as const).map((action): Row => ({
    method: 'post',
    path: `/api/org/people/{userId}/${action}`,
    request: async () => ({ path: `/api/org/people/${await riversideStudentId()}/${action}` }),
    expected: orgAdminsOnly(404),
  })),
  { method: 'get', path: '/api/org/settings', request: async () => ({}), expected: orgAdminsOnly(200) },
  {
    method: 'put',
    path: '/api/org/settings',
    request: async () => ({ body: { ...defaultOrgSettings, retentionDays: 10 } }),
    expected: orgAdminsOnly(200),
  },
  { method: 'get', path: '/api/org/figures/people', request: async () => ({}), expected: orgAdminsOnly(200) },
];

let identity: Identity;
let admin: Person;
/** What each cell sent and got, for the checks that span every response. */
const seen: { caller: Caller; me: Person | null; path: string; sent: string; received: string }[] = [];

beforeAll(async () => {
  identity = await startIdentity();
  admin = await signInDemo(identity, 'admin');
});
afterAll(async () => {
  await identity.stop();
});

async function freshCaller(caller: Caller): Promise<Person | null> {
  if (caller === 'anonymous') return null;
  if (caller === 'youth' || caller === 'parent') return signUp(identity, caller);
  if (caller === 'org-admin') return (await newDistrict(identity, admin)).orgAdmin;
  return newStaff(identity, admin, caller);
}

const cells = rows.flatMap((row) => callers.map((caller) => ({ row, caller, status: row.expected[caller] })));

describe('the authorization matrix of svc-identity', () => {
  it.each(cells)('$row.method $row.path as $caller → $status', async ({ row, caller, status }) => {
    const me = await freshCaller(caller);
    const request = await row.request({ me, someoneElse: () => signUp(identity, 'youth', 'Other') });
    const response = await call(identity, row.method, request.path ?? row.path, {
      ...(me ? { cookie: me.cookie } : {}),
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.host ? { host: request.host } : {}),
    });
    seen.push({
      caller,
      me,
      path: row.path,
      sent: JSON.stringify(request.body ?? null),
      received: response.text ?? '',
    });
    expect(response.status).toBe(status);
  });

  // Only the youth's acceptance links (issue 14): the old admin approve is no route at all.
  it.each(callers)(
    'POST /api/admin/links/{id}/approve is gone: 404 as %s, and the link stays pending',
    async (caller) => {
      const me = await freshCaller(caller);
      const { path } = await adminLinkOf('approve')({
        me,
        someoneElse: () => signUp(identity, 'youth', 'Other'),
      });
      const response = await call(identity, 'post', path, me ? { cookie: me.cookie } : {});
      expect(response.status).toBe(404);
      const id = path.split('/')[4] ?? '';
      const pending = LinkList.parse(
        (await call(identity, 'get', '/api/admin/links?status=pending', { cookie: admin.cookie })).body,
      );
      expect(pending.map((link) => link.id)).toContain(id);
    },
  );

  it('has a row for every identity call in the contracts', () => {
    const covered = new Set(rows.map((row) => `${row.method} ${row.path}`));
    const contracted = new Set(
      operations.filter((op) => op.service === 'identity').map((op) => `${op.method} ${op.path}`),
    );
    expect([...contracted].filter((key) => !covered.has(key))).toEqual([]);
    // ...and no row for a call the contracts no longer have.
    expect([...covered].filter((key) => !contracted.has(key))).toEqual([]);
  });

  it('the OpenAPI document lists every status this matrix sees, for each call', () => {
    const undocumented = cells
      .filter(({ row, status }) => {
        const operation = operations.find((op) => op.method === row.method && op.path === row.path);
        return !operation || !documentedStatuses(operation).includes(status);
      })
      .map(({ row, caller, status }) => `${row.method} ${row.path} as ${caller} → ${status}`);
    expect(undocumented).toEqual([]);
  });

  it('never lets a password hash out, in any response', () => {
    expect(seen.length).toBe(cells.length);
    for (const { received } of seen) expect(received).not.toMatch(/passwordHash|emailKey|scrypt\$/);
  });

  it("never shows anyone but an admin another person's email", () => {
    const emailPattern = /[^\s"@]+@[^\s"@]+\.[a-z]+/gi;
    for (const { caller, me, path, sent, received } of seen) {
      if (caller === 'admin') continue;
      // Their own, and the ones they typed themselves (signing up, signing in as someone); an
      // activation signs the code's holder in as its account, which is then their own.
      const activated = path === '/api/activate' ? [User.parse(JSON.parse(received)).email] : [];
      const allowed = new Set(
        [me?.user.email, ...activated, ...(sent.match(emailPattern) ?? [])].filter(Boolean),
      );
      const shown = (received.match(emailPattern) ?? []).filter((email) => !allowed.has(email));
      expect({ caller, shown }).toEqual({ caller, shown: [] });
    }
  });
});

describe('one person, never another', () => {
  let ana: Person;
  let ben: Person;
  beforeAll(async () => {
    ana = await signUp(identity, 'youth', 'Ana');
    ben = await signUp(identity, 'youth', 'Ben');
  });

  it('GET /api/user is always the caller, whatever else is asked', async () => {
    const response = await call(identity, 'get', `/api/user?id=${ben.user.id}&userId=${ben.user.id}`, {
      cookie: ana.cookie,
    });
    expect(User.parse(response.body).id).toBe(ana.user.id);
    expect(response.text).not.toContain(ben.user.email);
  });

  it('a youth cannot rename, re-role or delete someone else, by any door', async () => {
    expect(
      (
        await call(identity, 'patch', '/api/user', {
          cookie: ana.cookie,
          body: { id: ben.user.id, firstName: 'X' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(identity, 'put', `/api/admin/users/${ben.user.id}/role`, {
          cookie: ana.cookie,
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(identity, 'delete', `/api/admin/users/${ben.user.id}`, { cookie: ana.cookie })).status,
    ).toBe(403);
    expect((await call(identity, 'get', '/api/admin/users', { cookie: ana.cookie })).status).toBe(403);

    const benNow = User.parse((await call(identity, 'get', '/api/user', { cookie: ben.cookie })).body);
    expect(benNow).toMatchObject({ firstName: 'Ben', role: 'youth' });
  });

  it('a token edited to name someone else is refused', async () => {
    const token = /hw_session=([^;]+)/.exec(ana.cookie)?.[1] ?? '';
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: ben.user.id, role: 'admin' })).toString(
      'base64url',
    );
    const cookie = `hw_session=${header}.${forged}.${signature}`;
    expect((await call(identity, 'get', '/api/user', { cookie })).status).toBe(401);
    expect((await call(identity, 'get', '/api/admin/users', { cookie })).status).toBe(401);
    expect((await call(identity, 'patch', '/api/user', { cookie, body: { firstName: 'X' } })).status).toBe(
      401,
    );
  });

  it("changing one's password signs out only oneself", async () => {
    const response = await call(identity, 'post', '/api/user/password', {
      cookie: ana.cookie,
      body: {
        currentPassword: ana.password,
        newPassword: 'another secret',
        confirmPassword: 'another secret',
      },
    });
    expect(response.status).toBe(200);
    expect((await call(identity, 'get', '/api/user', { cookie: ben.cookie })).status).toBe(200);
    await signIn(identity, ben.user, ben.password);
  });

  it('the seeded staff accounts are not reachable from the main sign-in', async () => {
    const response = await call(identity, 'post', '/api/login', {
      body: { username: demo.admin.username, password: 'demo-password' },
    });
    expect(response.status).toBe(403);
    expect(response.text).not.toContain(demo.admin.email);
  });
});

describe('two districts: an organization admin reaches nothing of another district', () => {
  let riverside: Person;
  let other: Person;
  let student: string;
  beforeAll(async () => {
    riverside = await signInDemo(identity, 'orgAdmin');
    other = (await newDistrict(identity, admin)).orgAdmin;
    student = await riversideStudentId();
  });

  it("lists, counts and searches only their own district's people", async () => {
    const mine = OrgPeoplePage.parse(
      (await call(identity, 'get', '/api/org/people', { cookie: riverside.cookie })).body,
    );
    expect(mine.people.map((person) => person.userId)).toContain(student);
    for (const query of ['', '?q=riverside', '?status=active', '?role=youth']) {
      const response = await call(identity, 'get', `/api/org/people${query}`, { cookie: other.cookie });
      const page = OrgPeoplePage.parse(response.body);
      expect(page.people.every((person) => person.userId === other.user.id)).toBe(true);
      expect(response.text).not.toContain(student);
      expect(response.text).not.toMatch(/riverside/i);
    }
  });

  it('cannot deactivate or reactivate their people (404), who stay as they were', async () => {
    for (const action of ['deactivate', 'reactivate']) {
      const response = await call(identity, 'post', `/api/org/people/${student}/${action}`, {
        cookie: other.cookie,
      });
      expect(response.status).toBe(404);
    }
    const mine = OrgPeoplePage.parse(
      (await call(identity, 'get', '/api/org/people?status=deactivated', { cookie: riverside.cookie })).body,
    );
    expect(mine.people.map((person) => person.userId)).not.toContain(student);
  });

  it("neither sees nor changes their settings, nor counts their schools' youth", async () => {
    const changed = { ...defaultOrgSettings, retentionDays: 90, screeningPhrases: ['riverside only'] };
    expect(
      (await call(identity, 'put', '/api/org/settings', { cookie: riverside.cookie, body: changed })).status,
    ).toBe(200);
    const theirs = await call(identity, 'get', '/api/org/settings', { cookie: other.cookie });
    expect(OrgSettings.parse(theirs.body)).toEqual(defaultOrgSettings);

    const riversideSchools = MyOrganization.parse(
      (await call(identity, 'get', '/api/org', { cookie: riverside.cookie })).body,
    ).schools.map((school) => school.id);
    const figures = await call(identity, 'get', '/api/org/figures/people', { cookie: other.cookie });
    const shown = DistrictPeopleFigures.parse(figures.body).schools.map((school) => school.schoolId);
    expect(shown.filter((id) => riversideSchools.includes(id))).toEqual([]);
  });
});
