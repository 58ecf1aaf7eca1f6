import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MyOrganization, OrgPeoplePage } from '@heartwise/contracts';
import {
  call,
  newDistrict,
  signInDemo,
  startIdentity,
  type Identity,
  type Person,
} from '../support/identity-harness.js';
import {
  accountsIn,
  act,
  previewOf,
  run,
  settled,
  withFailingWrites,
  type WriteFailure,
} from './support/import-client.js';
import { SET_1_1 } from './support/riverside-set.js';

const failure: WriteFailure = { collection: 'roster_state', failAfter: null };
let identity: Identity;
let orgAdmin: Person;

beforeAll(async () => {
  identity = await startIdentity({ definition: withFailingWrites(failure) });
  const admin = await signInDemo(identity, 'admin');
  orgAdmin = (await newDistrict(identity, admin, 'Failing Falls Unified', ['Hillside School'])).orgAdmin;
});
afterAll(async () => {
  await identity.stop();
});

const people = async () =>
  OrgPeoplePage.parse((await call(identity, 'get', '/api/org/people', { cookie: orgAdmin.cookie })).body)
    .people;
const schoolNames = async () =>
  MyOrganization.parse((await call(identity, 'get', '/api/org', { cookie: orgAdmin.cookie })).body)
    .schools.map((school) => school.name)
    .sort();

describe('an import that fails part-way', () => {
  let importId: string;

  it('says it failed, how far it got, and that it can be resumed or rolled back', async () => {
    const preview = await previewOf(identity, orgAdmin, SET_1_1);
    importId = preview.id;
    // The store refuses the fifth roster write of the apply.
    failure.failAfter = 4;
    const failed = await run(identity, orgAdmin, importId);
    expect(failed.status).toBe('failed');
    expect(failed.failure).toMatchObject({ during: 'apply', canResume: true, canRollBack: true });
    expect(failed.failure?.message).toMatch(/stopped at change \d+ of \d+/);
    expect(failed.progress.done).toBeGreaterThan(0);
    expect(failed.progress.done).toBeLessThan(failed.progress.total);
  });

  it('carries on from where it stopped when applied again, making nobody twice', async () => {
    const resumed = await run(identity, orgAdmin, importId);
    expect(resumed.status).toBe('applied');
    expect(resumed.progress.done).toBe(resumed.progress.total);
    const names = (await people()).map((person) => person.name).sort();
    expect(names).toEqual([
      'Ana Silva',
      'Ben Okafor',
      'Chloé Nguyen, Jr',
      'Dana Okoro',
      'Dev Haddad',
      'Hana Silva',
    ]);
    expect(await schoolNames()).toEqual(['Hillside School', 'Lincoln Elementary', 'Maple Middle']);
  });

  it('is undone by a rollback, last change first: the accounts and schools it made are gone', async () => {
    const rolledBack = await run(identity, orgAdmin, importId, 'rollback');
    expect(rolledBack.status).toBe('rolled-back');
    expect(rolledBack.progress.done).toBe(rolledBack.progress.total);
    expect((await people()).map((person) => person.name)).toEqual(['Dana Okoro']);
    expect(await schoolNames()).toEqual(['Hillside School']);
    // Nothing is left to roll back, and a rolled-back import isn't applied again by mistake.
    expect((await act(identity, orgAdmin, importId, 'rollback')).status).toBe(409);
    expect((await act(identity, orgAdmin, importId, 'apply')).status).toBe(409);
  });

  it('plans afresh after a rollback: the same set creates everything again', async () => {
    const again = await previewOf(identity, orgAdmin, SET_1_1);
    expect(again.preview.people.byKind.youth.create).toBe(4);
    expect((await run(identity, orgAdmin, again.id)).status).toBe('applied');
    expect((await people()).length).toBe(6);
  });

  it('refuses to apply a preview made before another import changed the district', async () => {
    const stale = await previewOf(identity, orgAdmin, SET_1_1);
    const fresh = await previewOf(identity, orgAdmin, {
      'users.csv': SET_1_1['users.csv']
        .replace('stu-1,active,2026-09-01', 'stu-1,active,2026-09-02')
        .replace('Ana,Silva', 'Anna,Silva'),
    });
    expect((await run(identity, orgAdmin, fresh.id)).status).toBe('applied');
    const refused = await act(identity, orgAdmin, stale.id, 'apply');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/upload the files again/);
    expect((await settled(identity, orgAdmin, stale.id)).status).toBe('previewed');
  });
});

describe('an import that stops between making accounts and saying so in the roster', () => {
  it('makes each account once when carried on, with one announcement each', async () => {
    const admin = await signInDemo(identity, 'admin');
    const district = await newDistrict(identity, admin, 'Bulk Bay Unified', ['Hillside School']);
    const { orgAdmin: bayAdmin } = district;
    const preview = await previewOf(identity, bayAdmin, SET_1_1);
    // The accounts are written in one go; the roster's write after them fails.
    Object.assign(failure, { collection: 'roster_state', method: 'insertMany', failAfter: 0 });
    const failed = await run(identity, bayAdmin, preview.id);
    delete failure.method;
    expect(failed.status).toBe('failed');

    const resumed = await run(identity, bayAdmin, preview.id);
    expect(resumed.status).toBe('applied');
    const listed = OrgPeoplePage.parse(
      (await call(identity, 'get', '/api/org/people', { cookie: bayAdmin.cookie })).body,
    ).people;
    const names = listed.map((person) => person.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['Ana Silva', 'Ben Okafor', 'Hana Silva']));
    // Every account announced as a member once, however many times its step ran.
    const imported = listed.filter((person) =>
      ['Ana Silva', 'Ben Okafor', 'Hana Silva'].includes(person.name),
    );
    for (const person of imported) {
      await identity.eventually(
        (event) =>
          event.type === 'identity.membership.changed' &&
          (event.payload as { userId: string }).userId === person.userId,
      );
    }
    const announced = accountsIn(identity.published, district.body.organization.id).map(
      (member) => member.userId,
    );
    for (const person of imported) expect(announced.filter((id) => id === person.userId)).toHaveLength(1);
    // And the roster knows each of them: the same set again changes nothing.
    expect((await previewOf(identity, bayAdmin, SET_1_1)).preview.changes).toBe(0);
  });
});
