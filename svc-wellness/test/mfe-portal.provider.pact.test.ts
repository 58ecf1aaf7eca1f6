import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { HabitList, MembershipChanged, type Role } from '@heartwise/contracts';
import { Memberships, newEvent } from '@heartwise/service-kit';
import { eventually, startWellness, type Person, type Wellness } from './support/wellness-harness.js';

// Verifies mfe-portal's pact (the district dashboard's wellness figures) against the real
// svc-wellness on embedded adapters. Each state is a district of its own: identity's
// membership.changed events place its organization admin and youth (svc-wellness's Memberships
// projection), and the youth check in, do habits and practise through the real calls. The clock
// stands on Saturday 21 November 2026, so all of it is this week.
let wellness: Wellness;
let memberships: Memberships;
/** The organization admin the state signed in; the replayed request carries their token. */
let caller: Person | undefined;

beforeAll(async () => {
  wellness = await startWellness({ now: '2026-11-21T12:00:00.000Z' });
  memberships = new Memberships(wellness.store());
});
afterAll(async () => {
  await wellness.stop();
});

/** Someone identity placed in a district (and school), once svc-wellness's projection holds it. */
async function joins(organizationId: string, schoolId: string | null, role: Role = 'youth'): Promise<Person> {
  const person = wellness.person({ role });
  await wellness.bus.publish([
    newEvent(MembershipChanged, { userId: person.id, organizationId, schoolId, role }),
  ]);
  await eventually(async () => (await memberships.membershipOf(person.id)).organizationId === organizationId);
  return person;
}

/** A new district, its organization admin signed in, and `count` youth of one school of it. */
async function districtWithYouth(count: number): Promise<Person[]> {
  const organizationId = randomUUID();
  const schoolId = randomUUID();
  caller = await joins(organizationId, null, 'org-admin');
  const youth: Person[] = [];
  for (let index = 0; index < count; index += 1) youth.push(await joins(organizationId, schoolId));
  return youth;
}

async function checksIn(youth: Person, rating: number): Promise<void> {
  const saved = await youth.call('POST', '/api/emotional-checkins', {
    emotionLabel: 'calmness',
    emotionRating: rating,
  });
  expect(saved.status).toBe(201);
}

async function doesAHabit(youth: Person): Promise<void> {
  const [first] = HabitList.parse((await youth.call('GET', '/api/habits')).body);
  if (!first) throw new Error('no habits today');
  expect((await youth.call('PATCH', `/api/habits/${first.id}/complete`, { completed: true })).status).toBe(
    200,
  );
}

async function practises(youth: Person): Promise<void> {
  const done = await youth.call('POST', '/api/micro-activities/complete', {
    activityType: 'gratitude',
    response: 'My friend waited for me after class.',
  });
  expect(done.status).toBe(201);
}

describe('svc-wellness, as the provider of mfe-portal', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'svc-wellness',
      providerBaseUrl: wellness.url,
      pactUrls: [resolve(process.cwd(), 'pacts/mfe-portal-svc-wellness.json')],
      logLevel: 'warn',
      stateHandlers: {
        'an organization admin is signed in, and ten youth of a school of their district checked in, did a habit and practised this week':
          async () => {
            for (const [index, youth] of (await districtWithYouth(10)).entries()) {
              await checksIn(youth, index < 5 ? 4 : 5);
              await doesAHabit(youth);
              await practises(youth);
            }
          },
        'an organization admin is signed in, and three youth of a school of their district checked in this week':
          async () => {
            for (const youth of await districtWithYouth(3)) await checksIn(youth, 6);
          },
      },
      requestFilter: (req, _res, next) => {
        if (caller) req.headers.authorization = caller.authorization;
        next();
      },
    }).verifyProvider();
  }, 120_000);
});
