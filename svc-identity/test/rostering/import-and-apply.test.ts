import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ActivationCodeBatch, MyOrganization, OrgPeoplePage, RosterImportList } from '@heartwise/contracts';
import {
  call,
  cookieFrom,
  newDistrict,
  signInDemo,
  startIdentity,
  type Identity,
  type Person,
} from '../support/identity-harness.js';
import { accountsIn, act, previewOf, run, upload } from './support/import-client.js';
import { D1, SET_1_1, users11 } from './support/riverside-set.js';

let identity: Identity;
let orgAdmin: Person;
let organizationId: string;

beforeAll(async () => {
  identity = await startIdentity();
  const admin = await signInDemo(identity, 'admin');
  const district = await newDistrict(identity, admin, 'Riverside Rostered', ['Lincoln Elementary']);
  orgAdmin = district.orgAdmin;
  organizationId = district.body.organization.id;
});
afterAll(async () => {
  await identity.stop();
});

const schools = async () =>
  MyOrganization.parse((await call(identity, 'get', '/api/org', { cookie: orgAdmin.cookie })).body).schools;

const people = async (query = '') =>
  OrgPeoplePage.parse(
    (await call(identity, 'get', `/api/org/people${query}`, { cookie: orgAdmin.cookie })).body,
  ).people;

describe('an organization admin imports their OneRoster set', () => {
  let importId: string;

  it('previews it: what will be created, and every invalid row with its file and line', async () => {
    const preview = await previewOf(identity, orgAdmin, SET_1_1);
    importId = preview.id;
    expect(preview.status).toBe('previewed');
    expect(preview.files).toEqual(['orgs.csv', 'users.csv']);
    expect(preview.preview.canApply).toBe(true);
    expect(preview.preview.schools.create.count).toBe(2);
    expect(preview.preview.people.byKind.youth.create).toBe(4);
    expect(preview.preview.problems.shown.map(({ file, line }) => `${file}:${line}`)).toEqual([
      'users.csv:6',
      'users.csv:7',
      'users.csv:8',
    ]);
    expect(preview.progress).toEqual({ done: 0, total: preview.preview.changes });
    // A preview changes nothing.
    expect((await schools()).map((school) => school.name)).toEqual(['Lincoln Elementary']);
  });

  it('applies it as a job: the schools join the district and the youth get accounts with no password yet', async () => {
    const applied = await run(identity, orgAdmin, importId);
    expect(applied.status).toBe('applied');
    expect(applied.progress.done).toBe(applied.progress.total);
    expect(applied.failure).toBeNull();

    // The platform admin's Lincoln Elementary is the roster's: joined by name, not made twice.
    const byName = new Map((await schools()).map((school) => [school.name, school.id]));
    expect([...byName.keys()].sort()).toEqual(['Lincoln Elementary', 'Maple Middle']);

    const youth = await people('?role=youth');
    const names = youth.map((person) => `${person.name} ${person.status}`).sort();
    expect(names).toEqual([
      'Ana Silva not-activated',
      'Ben Okafor not-activated',
      'Chloé Nguyen, Jr not-activated',
      'Dev Haddad not-activated',
    ]);
    const schoolOf = (name: string) => youth.find((person) => person.name === name)?.schoolId;
    expect(schoolOf('Ana Silva')).toBe(byName.get('Lincoln Elementary'));
    // Dev is in Maple's art department, which stands for Maple Middle.
    expect(schoolOf('Dev Haddad')).toBe(byName.get('Maple Middle'));
    // A guardian gets a parent account; a teacher none (protective: teachers don't moderate).
    expect((await people('?role=parent')).map((person) => person.name)).toEqual(['Hana Silva']);
    expect(await people('?role=moderator')).toEqual([]);

    // Each account announced itself and its membership, to every service.
    const members = accountsIn(identity.published, organizationId);
    for (const person of youth) expect(members.map((m) => m.userId)).toContain(person.userId);
  });

  it('finds nothing to do when the same set is imported again', async () => {
    const before = identity.published.length;
    const again = await previewOf(identity, orgAdmin, SET_1_1);
    expect(again.preview.changes).toBe(0);
    expect(again.progress.total).toBe(0);
    const applied = await act(identity, orgAdmin, again.id, 'apply');
    expect(applied.status).toBe(202);
    expect(applied.body).toMatchObject({ status: 'applied', progress: { done: 0, total: 0 } });
    expect((await people('?role=youth')).length).toBe(4);
    expect(identity.published.length).toBe(before);
  });

  it('lists the imports newest first', async () => {
    const list = RosterImportList.parse(
      (await call(identity, 'get', '/api/org/imports', { cookie: orgAdmin.cookie })).body,
    );
    expect(list.map((entry) => entry.status)).toEqual(['applied', 'applied']);
    expect(list[1]?.id).toBe(importId);
  });

  it('deactivates the one student a delta set removes, and their session stops working at once', async () => {
    const ben = (await people('?role=youth')).find((person) => person.name === 'Ben Okafor');
    if (!ben?.schoolId) throw new Error('Ben was not imported');
    // Ben activates his account with the code his school hands out, and is signed in.
    const batch = ActivationCodeBatch.parse(
      (
        await call(identity, 'post', '/api/org/activation-codes', {
          cookie: orgAdmin.cookie,
          body: { schoolId: ben.schoolId },
        })
      ).body,
    );
    const code = batch.slips.find((slip) => slip.userId === ben.userId)?.code ?? '';
    const password = 'a long river of stones';
    const activated = await call(identity, 'post', '/api/activate', {
      body: { code, password, confirmPassword: password },
    });
    expect(activated.status).toBe(200);
    const bensCookie = cookieFrom(activated);
    expect((await call(identity, 'get', '/api/user', { cookie: bensCookie })).status).toBe(200);

    const later = '2026-10-01T08:00:00.000Z';
    const delta = await previewOf(identity, orgAdmin, {
      'users.csv': users11(
        `stu-2,tobedeleted,${later},true,sch-lin,student,ben.okafor,,Ben,Okafor,,1002,,,,,03,`,
      ),
    });
    expect(delta.preview.people.deactivate.count).toBe(1);
    expect(delta.preview.changes).toBe(1);
    expect((await run(identity, orgAdmin, delta.id)).status).toBe('applied');

    expect((await call(identity, 'get', '/api/user', { cookie: bensCookie })).status).toBe(401);
    const signIn = await call(identity, 'post', '/api/login', {
      body: { username: ben.username, password },
    });
    expect(signIn.status).not.toBe(200);
    const statuses = (await people('?role=youth')).map((person) => `${person.name} ${person.status}`).sort();
    expect(statuses).toContain('Ben Okafor deactivated');
    expect(statuses).toContain('Ana Silva not-activated');
  });

  it('refuses an upload that is not a form, or holds no file', async () => {
    const json = await call(identity, 'post', '/api/org/imports', {
      cookie: orgAdmin.cookie,
      body: { a: 1 },
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    const empty = await upload(identity, orgAdmin, {});
    expect(empty.status).toBe(400);
  });

  it('previews a set it cannot apply with its blocker, and refuses to apply it', async () => {
    const blocked = await previewOf(identity, orgAdmin, {
      'orgs.csv': `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\nother-d,active,${D1},Elsewhere Unified,district,EU,\n`,
    });
    expect(blocked.preview.canApply).toBe(false);
    expect(blocked.preview.blockers[0]?.message).toMatch(/another district/);
    expect((await act(identity, orgAdmin, blocked.id, 'apply')).status).toBe(409);
    const discarded = await act(identity, orgAdmin, blocked.id, 'discard');
    expect(discarded.status).toBe(202);
    expect(discarded.body).toMatchObject({ status: 'discarded' });
  });
});

describe("another district's organization admin", () => {
  it('finds none of these imports: 404 for each, and an empty list', async () => {
    const admin = await signInDemo(identity, 'admin');
    const { orgAdmin: stranger } = await newDistrict(identity, admin);
    const mine = await previewOf(identity, orgAdmin, SET_1_1);
    for (const path of ['', '/apply', '/rollback', '/discard']) {
      const method = path === '' ? 'get' : 'post';
      const response = await call(identity, method, `/api/org/imports/${mine.id}${path}`, {
        cookie: stranger.cookie,
      });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    const list = await call(identity, 'get', '/api/org/imports', { cookie: stranger.cookie });
    expect(list.body).toEqual([]);
    // Untouched by those tries: still a preview its own admin can throw away.
    expect((await act(identity, orgAdmin, mine.id, 'discard')).body).toMatchObject({ status: 'discarded' });
  });
});
