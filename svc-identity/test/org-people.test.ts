import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DistrictPeopleFigures,
  FEWER_THAN_10,
  OrgPeoplePage,
  OrgPerson,
  type OrgPersonStatus,
} from '@heartwise/contracts';
import {
  call,
  newStaff,
  signIn,
  signInDemo,
  signUp,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';
import {
  PEOPLE_PASSWORD,
  seededDistrict,
  withDistricts,
  type PersonPlan,
  type SeededDistrict,
} from './support/district-people.js';

/**
 * An organization admin's people list, deactivation and people figures (issue 16), over HTTP on
 * the embedded adapters. Harbor Unified is written into the store before the service starts (as a
 * roster import and activations would leave it); Riverside Unified is the demo district.
 */
const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString();

const harborPeople: PersonPlan[] = [
  { firstName: 'José', lastName: 'García', school: 0, lastActive: days(1) },
  { firstName: 'Ana', lastName: 'Garber', school: 0, status: 'not-activated' },
  { firstName: 'Ben', lastName: 'Adeyemi', school: 1, lastActive: days(2) },
  { firstName: 'Cleo', lastName: 'Zhang', school: 1, status: 'deactivated' },
  { firstName: 'Dev', lastName: 'Patel', school: 0, username: 'quiet-heron-12345' },
  { firstName: 'Eli', lastName: 'Moreau', role: 'moderator' },
  { firstName: 'Fay', lastName: 'Brennan', school: 1, email: 'fay.b@harbor.example.org' },
  { firstName: 'Gus', lastName: 'Okonkwo', school: 0, lastActive: days(10) },
];
/** Last names in the order the list shows them (then first names; the org admin is Dana Okoro). */
const harborOrder = [
  'Adeyemi',
  'Brennan',
  'Garber',
  'García',
  'Moreau',
  'Okonkwo',
  'Okoro',
  'Patel',
  'Zhang',
];

let identity: Identity;
let harbor: SeededDistrict;
let harborAdmin: Person;

beforeAll(async () => {
  harbor = await seededDistrict('Harbor Unified', ['Harbor North', 'Harbor South'], harborPeople);
  identity = await startIdentity({ definition: withDistricts(harbor) });
  harborAdmin = await signIn(identity, harbor.orgAdmin, PEOPLE_PASSWORD);
});
afterAll(async () => {
  await identity.stop();
});

async function people(query = '', who: Person = harborAdmin): Promise<OrgPeoplePage> {
  const response = await call(identity, 'get', `/api/org/people${query}`, { cookie: who.cookie });
  expect(response.status).toBe(200);
  return OrgPeoplePage.parse(response.body);
}
const lastNames = (page: OrgPeoplePage) => page.people.map((person) => person.name.split(' ').at(-1));
const personNamed = (lastName: string) => {
  const found = harbor.people.find((person) => person.lastName === lastName);
  if (!found) throw new Error(`no ${lastName} in Harbor`);
  return found;
};

describe('an organization admin lists their district’s people', () => {
  it('sorted by last name, a page at a time, every page counting the whole list', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await people(`?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(harborOrder.length);
      expect(page.people.length).toBeLessThanOrEqual(4);
      seen.push(...lastNames(page).map(String));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(harborOrder);
    expect(pages).toBe(3);
  });

  it('shows what an admin needs of each person, and nobody of another district', async () => {
    const page = await people();
    const jose = page.people.find((person) => person.userId === personNamed('García').id);
    expect(OrgPerson.parse(jose)).toMatchObject({
      name: 'José García',
      role: 'youth',
      schoolId: harbor.schoolIds[0],
      status: 'active',
      deactivatedAt: null,
    });
    const statuses = Object.fromEntries(page.people.map((person) => [person.name, person.status]));
    expect(statuses).toMatchObject({ 'Ana Garber': 'not-activated', 'Cleo Zhang': 'deactivated' });
    // Riverside's demo students live in the same store; none of them shows here.
    expect(JSON.stringify(page)).not.toMatch(/riverside/i);
    expect(page.people.every((person) => !person.email.includes('riverside'))).toBe(true);
  });

  it.each([
    ['garc', ['García']],
    ['GARCIA', ['García']],
    ['jose garcia', ['García']],
    ['gar', ['Garber', 'García']],
    ['quiet-her', ['Patel']],
    ['fay.b@harbor', ['Brennan']],
    ['ben adeyemi', ['Adeyemi']],
    ['ben zhang', []],
  ])('finds "%s" by name, username or email, whatever the case and accents', async (q, expected) => {
    const page = await people(`?q=${encodeURIComponent(q)}`);
    expect(lastNames(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('pages a search too', async () => {
    const first = await people('?q=gar&limit=1');
    expect(lastNames(first)).toEqual(['Garber']);
    expect(first.total).toBe(2);
    const second = await people(`?q=gar&limit=1&cursor=${first.nextCursor}`);
    expect(lastNames(second)).toEqual(['García']);
    expect(second.nextCursor).toBeNull();
  });

  it('filters by school, role and status, and combines them with a search', async () => {
    expect(lastNames(await people(`?schoolId=${harbor.schoolIds[1]}`))).toEqual([
      'Adeyemi',
      'Brennan',
      'Zhang',
    ]);
    expect(lastNames(await people('?role=moderator'))).toEqual(['Moreau']);
    expect(lastNames(await people('?role=org-admin'))).toEqual(['Okoro']);
    const byStatus = async (status: OrgPersonStatus) => lastNames(await people(`?status=${status}`));
    expect(await byStatus('not-activated')).toEqual(['Garber']);
    expect(await byStatus('deactivated')).toEqual(['Zhang']);
    expect(await byStatus('active')).not.toContain('Garber');
    expect(lastNames(await people(`?q=ga&status=active&schoolId=${harbor.schoolIds[0]}`))).toEqual([
      'García',
    ]);
  });

  it('asks for at least 2 characters to search, and refuses a school that is no id', async () => {
    const short = await call(identity, 'get', '/api/org/people?q=g', { cookie: harborAdmin.cookie });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Please type at least 2 characters to search.');
    const badSchool = await call(identity, 'get', '/api/org/people?schoolId=north', {
      cookie: harborAdmin.cookie,
    });
    expect(badSchool.status).toBe(400);
  });

  it('a school of another district filters to nobody', async () => {
    const riverside = await signInDemo(identity, 'orgAdmin');
    const theirs = await people();
    const mine = await people(`?schoolId=${harbor.schoolIds[0]}`, riverside);
    expect(mine).toEqual({ people: [], nextCursor: null, total: 0 });
    expect(theirs.total).toBe(harborOrder.length);
  });
});

describe('deactivating and reactivating a person', () => {
  it('ends their sessions at once: the token they hold is refused, and they cannot sign in again', async () => {
    const record = personNamed('Adeyemi');
    const ben = await signIn(identity, record, PEOPLE_PASSWORD);
    expect((await call(identity, 'get', '/api/user', { cookie: ben.cookie })).status).toBe(200);

    const response = await call(identity, 'post', `/api/org/people/${record.id}/deactivate`, {
      cookie: harborAdmin.cookie,
    });
    expect(response.status).toBe(200);
    expect(OrgPerson.parse(response.body)).toMatchObject({ userId: record.id, status: 'deactivated' });
    expect(OrgPerson.parse(response.body).deactivatedAt).not.toBeNull();

    expect((await call(identity, 'get', '/api/user', { cookie: ben.cookie })).status).toBe(401);
    const again = await call(identity, 'post', '/api/login', {
      body: { username: record.username, password: PEOPLE_PASSWORD },
    });
    expect(again.status).not.toBe(200);
    await identity.eventually(
      (event) =>
        event.type === 'identity.session.ended' && (event.payload as { userId: string }).userId === record.id,
    );
    expect(lastNames(await people('?status=deactivated'))).toContain('Adeyemi');
  });

  it('reactivating lets them sign in as before', async () => {
    const record = personNamed('Adeyemi');
    const response = await call(identity, 'post', `/api/org/people/${record.id}/reactivate`, {
      cookie: harborAdmin.cookie,
    });
    expect(response.status).toBe(200);
    expect(OrgPerson.parse(response.body)).toMatchObject({ status: 'active', deactivatedAt: null });
    await signIn(identity, record, PEOPLE_PASSWORD);
  });

  it('never their own account', async () => {
    const response = await call(identity, 'post', `/api/org/people/${harbor.orgAdmin.id}/deactivate`, {
      cookie: harborAdmin.cookie,
    });
    expect(response.status).toBe(403);
    expect((await call(identity, 'get', '/api/user', { cookie: harborAdmin.cookie })).status).toBe(200);
  });

  it('nobody outside the district: 404 for another district’s person and for the unaffiliated', async () => {
    const riverside = await signInDemo(identity, 'orgAdmin');
    const record = personNamed('Brennan');
    const fay = await signIn(identity, record, PEOPLE_PASSWORD);
    for (const action of ['deactivate', 'reactivate']) {
      const response = await call(identity, 'post', `/api/org/people/${record.id}/${action}`, {
        cookie: riverside.cookie,
      });
      expect(response.status).toBe(404);
    }
    const loner = await signUp(identity, 'youth');
    const response = await call(identity, 'post', `/api/org/people/${loner.user.id}/deactivate`, {
      cookie: harborAdmin.cookie,
    });
    expect(response.status).toBe(404);
    // What cannot be an account id is nobody of theirs either: the same 404, as the contract says.
    for (const action of ['deactivate', 'reactivate', 'activation-code']) {
      const malformed = await call(identity, 'post', `/api/org/people/%C2%84/${action}`, {
        cookie: harborAdmin.cookie,
      });
      expect(malformed.status).toBe(404);
    }
    // Both still signed in.
    expect((await call(identity, 'get', '/api/user', { cookie: fay.cookie })).status).toBe(200);
    expect((await call(identity, 'get', '/api/user', { cookie: loner.cookie })).status).toBe(200);
  });

  it('is for organization admins only: youth, moderators and platform admins get 403', async () => {
    const admin = await signInDemo(identity, 'admin');
    const callers = [await signUp(identity, 'youth'), await newStaff(identity, admin, 'moderator'), admin];
    const target = personNamed('Brennan').id;
    for (const who of callers) {
      for (const [method, path] of [
        ['get', '/api/org/people'],
        ['post', `/api/org/people/${target}/deactivate`],
        ['post', `/api/org/people/${target}/reactivate`],
        ['get', '/api/org/figures/people'],
      ] as const) {
        expect({ path, status: (await call(identity, method, path, { cookie: who.cookie })).status }).toEqual(
          {
            path,
            status: 403,
          },
        );
      }
    }
  });
});

describe('the district’s people figures never single a child out', () => {
  const schoolOf = (figures: DistrictPeopleFigures, schoolId: string | undefined) =>
    figures.schools.find((school) => school.schoolId === schoolId);

  it('a school with fewer than 10 youth reads "fewer than 10"; one with 10 shows the number', async () => {
    const youth = (count: number, school: number, lastActive: string | null): PersonPlan[] =>
      Array.from({ length: count }, (_, index) => ({
        firstName: `Kid${index}`,
        lastName: `School${school}`,
        school,
        lastActive,
      }));
    const lakes = await seededDistrict(
      'Lakes Unified',
      ['Ten Active', 'Nine', 'Ten Quiet'],
      [
        ...youth(10, 0, days(1)),
        ...youth(9, 1, days(1)),
        // Ten youth, of whom only 3 came this week: the 3 would point at them.
        ...youth(7, 2, days(30)),
        ...youth(3, 2, days(0)),
        // Not counted: not activated, deactivated, staff.
        { firstName: 'Not', lastName: 'Yet', school: 1, status: 'not-activated' },
        { firstName: 'Gone', lastName: 'Away', school: 1, status: 'deactivated' },
        { firstName: 'Mo', lastName: 'Derator', role: 'moderator', school: 1 },
      ],
    );
    const own = await startIdentity({ definition: withDistricts(lakes) });
    try {
      const admin = await signIn(own, lakes.orgAdmin, PEOPLE_PASSWORD);
      const response = await call(own, 'get', '/api/org/figures/people', { cookie: admin.cookie });
      expect(response.status).toBe(200);
      const figures = DistrictPeopleFigures.parse(response.body);
      expect(schoolOf(figures, lakes.schoolIds[0])).toMatchObject({ youth: 10, activeThisWeek: 10 });
      expect(schoolOf(figures, lakes.schoolIds[1])).toMatchObject({
        youth: FEWER_THAN_10,
        activeThisWeek: FEWER_THAN_10,
      });
      expect(schoolOf(figures, lakes.schoolIds[2])).toMatchObject({
        youth: 10,
        activeThisWeek: FEWER_THAN_10,
      });
    } finally {
      await own.stop();
    }
  });

  it('shows only the caller’s own district’s schools', async () => {
    const riverside = await signInDemo(identity, 'orgAdmin');
    const theirs = DistrictPeopleFigures.parse(
      (await call(identity, 'get', '/api/org/figures/people', { cookie: riverside.cookie })).body,
    );
    const mine = DistrictPeopleFigures.parse(
      (await call(identity, 'get', '/api/org/figures/people', { cookie: harborAdmin.cookie })).body,
    );
    expect(mine.schools.map((school) => school.schoolId)).toEqual(harbor.schoolIds);
    expect(theirs.schools.map((school) => school.schoolId)).not.toContain(harbor.schoolIds[0]);
    // The demo district's six students a school: too few for a number.
    expect(theirs.schools.every((school) => school.youth === FEWER_THAN_10)).toBe(true);
  });
});
