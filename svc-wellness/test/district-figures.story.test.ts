import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DistrictWellnessFigures,
  FEWER_THAN_10,
  HabitList,
  MembershipChanged,
  type Role,
} from '@heartwise/contracts';
import { Memberships, newEvent } from '@heartwise/service-kit';
import {
  anonymousStatus,
  eventually,
  startWellness,
  type Person,
  type Wellness,
} from './support/wellness-harness.js';

/**
 * Issue 16 §7: an organization admin's dashboard shows, per school of their own district, this
 * week's check-in participation and average wellness figures, and any figure over fewer than 10
 * youth reads "fewer than 10". Who is in which school svc-wellness knows from identity's events.
 *
 * Saturday 21 November 2026 (the harness's clock): this week is Sunday the 15th to today.
 */
let wellness: Wellness;
let memberships: Memberships;
const riverside = randomUUID();
const hillside = randomUUID();
const riversideNorth = randomUUID();
const riversideSouth = randomUUID();
const hillsideCentral = randomUUID();

let riversideAdmin: Person;
let hillsideAdmin: Person;
let habitsPerDay: number;

beforeAll(async () => {
  wellness = await startWellness();
  memberships = new Memberships(wellness.store());
});
afterAll(() => wellness.stop());

async function join(organizationId: string, schoolId: string | null, role: Role = 'youth'): Promise<Person> {
  const person = wellness.person({ role });
  await wellness.bus.publish([
    newEvent(MembershipChanged, { userId: person.id, organizationId, schoolId, role }),
  ]);
  await eventually(async () => (await memberships.membershipOf(person.id)).organizationId === organizationId);
  return person;
}

const many = (count: number, organizationId: string, schoolId: string) =>
  Promise.all(Array.from({ length: count }, () => join(organizationId, schoolId)));

async function checkIn(youth: Person, intensity: number): Promise<void> {
  const saved = await youth.call('POST', '/api/emotional-checkins', {
    emotionLabel: 'calmness',
    emotionRating: intensity,
  });
  expect(saved.status).toBe(201);
}

/** Opens today's habits and marks the first one done. */
async function doOneHabit(youth: Person): Promise<number> {
  const habits = HabitList.parse((await youth.call('GET', '/api/habits')).body);
  const first = habits[0];
  if (!first) throw new Error('no habits today');
  expect((await youth.call('PATCH', `/api/habits/${first.id}/complete`, { completed: true })).status).toBe(
    200,
  );
  return habits.length;
}

async function practise(youth: Person, times: number): Promise<void> {
  for (let time = 0; time < times; time += 1) {
    const done = await youth.call('POST', '/api/micro-activities/complete', {
      activityType: 'gratitude',
      response: 'My friend waited for me after class.',
    });
    expect(done.status).toBe(201);
  }
}

async function figuresFor(admin: Person): Promise<DistrictWellnessFigures> {
  const answer = await admin.call('GET', '/api/org/figures/wellness');
  expect(answer.status).toBe(200);
  return DistrictWellnessFigures.parse(answer.body);
}

const school = (figures: DistrictWellnessFigures, schoolId: string) =>
  figures.schools.find((entry) => entry.schoolId === schoolId);

beforeAll(async () => {
  riversideAdmin = await join(riverside, null, 'org-admin');
  hillsideAdmin = await join(hillside, null, 'org-admin');

  // Riverside North: 12 youth. Ten check in this week (six felt it at 4, four at 7) and do one of
  // their habits; only four practise. One checked in last Saturday only; one has done nothing.
  const north = await many(12, riverside, riversideNorth);
  const [lastWeekOnly] = north.slice(10);
  wellness.setClock('2026-11-14T12:00:00.000Z');
  if (lastWeekOnly) await checkIn(lastWeekOnly, 9);
  wellness.setClock('2026-11-21T12:00:00.000Z');
  for (const [index, youth] of north.slice(0, 10).entries()) {
    await checkIn(youth, index < 6 ? 4 : 7);
    habitsPerDay = await doOneHabit(youth);
  }
  for (const youth of north.slice(0, 4)) await practise(youth, 1);

  // Riverside South: three youth, who all check in, do a habit and practise.
  for (const youth of await many(3, riverside, riversideSouth)) {
    await checkIn(youth, 5);
    await doOneHabit(youth);
    await practise(youth, 1);
  }

  // Hillside Central: 10 youth who all check in; every one practises, five of them twice.
  for (const [index, youth] of (await many(10, hillside, hillsideCentral)).entries()) {
    await checkIn(youth, 6);
    await practise(youth, index < 5 ? 2 : 1);
  }
}, 30_000);

describe("a district's wellness figures", () => {
  it("show Riverside's admin the share of North's youth who checked in this week, and its averages", async () => {
    const figures = await figuresFor(riversideAdmin);

    expect(school(figures, riversideNorth)).toEqual({
      schoolId: riversideNorth,
      // 10 of 12: last Saturday's check-in belongs to last week.
      checkInParticipation: 83,
      averageIntensity: 5.2,
      habitCompletion: Math.round((10 / (10 * habitsPerDay)) * 100),
      // Four youth practised: too few to say how much.
      practicesPerYouth: FEWER_THAN_10,
    });
    expect(figures.computedAt).toBe('2026-11-21T12:00:00.000Z');
  });

  it('say "fewer than 10" for every figure of a school where only three youth took part', async () => {
    expect(school(await figuresFor(riversideAdmin), riversideSouth)).toEqual({
      schoolId: riversideSouth,
      checkInParticipation: FEWER_THAN_10,
      averageIntensity: FEWER_THAN_10,
      habitCompletion: FEWER_THAN_10,
      practicesPerYouth: FEWER_THAN_10,
    });
  });

  it("hold only the admin's own district: Hillside's admin sees Hillside's school and none of Riverside's", async () => {
    const hillsides = await figuresFor(hillsideAdmin);
    expect(hillsides.schools).toEqual([
      {
        schoolId: hillsideCentral,
        checkInParticipation: 100,
        averageIntensity: 6,
        // Nobody opened their habits this week.
        habitCompletion: FEWER_THAN_10,
        practicesPerYouth: 1.5,
      },
    ]);
    expect((await figuresFor(riversideAdmin)).schools.map((entry) => entry.schoolId).sort()).toEqual(
      [riversideNorth, riversideSouth].sort(),
    );
  });

  it("start again on Sunday in the admin's own calendar", async () => {
    // 21 November, 12:00 UTC is already Sunday the 22nd in Auckland: a new week, nothing in it yet.
    riversideAdmin.timeZone = 'Pacific/Auckland';
    try {
      expect(school(await figuresFor(riversideAdmin), riversideNorth)).toMatchObject({
        checkInParticipation: FEWER_THAN_10,
        averageIntensity: FEWER_THAN_10,
      });
    } finally {
      riversideAdmin.timeZone = 'UTC';
    }
  });

  it("are empty for an organization admin no district has been heard of yet, never everyone's", async () => {
    const unplaced = wellness.person({ role: 'org-admin' });
    expect((await figuresFor(unplaced)).schools).toEqual([]);
  });

  it('are refused to everyone but organization admins (403), and to the signed out (401)', async () => {
    const districtModerator = await join(riverside, null, 'moderator');
    const asked = async (person: Person) => (await person.call('GET', '/api/org/figures/wellness')).status;

    expect(await asked(await join(riverside, riversideNorth))).toBe(403);
    expect(await asked(districtModerator)).toBe(403);
    for (const role of ['youth', 'parent', 'moderator', 'admin'] as const)
      expect([role, await asked(wellness.person({ role }))]).toEqual([role, 403]);
    expect(await anonymousStatus(wellness, 'GET', '/api/org/figures/wellness')).toBe(401);
  });
});
