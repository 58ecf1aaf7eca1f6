import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  HabitList,
  LinkApproved,
  LinkEnded,
  UserDeleted,
  UserRegistered,
  YouthSummary,
  YouthSummaryList,
  type Role,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { randomUUID } from 'node:crypto';
import {
  anonymousStatus,
  eventually,
  startWellness,
  type Person,
  type Wellness,
} from './support/wellness-harness.js';

let wellness: Wellness;
beforeAll(async () => {
  wellness = await startWellness({ now: '2026-11-21T12:00:00.000Z' });
});
afterAll(() => wellness.stop());

/** Identity says someone signed up (the bus carries it to wellness's projection). */
async function signedUp(role: Role, firstName: string): Promise<Person> {
  const person = wellness.person({ role });
  await wellness.bus.publish([
    newEvent(UserRegistered, {
      userId: person.id,
      username: `${firstName}-1`,
      firstName,
      lastName: 'Okafor',
      role,
    }),
  ]);
  return person;
}
async function linked(parent: Person, youth: Person): Promise<string> {
  const linkId = randomUUID();
  await wellness.bus.publish([newEvent(LinkApproved, { linkId, parentId: parent.id, youthId: youth.id })]);
  return linkId;
}
const summaries = async (parent: Person) => {
  const reply = await parent.call('GET', '/api/wellness/youth-summaries');
  expect(reply.status).toBe(200);
  return YouthSummaryList.parse(reply.body);
};
const mySummary = async (youth: Person) => {
  const reply = await youth.call('GET', '/api/wellness/my-summary');
  expect(reply.status).toBe(200);
  return YouthSummary.parse(reply.body);
};
async function aDayOf(youth: Person, habitsDone: number): Promise<void> {
  const habits = HabitList.parse((await youth.call('GET', '/api/habits')).body);
  for (const habit of habits.slice(0, habitsDone)) {
    await youth.call('PATCH', `/api/habits/${habit.id}/complete`, { completed: true });
  }
  const checkIn = { emotionLabel: 'sadness', emotionRating: 6, notes: 'My secret diary line' };
  expect((await youth.call('POST', '/api/emotional-checkins', checkIn)).status).toBe(201);
  const practice = { activityType: 'gratitude', response: 'My private gratitude words' };
  expect((await youth.call('POST', '/api/micro-activities/complete', practice)).status).toBe(201);
}

describe("a parent's Youth Summary", () => {
  it('shows each youth linked by an approved link, by first name, in aggregates only', async () => {
    const jo = await signedUp('parent', 'Jo');
    const ana = await signedUp('youth', 'Ana');
    const notMine = await signedUp('youth', 'Zed');
    await aDayOf(ana, 3);
    await aDayOf(notMine, 5);
    expect(await summaries(jo)).toEqual([]);

    await linked(jo, ana);
    await eventually(async () => (await summaries(jo))[0]?.firstName === 'Ana');
    const [seen] = await summaries(jo);
    expect(seen).toEqual({
      youthId: ana.id,
      firstName: 'Ana',
      habits7d: { completed: 3, total: 5, percent: 60 },
      checkIns7d: { chosen: 1, prompted: 0 },
      // One check-in: an average would be its exact intensity, so there is none yet.
      intensity: { direction: 'not-enough-data', average: null },
      practicesThisWeek: 1,
    });
    const everything = JSON.stringify(await summaries(jo));
    for (const secret of ['sadness', 'secret diary', 'private gratitude', notMine.id]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("counts the check-ins a youth chose to make apart from answers to the app's prompts", async () => {
    const jo = await signedUp('parent', 'Jo');
    const ana = await signedUp('youth', 'Ana');
    await linked(jo, ana);
    const answer = async (at: string, checkInType: string, emotionRating: number, prompted: boolean) => {
      wellness.setClock(at);
      const body = { emotionLabel: 'calmness', emotionRating, checkInType, prompted };
      expect((await ana.call('POST', '/api/emotional-checkins', body)).status).toBe(201);
    };
    try {
      await answer('2026-11-21T08:00:00.000Z', 'pre', 2, true);
      await answer('2026-11-21T08:05:00.000Z', 'pre', 9, true); // the same prompt again: not counted
      await answer('2026-11-21T08:10:00.000Z', 'post-post', 4, true);
      await answer('2026-11-21T09:00:00.000Z', 'pre', 6, true);
      await answer('2026-11-21T09:30:00.000Z', 'pre', 8, false);
    } finally {
      wellness.setClock('2026-11-21T12:00:00.000Z');
    }
    await eventually(async () => (await summaries(jo))[0]?.firstName === 'Ana');
    const [seen] = await summaries(jo);
    expect(seen?.checkIns7d).toEqual({ chosen: 1, prompted: 3 });
    // The average feeling reads every check-in stored, chosen or prompted: (2 + 4 + 6 + 8) / 4.
    expect(seen?.intensity.average).toBe(5);
    expect(await mySummary(ana)).toEqual(seen);
  });

  it('shows an average intensity only over 3 check-ins or more in the last 7 days', async () => {
    const jo = await signedUp('parent', 'Jo');
    const ana = await signedUp('youth', 'Ana');
    await linked(jo, ana);
    await eventually(async () => (await summaries(jo))[0]?.firstName === 'Ana');
    const averages: (number | null | undefined)[] = [];
    for (const emotionRating of [9, 2, 4]) {
      const body = { emotionLabel: 'sadness', emotionRating };
      expect((await ana.call('POST', '/api/emotional-checkins', body)).status).toBe(201);
      averages.push((await summaries(jo))[0]?.intensity.average);
    }
    expect(averages).toEqual([null, null, 5]);
    // The youth sees exactly this under "what my parent can see".
    expect((await mySummary(ana)).intensity.average).toBe(5);
  });

  it('is exactly what the youth sees under "what my parent can see"', async () => {
    const jo = await signedUp('parent', 'Jo');
    const ana = await signedUp('youth', 'Ana');
    await aDayOf(ana, 4);
    await linked(jo, ana);
    await eventually(async () => (await summaries(jo))[0]?.firstName === 'Ana');
    expect(await summaries(jo)).toEqual([await mySummary(ana)]);
  });

  it('shows nothing more of a youth once the link ends, even if the approval is delivered again', async () => {
    const jo = await signedUp('parent', 'Jo');
    const ana = await signedUp('youth', 'Ana');
    const link = { linkId: randomUUID(), parentId: jo.id, youthId: ana.id };
    const approved = newEvent(LinkApproved, link);
    await wellness.bus.publish([approved]);
    await eventually(async () => (await summaries(jo)).length === 1);

    await wellness.bus.publish([newEvent(LinkEnded, link)]);
    await eventually(async () => (await summaries(jo)).length === 0);
    await wellness.bus.publish([newEvent(LinkApproved, link)]); // a late copy with a new event id
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await summaries(jo)).toEqual([]);
  });

  it('forgets a youth who deleted their account: their name, their link and every record', async () => {
    const jo = await signedUp('parent', 'Jo');
    const ana = await signedUp('youth', 'Ana');
    await aDayOf(ana, 2);
    await linked(jo, ana);
    await eventually(async () => (await summaries(jo)).length === 1);

    await wellness.bus.publish([newEvent(UserDeleted, { userId: ana.id })]);
    await eventually(async () => (await summaries(jo)).length === 0);
    const leftOver = await ana.call('GET', '/api/wellness/export');
    expect(leftOver.body).toMatchObject({
      habits: [],
      kindness: [],
      microActivityCompletions: [],
      checkIns: [],
    });
  });

  it('is for parents only; "my summary" is for youth only', async () => {
    const youth = wellness.person({ role: 'youth' });
    const parent = wellness.person({ role: 'parent' });
    const moderator = wellness.person({ role: 'moderator' });
    expect((await youth.call('GET', '/api/wellness/youth-summaries')).status).toBe(403);
    expect((await moderator.call('GET', '/api/wellness/youth-summaries')).status).toBe(403);
    expect((await parent.call('GET', '/api/wellness/my-summary')).status).toBe(403);
    expect(await anonymousStatus(wellness, 'GET', '/api/wellness/youth-summaries')).toBe(401);
    expect(await anonymousStatus(wellness, 'GET', '/api/wellness/my-summary')).toBe(401);
  });

  it('a youth sees their own summary without any link, and without a name it reads null', async () => {
    const unnamed = wellness.person({ role: 'youth' });
    expect(await mySummary(unnamed)).toEqual({
      youthId: unnamed.id,
      firstName: null,
      habits7d: { completed: 0, total: 0, percent: 0 },
      checkIns7d: { chosen: 0, prompted: 0 },
      intensity: { direction: 'not-enough-data', average: null },
      practicesThisWeek: 0,
    });
  });
});
