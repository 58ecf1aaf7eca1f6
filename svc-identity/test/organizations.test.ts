import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  Membership,
  MyOrganization,
  OrganizationList,
  OrgCreation,
  User,
  type CreatedOrganization,
} from '@heartwise/contracts';
import {
  call,
  demo,
  DEMO_PASSWORD,
  newDistrict,
  newStaff,
  signInDemo,
  signUp,
  startIdentity,
  uniqueEmail,
  type Identity,
  type Person,
} from './support/identity-harness.js';
import { MemoryDocumentStore } from '@heartwise/service-kit';
import { userRepository } from '../src/adapters/store/user.repository.js';
import { organizationRepository } from '../src/adapters/store/organization.repository.js';
import { seedDemoDistrict } from '../src/core/use-cases/seed-demo-district.js';
import { usersIn } from './support/user-list.js';

let identity: Identity;
let admin: Person;

beforeAll(async () => {
  identity = await startIdentity();
  admin = await signInDemo(identity, 'admin');
});
afterAll(async () => {
  await identity.stop();
});

const password = 'district admin password 1';
const districtBody = (name: string, email = uniqueEmail('lee')) => ({
  name,
  schools: [{ name: 'Lakeview High School' }, { name: 'Lakeview Middle School' }],
  admin: { firstName: 'Lee', lastName: 'Moreno', email, password },
});

describe('a platform admin creates a district', () => {
  let created: CreatedOrganization;
  let email: string;

  beforeAll(async () => {
    email = uniqueEmail('lee');
    const response = await call(identity, 'post', '/api/admin/organizations', {
      cookie: admin.cookie,
      body: districtBody('Lakeview Unified', email),
    });
    expect(response.status).toBe(201);
    created = response.body as CreatedOrganization;
  });

  it('with its schools and its first organization admin, who belongs to it', () => {
    expect(created.organization.name).toBe('Lakeview Unified');
    expect(created.schools.map((school) => school.name)).toEqual([
      'Lakeview High School',
      'Lakeview Middle School',
    ]);
    expect(created.schools.every((school) => school.organizationId === created.organization.id)).toBe(true);
    expect(created.admin).toMatchObject({
      role: 'org-admin',
      email,
      organizationId: created.organization.id,
      schoolId: null,
    });
  });

  it('announces the district and the admin’s membership', async () => {
    const org = await identity.eventually(
      (event) =>
        event.type === 'identity.org.created' &&
        OrgCreation.parse(event.payload).organizationId === created.organization.id,
    );
    expect(OrgCreation.parse(org.payload).schools.map((school) => school.name)).toEqual([
      'Lakeview High School',
      'Lakeview Middle School',
    ]);
    const membership = await identity.eventually(
      (event) =>
        event.type === 'identity.membership.changed' &&
        Membership.parse(event.payload).userId === created.admin.id,
    );
    expect(membership.payload).toEqual({
      userId: created.admin.id,
      organizationId: created.organization.id,
      schoolId: null,
      role: 'org-admin',
    });
  });

  it('lists it with its schools and members', async () => {
    const list = OrganizationList.parse(
      (await call(identity, 'get', '/api/admin/organizations', { cookie: admin.cookie })).body,
    );
    expect(list.find((one) => one.id === created.organization.id)).toMatchObject({ schools: 2, members: 1 });
  });

  it('refuses a second district of the same name, and an email already in use, creating nothing', async () => {
    const sameName = await call(identity, 'post', '/api/admin/organizations', {
      cookie: admin.cookie,
      body: districtBody('lakeview unified'),
    });
    expect(sameName.status).toBe(409);
    const sameEmail = await call(identity, 'post', '/api/admin/organizations', {
      cookie: admin.cookie,
      body: districtBody('Brookside Unified', email),
    });
    expect(sameEmail.status).toBe(409);
    const list = OrganizationList.parse(
      (await call(identity, 'get', '/api/admin/organizations', { cookie: admin.cookie })).body,
    );
    expect(list.map((one) => one.name)).not.toContain('Brookside Unified');
  });

  it('refuses an organization admin password that is easy to guess', async () => {
    const body = {
      ...districtBody('Weak Unified'),
      admin: { ...districtBody('x').admin, password: 'password1' },
    };
    const response = await call(identity, 'post', '/api/admin/organizations', { cookie: admin.cookie, body });
    expect(response.status).toBe(400);
  });

  it('makes no organization admin by a role change', async () => {
    const youth = await signUp(identity, 'youth');
    const response = await call(identity, 'put', `/api/admin/users/${youth.user.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'org-admin' },
    });
    expect(response.status).toBe(400);
  });
});

describe('the organization admin signs in at the Organization Portal only', () => {
  let orgAdmin: Person;
  beforeAll(async () => {
    ({ orgAdmin } = await newDistrict(identity, admin));
  });

  it('is let in at portal. and refused on the main site, admin. and mod.', async () => {
    const byEmail = { email: orgAdmin.user.email, password: orgAdmin.password };
    const main = await call(identity, 'post', '/api/login', {
      body: { username: orgAdmin.user.username, password: orgAdmin.password },
    });
    expect(main.status).toBe(403);
    expect(main.body).toEqual({ message: 'Organization admins sign in on the Organization Portal.' });
    for (const host of ['admin.localhost', 'mod.localhost']) {
      expect((await call(identity, 'post', '/api/login', { host, body: byEmail })).status).toBe(403);
    }
    const portal = await call(identity, 'post', '/api/login', { host: 'portal.localhost', body: byEmail });
    expect(portal.status).toBe(200);
    expect(User.parse(portal.body).role).toBe('org-admin');
  });

  it("carries their district in their session's token, so every service scopes them at once", async () => {
    const token = /hw_session=([^;]+)/.exec(orgAdmin.cookie)?.[1] ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      org?: string | null;
      school?: string | null;
    };
    expect(claims.org).toBe(orgAdmin.user.organizationId);
    expect(claims.school).toBeNull();

    const youth = await signUp(identity, 'youth', 'Ana');
    const youthToken = /hw_session=([^;]+)/.exec(youth.cookie)?.[1] ?? '';
    const youthClaims = JSON.parse(
      Buffer.from(youthToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { org?: string | null };
    expect(youthClaims.org).toBeNull();
  });

  it('cannot delete their own account (a platform admin removes it)', async () => {
    const response = await call(identity, 'delete', '/api/user', {
      cookie: orgAdmin.cookie,
      body: { password: orgAdmin.password },
    });
    expect(response.status).toBe(403);
  });
});

describe('an organization admin sees their own district, never another', () => {
  it('GET /api/org is their district and its schools; the second district’s admin sees only theirs', async () => {
    const first = await newDistrict(identity, admin, 'Maple District', ['Maple Elementary']);
    const second = await newDistrict(identity, admin, 'Cedar District', ['Cedar High', 'Cedar Middle']);

    const mine = MyOrganization.parse(
      (await call(identity, 'get', '/api/org', { cookie: first.orgAdmin.cookie })).body,
    );
    expect(mine).toEqual({ organization: first.body.organization, schools: first.body.schools });

    const theirs = await call(identity, 'get', `/api/org?organizationId=${first.body.organization.id}`, {
      cookie: second.orgAdmin.cookie,
    });
    expect(MyOrganization.parse(theirs.body).organization.id).toBe(second.body.organization.id);
    expect(theirs.text).not.toContain(first.body.organization.id);
    expect(theirs.text).not.toContain('Maple');
  });

  it('and is refused every platform admin call', async () => {
    const { orgAdmin } = await newDistrict(identity, admin);
    for (const path of ['/api/admin/users', '/api/admin/organizations', '/api/admin/figures']) {
      expect((await call(identity, 'get', path, { cookie: orgAdmin.cookie })).status).toBe(403);
    }
  });

  it('youth, parents, moderators and platform admins get no district from GET /api/org', async () => {
    const moderator = await newStaff(identity, admin, 'moderator');
    for (const person of [
      await signUp(identity, 'youth'),
      await signUp(identity, 'parent'),
      moderator,
      admin,
    ]) {
      expect((await call(identity, 'get', '/api/org', { cookie: person.cookie })).status).toBe(403);
    }
    expect((await call(identity, 'get', '/api/org')).status).toBe(401);
  });

  it('self-registered accounts belong to no district', async () => {
    const youth = await signUp(identity, 'youth');
    const me = User.parse((await call(identity, 'get', '/api/user', { cookie: youth.cookie })).body);
    expect(me).toMatchObject({ organizationId: null, schoolId: null });
  });
});

describe('the demo district (embedded default)', () => {
  it('Riverside Unified with two schools, its organization admin and a dozen students; demo-youth stays out', async () => {
    const orgAdmin = await signInDemo(identity, 'orgAdmin');
    const riverside = MyOrganization.parse(
      (await call(identity, 'get', '/api/org', { cookie: orgAdmin.cookie })).body,
    );
    expect(riverside.organization.name).toBe('Riverside Unified');
    expect(riverside.schools.map((school) => school.name)).toEqual([
      'Riverside High School',
      'Riverside Middle School',
    ]);
    expect(orgAdmin.user).toMatchObject({ firstName: 'Morgan', organizationId: riverside.organization.id });

    const everyone = usersIn(
      (await call(identity, 'get', '/api/admin/users/page?role=youth&pageSize=100', { cookie: admin.cookie }))
        .body,
    );
    const students = everyone.filter(
      (user) => user.role === 'youth' && user.organizationId === riverside.organization.id,
    );
    expect(students).toHaveLength(12);
    for (const school of riverside.schools) {
      expect(students.filter((student) => student.schoolId === school.id)).toHaveLength(6);
    }
    const demoYouth = everyone.find((user) => user.username === demo.youth.username);
    expect(demoYouth).toMatchObject({ organizationId: null, schoolId: null });

    // The students are as an import leaves them: no password (not even the demo one) until each
    // activates with a code from the organization admin (test/activation.test.ts).
    const student = students[0];
    if (!student) throw new Error('no student');
    const signedIn = await call(identity, 'post', '/api/login', {
      body: { username: student.username, password: DEMO_PASSWORD },
    });
    expect(signedIn.status).toBe(401);
  });

  it('is seeded once however often the service starts on the same data', async () => {
    const store = new MemoryDocumentStore();
    const deps = {
      users: userRepository(store),
      organizations: organizationRepository(store),
      now: () => new Date(),
    };
    await seedDemoDistrict(deps, DEMO_PASSWORD);
    await seedDemoDistrict(deps, DEMO_PASSWORD);
    const districts = await deps.organizations.list();
    expect(districts.map((one) => one.name)).toEqual(['Riverside Unified']);
    expect(await deps.users.countInOrganization(districts[0]?.id ?? '')).toBe(13);
  });
});
