import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  composeVerifyResponse,
  ErrorBody,
  MicroActivityCompletion,
  MicroActivityCompletionList,
  TodaysPractice,
} from '@heartwise/contracts';
import { anonymousStatus, startWellness, type Person, type Wellness } from './support/wellness-harness.js';

let wellness: Wellness;
beforeAll(async () => {
  wellness = await startWellness({ now: '2026-11-21T22:00:00.000Z' });
});
afterAll(() => wellness.stop());

const practise = async (who: Person, body: Record<string, unknown>) => {
  const reply = await who.call('POST', '/api/micro-activities/complete', body);
  expect(reply.status).toBe(201);
  return MicroActivityCompletion.parse(reply.body);
};
const completions = async (who: Person) =>
  MicroActivityCompletionList.parse((await who.call('GET', '/api/micro-activities/completions')).body);
const today = async (who: Person) =>
  TodaysPractice.parse((await who.call('GET', '/api/micro-activities/today')).body);

describe('saving a practice activity', () => {
  it("keeps the trimmed response on the person's local day, never shared unless asked", async () => {
    const ana = wellness.person({ timeZone: 'Europe/Athens' }); // 00:00 on the 22nd there
    const response = composeVerifyResponse('yes', 'Ask my sister to walk with me.');
    const saved = await practise(ana, { activityType: 'verify', response: `  ${response}  \n` });
    expect(saved).toMatchObject({
      activityType: 'verify',
      response,
      shareAnonymously: false,
      date: '2026-11-22',
      completedAt: '2026-11-21T22:00:00.000Z',
    });
    expect(JSON.stringify(saved)).not.toContain('userId');
  });

  it("needs words (SPEC: 'Please write something') and one of the five activities", async () => {
    const ana = wellness.person();
    const empty = await ana.call('POST', '/api/micro-activities/complete', {
      activityType: 'humor',
      response: '   ',
    });
    expect(empty.status).toBe(400);
    expect(ErrorBody.parse(empty.body).issues?.[0]?.message).toBe('Please write something');
    const unknown = await ana.call('POST', '/api/micro-activities/complete', {
      activityType: 'yoga',
      response: 'Hi',
    });
    expect(unknown.status).toBe(400);
  });
});

describe('my practice history', () => {
  it("lists my completions newest first, and today's by my own local day", async () => {
    const ana = wellness.person({ timeZone: 'America/Chicago' }); // 16:00 on the 21st there
    wellness.setClock('2026-11-20T18:00:00.000Z');
    const yesterday = await practise(ana, { activityType: 'optimism', response: 'The trip on Saturday.' });
    wellness.setClock('2026-11-21T15:00:00.000Z');
    const morning = await practise(ana, { activityType: 'gratitude', response: 'Pancakes.' });
    wellness.setClock('2026-11-21T22:00:00.000Z');
    const evening = await practise(ana, { activityType: 'humor', response: 'The cat fell off the sofa.' });

    expect((await completions(ana)).map((item) => item.id)).toEqual([evening.id, morning.id, yesterday.id]);
    expect(await today(ana)).toEqual({ date: '2026-11-21', count: 2, completions: [evening, morning] });

    ana.timeZone = 'Asia/Tokyo'; // 07:00 on the 22nd: a new day, nothing yet
    expect(await today(ana)).toEqual({ date: '2026-11-22', count: 0, completions: [] });
  });

  it("never shows anyone else's practice", async () => {
    const ana = wellness.person();
    const ben = wellness.person();
    await practise(ana, { activityType: 'reframe', response: 'It was one bad test, not a bad year.' });
    expect(await completions(ben)).toEqual([]);
    expect((await today(ben)).count).toBe(0);
  });

  it('answers nobody without a token', async () => {
    for (const path of ['/api/micro-activities/completions', '/api/micro-activities/today']) {
      expect(await anonymousStatus(wellness, 'GET', path)).toBe(401);
    }
    expect(await anonymousStatus(wellness, 'POST', '/api/micro-activities/complete')).toBe(401);
  });
});
