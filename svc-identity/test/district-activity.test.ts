import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IdentityFigures,
  MyOrganization,
  OrgPeoplePage,
  defaultOrgSettings,
  type AdminActivity,
  type OrgPerson,
  type School,
} from '@heartwise/contracts';
import {
  call,
  newDistrict,
  newStaff,
  signInDemo,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';
import { previewOf, run } from './rostering/support/import-client.js';
import { D1, ORGS, users11 } from './rostering/support/riverside-set.js';

/**
 * The platform admin's activity feed (issue 16): what an organization admin does in their
 * district reads there beside the platform admins' own actions, newest first, each naming the
 * district — and the organization admin cannot read it.
 */
const CLASSES = `sourcedId,status,dateLastModified,title,schoolSourcedId,classCode
cls-math,active,${D1},Math 3,sch-lin,MTH3
`;
const ENROLLMENTS = `sourcedId,status,dateLastModified,classSourcedId,userSourcedId,role
enr-1,active,${D1},cls-math,stu-1,student
enr-2,active,${D1},cls-math,stu-2,student
`;
const USERS = users11(
  `stu-1,active,${D1},true,sch-lin,student,ana.silva,,Ana,Silva,,1001,,,,,03,`,
  `stu-2,active,${D1},true,sch-lin,student,ben.okafor,,Ben,Okafor,,1002,,,,,03,`,
  `stu-3,active,${D1},true,sch-lin,student,cleo.rossi,,Cleo,Rossi,,1003,,,,,04,`,
);

// Every reading of the clock is a millisecond later, so the log's order is the order of events.
let tick = 0;
const now = () => new Date(Date.now() + (tick += 1));

let identity: Identity;
let admin: Person;
let orgAdmin: Person;
let organizationId: string;
let lincoln: School;
let importId: string;

beforeAll(async () => {
  identity = await startIdentity({ now });
  admin = await signInDemo(identity, 'admin');
  const district = await newDistrict(identity, admin, 'Lakeshore Unified', ['Lincoln Elementary']);
  orgAdmin = district.orgAdmin;
  organizationId = district.body.organization.id;
});
afterAll(async () => {
  await identity.stop();
});

async function feed(as: Person = admin): Promise<AdminActivity[]> {
  const response = await call(identity, 'get', '/api/admin/figures', { cookie: as.cookie });
  expect(response.status).toBe(200);
  return IdentityFigures.parse(response.body).recentAdminActivity;
}

/** The newest entry of `kind`, waiting for it (an import's line is written after its job). */
async function newest(kind: AdminActivity['kind']): Promise<AdminActivity> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const found = (await feed()).find((entry) => entry.kind === kind);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${kind} entry in the feed within 2 s`);
}

const district = () => ({ id: organizationId, name: 'Lakeshore Unified' });
const shown = (person: Person) => ({
  id: person.user.id,
  username: person.user.username,
  firstName: person.user.firstName,
  lastName: person.user.lastName,
});

async function student(firstName: string): Promise<OrgPerson> {
  const page = OrgPeoplePage.parse(
    (await call(identity, 'get', `/api/org/people?q=${firstName}`, { cookie: orgAdmin.cookie })).body,
  );
  const found = page.people.find((person) => person.name.startsWith(firstName));
  if (!found) throw new Error(`${firstName} is not in the district`);
  return found;
}

describe("the platform admin's feed shows what a district's admin did", () => {
  it('an applied roster import, naming the district and what it did to people', async () => {
    const preview = await previewOf(identity, orgAdmin, {
      'orgs.csv': ORGS,
      'users.csv': USERS,
      'classes.csv': CLASSES,
      'enrollments.csv': ENROLLMENTS,
    });
    importId = preview.id;
    expect((await run(identity, orgAdmin, importId)).status).toBe('applied');
    const schools = MyOrganization.parse(
      (await call(identity, 'get', '/api/org', { cookie: orgAdmin.cookie })).body,
    ).schools;
    const found = schools.find((school) => school.name === 'Lincoln Elementary');
    if (!found) throw new Error('Lincoln Elementary was not imported');
    lincoln = found;

    expect(await newest('roster-import-applied')).toMatchObject({
      by: shown(orgAdmin),
      whom: null,
      district: district(),
      people: {
        created: preview.preview.people.create.count,
        changed: preview.preview.people.change.count,
        deactivated: preview.preview.people.deactivate.count,
      },
    });
    expect(preview.preview.people.create.count).toBeGreaterThanOrEqual(3);
  });

  it('a batch of activation codes is one line, naming its school or class and how many', async () => {
    const issue = (body: object) =>
      call(identity, 'post', '/api/org/activation-codes', { cookie: orgAdmin.cookie, body });
    expect((await issue({ schoolId: lincoln.id })).status).toBe(201);
    const forSchool = await newest('activation-codes-issued');
    expect(forSchool).toMatchObject({
      by: shown(orgAdmin),
      district: district(),
      school: { id: lincoln.id, name: 'Lincoln Elementary' },
      count: 3,
    });
    expect(forSchool).not.toHaveProperty('rosterClass');

    expect((await issue({ schoolId: lincoln.id, classId: 'cls-math' })).status).toBe(201);
    expect(await newest('activation-codes-issued')).toMatchObject({
      school: { id: lincoln.id, name: 'Lincoln Elementary' },
      rosterClass: { id: 'cls-math', title: 'Math 3' },
      count: 2,
    });
    const lines = (await feed()).filter((entry) => entry.kind === 'activation-codes-issued');
    expect(lines).toHaveLength(2);
  });

  it('a code sent again to one person names that person', async () => {
    const cleo = await student('Cleo');
    const response = await call(identity, 'post', `/api/org/people/${cleo.userId}/activation-code`, {
      cookie: orgAdmin.cookie,
    });
    expect(response.status).toBe(201);
    expect(await newest('activation-codes-issued')).toMatchObject({
      whom: { id: cleo.userId, username: cleo.username, firstName: 'Cleo' },
      district: district(),
      count: 1,
    });
  });

  it('a deactivation and a reactivation, with the person and their role', async () => {
    const ben = await student('Ben');
    for (const action of ['deactivate', 'reactivate']) {
      const response = await call(identity, 'post', `/api/org/people/${ben.userId}/${action}`, {
        cookie: orgAdmin.cookie,
      });
      expect(response.status).toBe(200);
    }
    const [reactivated, deactivated] = await feed();
    expect(reactivated).toMatchObject({
      kind: 'member-reactivated',
      by: shown(orgAdmin),
      whom: { id: ben.userId, firstName: 'Ben' },
      fromRole: 'youth',
      district: district(),
    });
    expect(deactivated).toMatchObject({ kind: 'member-deactivated', whom: { id: ben.userId } });
  });

  it('a change of settings says which changed, never what they now are', async () => {
    const settings = {
      ...defaultOrgSettings,
      retentionDays: 60,
      helplines: [{ name: 'Lakeshore Care Line', phone: '555-0142' }],
    };
    const put = () => call(identity, 'put', '/api/org/settings', { cookie: orgAdmin.cookie, body: settings });
    expect((await put()).status).toBe(200);
    const response = await call(identity, 'get', '/api/admin/figures', { cookie: admin.cookie });
    const [changed] = IdentityFigures.parse(response.body).recentAdminActivity;
    expect(changed).toMatchObject({
      kind: 'org-settings-changed',
      by: shown(orgAdmin),
      district: district(),
      settings: ['retentionDays', 'helplines'],
    });
    expect(response.text).not.toMatch(/Lakeshore Care Line|555-0142/);

    // The same settings again change nothing, and leave no line.
    expect((await put()).status).toBe(200);
    expect((await feed())[0]).toEqual(changed);
  });

  it("sits in one newest-first list with the platform admins' own actions", async () => {
    const mo = await newStaff(identity, admin, 'moderator', 'Mo');
    const [created, settingsChanged] = await feed();
    expect(created).toMatchObject({ kind: 'staff-created', whom: shown(mo) });
    expect(created).not.toHaveProperty('district');
    expect(settingsChanged?.kind).toBe('org-settings-changed');
  });

  it('a rolled-back import; people it removed read as gone in the lines that named them', async () => {
    expect((await run(identity, orgAdmin, importId, 'rollback')).status).toBe('rolled-back');
    expect(await newest('roster-import-rolled-back')).toMatchObject({
      by: shown(orgAdmin),
      district: district(),
    });
    // Never activated, so the rollback deleted Ben's account: his name is kept nowhere.
    const deactivated = (await feed()).find((entry) => entry.kind === 'member-deactivated');
    expect(deactivated).toMatchObject({ whom: null, fromRole: 'youth', district: district() });
  });

  it("names each district: another district's actions read with its own name", async () => {
    const other = await newDistrict(identity, admin, 'Hillcrest Schools', ['Hill School']);
    const response = await call(identity, 'put', '/api/org/settings', {
      cookie: other.orgAdmin.cookie,
      body: { ...defaultOrgSettings, communityScope: 'school' },
    });
    expect(response.status).toBe(200);
    expect((await feed())[0]).toMatchObject({
      kind: 'org-settings-changed',
      by: shown(other.orgAdmin),
      district: { id: other.body.organization.id, name: 'Hillcrest Schools' },
      settings: ['communityScope'],
    });
  });
});

describe('only platform admins read the feed', () => {
  it('refuses an organization admin (403), who sees only their own district elsewhere', async () => {
    const response = await call(identity, 'get', '/api/admin/figures', { cookie: orgAdmin.cookie });
    expect(response.status).toBe(403);
    expect(response.text).not.toMatch(/Hillcrest|Lakeshore Unified/);
  });
});
