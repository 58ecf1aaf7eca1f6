import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  defaultHelplines,
  defaultOrgSettings,
  HELPLINE_COUNTRY_HEADER,
  HelplineList,
  helplinesOfCountry,
  MembershipChanged,
  OrgSettingsChanged,
  SavedCheckIn,
} from '@heartwise/contracts';
import { Memberships, newEvent } from '@heartwise/service-kit';
import { eventually, startWellness, type Person, type Wellness } from './support/wellness-harness.js';

/**
 * Issue 16: a district's own helplines replace the defaults in every support notice its youth see,
 * known to svc-wellness from identity's events alone; organization admins are refused member calls.
 */
let wellness: Wellness;
let memberships: Memberships;
const riverside = randomUUID();
const riversideHelplines = [
  { name: 'Riverside Counselling', phone: '555-0100', hours: 'Weekdays 8–6' },
  { name: 'Riverside Text Line', textLine: 'HELLO to 741741' },
];
const asShown = [
  { name: 'Riverside Counselling', contact: 'Call 555-0100 · Weekdays 8–6' },
  { name: 'Riverside Text Line', contact: 'Text HELLO to 741741' },
];

beforeAll(async () => {
  wellness = await startWellness();
  // What svc-wellness keeps, read the way the service reads it.
  memberships = new Memberships(wellness.store());
  await wellness.bus.publish([
    newEvent(OrgSettingsChanged, {
      ...defaultOrgSettings,
      helplines: riversideHelplines,
      organizationId: riverside,
    }),
  ]);
  await eventually(async () => (await memberships.settingsOf(riverside)).helplines.length === 2);
});
afterAll(() => wellness.stop());

async function joinRiverside(person: Person): Promise<void> {
  await wellness.bus.publish([
    newEvent(MembershipChanged, {
      userId: person.id,
      organizationId: riverside,
      schoolId: randomUUID(),
      role: person.role,
    }),
  ]);
  await eventually(async () => (await memberships.membershipOf(person.id)).organizationId === riverside);
}

const helplinesFor = async (person?: Person, country?: string) => {
  const reply = await fetch(`${wellness.url}/api/wellness/helplines`, {
    headers: {
      ...(person ? { authorization: person.authorization } : {}),
      ...(country ? { [HELPLINE_COUNTRY_HEADER]: country } : {}),
    },
  });
  expect(reply.status).toBe(200);
  return HelplineList.parse(await reply.json());
};

describe("Riverside's own helplines", () => {
  it('are what a Riverside youth\'s "Get help now" shows; everyone else, signed in or not, keeps the defaults', async () => {
    const maya = wellness.person();
    await joinRiverside(maya);

    expect(await helplinesFor(maya)).toEqual(asShown);
    expect(await helplinesFor(wellness.person())).toEqual(defaultHelplines);
    expect(await helplinesFor()).toEqual(defaultHelplines);
  });

  it("replace the directory of the youth's country (issue 19)", async () => {
    const maya = wellness.person({ country: 'GB' });
    await joinRiverside(maya);
    expect(await helplinesFor(maya, 'GB')).toEqual(asShown);
    expect(await helplinesFor(wellness.person(), 'GB')).toEqual(helplinesOfCountry('GB'));

    const hardFeeling = { emotionLabel: 'sadness', emotionRating: 9 };
    const mine = SavedCheckIn.parse((await maya.call('POST', '/api/emotional-checkins', hardFeeling)).body);
    expect(mine.support).toMatchObject({ kind: 'distress', helplines: asShown });
  });

  it('are named in the distress notice a Riverside youth gets with a very hard check-in', async () => {
    const maya = wellness.person();
    await joinRiverside(maya);
    const selfRegistered = wellness.person();
    const hardFeeling = { emotionLabel: 'sadness', emotionRating: 9 };

    const mine = SavedCheckIn.parse((await maya.call('POST', '/api/emotional-checkins', hardFeeling)).body);
    const theirs = SavedCheckIn.parse(
      (await selfRegistered.call('POST', '/api/emotional-checkins', hardFeeling)).body,
    );

    expect(mine.support).toMatchObject({ kind: 'distress', helplines: asShown });
    expect(theirs.support).toMatchObject({ kind: 'distress', helplines: defaultHelplines });
  });
});

describe('an organization admin', () => {
  it('is refused the member calls (403), yet still reaches the helplines and their own data', async () => {
    const orgAdmin = wellness.person({ role: 'org-admin' });
    await joinRiverside(orgAdmin);

    for (const [method, path] of [
      ['GET', '/api/habits'],
      ['GET', '/api/daily-compassion-check'],
      ['GET', '/api/emotional-checkins'],
      ['POST', '/api/emotional-checkins'],
      ['GET', '/api/wellness/overview'],
    ] as const) {
      const answer = await orgAdmin.call(
        method,
        path,
        method === 'POST' ? { emotionLabel: 'joy', emotionRating: 5 } : undefined,
      );
      expect([method, path, answer.status]).toEqual([method, path, 403]);
    }
    expect(await helplinesFor(orgAdmin)).toEqual(asShown);
    expect((await orgAdmin.call('GET', '/api/wellness/export')).status).toBe(200);
  });
});
