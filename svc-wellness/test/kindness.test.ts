import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CompletedKindness, ErrorBody, OCCURRED_AT_TOO_OLD } from '@heartwise/contracts';
import { anonymousStatus, startWellness, type Person, type Wellness } from './support/wellness-harness.js';

let wellness: Wellness;
beforeAll(async () => {
  wellness = await startWellness({ now: '2026-11-21T20:00:00.000Z' });
});
afterAll(() => wellness.stop());

const todaysKindness = async (who: Person) => {
  const reply = await who.call('GET', '/api/daily-compassion-check');
  expect(reply.status).toBe(200);
  return CompletedKindness.parse(reply.body);
};
const toggle = async (who: Person, activityId: string, extra: Record<string, unknown> = {}) => {
  const reply = await who.call('POST', '/api/daily-compassion-check/toggle', { activityId, ...extra });
  expect(reply.status).toBe(200);
  return CompletedKindness.parse(reply.body);
};

describe('the Daily Kindness Check', () => {
  it("starts empty, and a toggle answers with today's completed ids in the activities' order", async () => {
    const ana = wellness.person();
    expect(await todaysKindness(ana)).toEqual([]);
    expect(await toggle(ana, 'strong-me')).toEqual(['strong-me']);
    expect(await toggle(ana, 'baby-me')).toEqual(['baby-me', 'strong-me']);
    expect(await todaysKindness(ana)).toEqual(['baby-me', 'strong-me']);
  });

  it('toggling again undoes it', async () => {
    const ana = wellness.person();
    await toggle(ana, 'body-thanks');
    expect(await toggle(ana, 'body-thanks')).toEqual([]);
    expect(await todaysKindness(ana)).toEqual([]);
  });

  it('all five done is all five (the "Amazing work!" state)', async () => {
    const ana = wellness.person();
    const all = ['baby-me', 'body-thanks', 'strong-me', 'kindness-for-me', 'thoughts-of-kindness'];
    for (const activityId of [...all].reverse()) await toggle(ana, activityId);
    expect(await todaysKindness(ana)).toEqual(all);
  });

  it("starts fresh on the caller's next local day, and keeps yesterday in the history", async () => {
    const ana = wellness.person({ timeZone: 'America/New_York' }); // 15:00 on the 21st there
    await toggle(ana, 'kindness-for-me');
    ana.timeZone = 'Asia/Tokyo'; // already 05:00 on the 22nd
    expect(await todaysKindness(ana)).toEqual([]);
    ana.timeZone = 'America/New_York';
    expect(await todaysKindness(ana)).toEqual(['kindness-for-me']);

    const exported = await ana.call('GET', '/api/wellness/export');
    expect((exported.body as { kindness: unknown[] }).kindness).toEqual([
      expect.objectContaining({ activityId: 'kindness-for-me', date: '2026-11-21' }),
    ]);
  });

  it("is each person's own", async () => {
    const ana = wellness.person();
    const ben = wellness.person();
    await toggle(ana, 'baby-me');
    expect(await todaysKindness(ben)).toEqual([]);
    expect(await toggle(ben, 'baby-me')).toEqual(['baby-me']);
    expect(await todaysKindness(ana)).toEqual(['baby-me']);
  });

  it('refuses an activity that does not exist, and callers without a token', async () => {
    const ana = wellness.person();
    expect((await ana.call('POST', '/api/daily-compassion-check/toggle', { activityId: 'nap' })).status).toBe(
      400,
    );
    expect(await anonymousStatus(wellness, 'GET', '/api/daily-compassion-check')).toBe(401);
    expect(await anonymousStatus(wellness, 'POST', '/api/daily-compassion-check/toggle')).toBe(401);
  });
});

describe('a kindness tap made offline (issue 18)', () => {
  it('with done, sets the activity, so the same tap sent again changes nothing', async () => {
    const ana = wellness.person();
    expect(await toggle(ana, 'baby-me', { done: true })).toEqual(['baby-me']);
    expect(await toggle(ana, 'baby-me', { done: true })).toEqual(['baby-me']);
    expect(await toggle(ana, 'baby-me', { done: false })).toEqual([]);
    expect(await toggle(ana, 'baby-me', { done: false })).toEqual([]);
  });

  it("counts for the day it was tapped on, and answers with today's list", async () => {
    const ana = wellness.person({ timeZone: 'Asia/Tokyo' }); // 05:00 on the 22nd there
    // Tapped at 23:50 on the 21st, Tokyo time, sent the next morning.
    expect(await toggle(ana, 'strong-me', { done: true, occurredAt: '2026-11-21T14:50:00.000Z' })).toEqual(
      [],
    );
    const exported = await ana.call('GET', '/api/wellness/export');
    expect((exported.body as { kindness: unknown[] }).kindness).toEqual([
      expect.objectContaining({ activityId: 'strong-me', date: '2026-11-21' }),
    ]);
  });

  it('is refused with a sentence when its moment is over 7 days ago', async () => {
    const ana = wellness.person();
    const at = async (occurredAt: string) => {
      const reply = await ana.call('POST', '/api/daily-compassion-check/toggle', {
        activityId: 'baby-me',
        occurredAt,
      });
      return { status: reply.status, message: ErrorBody.parse(reply.body).message };
    };
    expect(await at('2026-11-14T19:59:00.000Z')).toEqual({ status: 400, message: OCCURRED_AT_TOO_OLD });
    expect(await todaysKindness(ana)).toEqual([]);
    expect(
      (await ana.call('POST', '/api/daily-compassion-check/toggle', { activityId: 'baby-me', done: 'yes' }))
        .status,
    ).toBe(400);
  });
});
