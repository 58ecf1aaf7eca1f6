import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HabitList, WellnessInsights, WellnessOverview } from '@heartwise/contracts';
import { anonymousStatus, startWellness, type Person, type Wellness } from './support/wellness-harness.js';

let wellness: Wellness;
beforeAll(async () => {
  wellness = await startWellness();
});
afterAll(() => wellness.stop());

const overview = async (who: Person) => {
  const reply = await who.call('GET', '/api/wellness/overview');
  expect(reply.status).toBe(200);
  return WellnessOverview.parse(reply.body);
};
const insights = async (who: Person) => {
  const reply = await who.call('GET', '/api/wellness/insights');
  expect(reply.status).toBe(200);
  return WellnessInsights.parse(reply.body);
};
/** Opens the day's habits and marks the first `done` of them. */
async function habitsDone(who: Person, done: number): Promise<void> {
  const habits = HabitList.parse((await who.call('GET', '/api/habits')).body);
  for (const habit of habits.slice(0, done)) {
    expect((await who.call('PATCH', `/api/habits/${habit.id}/complete`, { completed: true })).status).toBe(
      200,
    );
  }
}
const checkIn = async (who: Person, body: Record<string, unknown>) =>
  expect(
    (await who.call('POST', '/api/emotional-checkins', { emotionLabel: 'calmness', ...body })).status,
  ).toBe(201);
const practise = async (who: Person, activityType: string) =>
  expect(
    (await who.call('POST', '/api/micro-activities/complete', { activityType, response: 'A kind thought.' }))
      .status,
  ).toBe(201);

describe("a youth's own dashboard figures", () => {
  it('before anything: today counts five habits, none done, and no trend yet', async () => {
    wellness.setClock('2026-11-21T12:00:00.000Z'); // a Saturday
    const ana = wellness.person();
    expect(await overview(ana)).toEqual({
      today: {
        date: '2026-11-21',
        habits: { completed: 0, total: 5, percent: 0 },
        practices: 0,
        checkedIn: false,
      },
      week: {
        start: '2026-11-15',
        practices: 0,
        practicePercent: 0,
        practicesByType: { verify: 0, gratitude: 0, reframe: 0, optimism: 0, humor: 0 },
        habitDays: [
          ...['15', '16', '17', '18', '19', '20'].map((day) => ({
            date: `2026-11-${day}`,
            completed: 0,
            total: 0,
          })),
          { date: '2026-11-21', completed: 0, total: 5 },
        ],
      },
      habits7d: { completed: 0, total: 5, percent: 0 },
      intensity: { direction: 'not-enough-data', average: null },
    });
  });

  it('are computed from what the youth did over the days, in their own zone', async () => {
    const ana = wellness.person({ timeZone: 'America/New_York' });
    // Thursday: 4 of 5 habits, a check-in at 8, a practice.
    wellness.setClock('2026-11-19T15:00:00.000Z');
    await habitsDone(ana, 4);
    await checkIn(ana, { emotionRating: 8 });
    await practise(ana, 'verify');
    // Friday: 2 of 5, check-ins at 7 and 6.
    wellness.setClock('2026-11-20T15:00:00.000Z');
    await habitsDone(ana, 2);
    await checkIn(ana, { emotionRating: 7 });
    await checkIn(ana, { emotionRating: 6 });
    // Saturday late evening in New York (already Sunday in UTC): 5 of 5, a calm check-in, two practices.
    wellness.setClock('2026-11-22T03:00:00.000Z');
    await habitsDone(ana, 5);
    await checkIn(ana, { emotionRating: 3 });
    await practise(ana, 'humor');
    await practise(ana, 'humor');

    const figures = await overview(ana);
    expect(figures.today).toEqual({
      date: '2026-11-21',
      habits: { completed: 5, total: 5, percent: 100 },
      practices: 2,
      checkedIn: true,
    });
    expect(figures.week).toMatchObject({
      start: '2026-11-15',
      practices: 3,
      practicePercent: 43,
      practicesByType: { verify: 1, gratitude: 0, reframe: 0, optimism: 0, humor: 2 },
    });
    expect(figures.week.habitDays.slice(-3)).toEqual([
      { date: '2026-11-19', completed: 4, total: 5 },
      { date: '2026-11-20', completed: 2, total: 5 },
      { date: '2026-11-21', completed: 5, total: 5 },
    ]);
    expect(figures.habits7d).toEqual({ completed: 11, total: 15, percent: 73 });
    // 8, 7 | 6, 3: the newer half is 3 lower.
    expect(figures.intensity).toEqual({ direction: 'improving', average: 6 });

    // The same instant seen from Berlin is Sunday: a new week, and a new day of habits.
    ana.timeZone = 'Europe/Berlin';
    const sunday = await overview(ana);
    expect(sunday.today).toMatchObject({
      date: '2026-11-22',
      habits: { completed: 0, total: 5 },
      practices: 0,
    });
    expect(sunday.week).toMatchObject({ start: '2026-11-22', practices: 0 });
  });

  it("hold nothing of anyone else's", async () => {
    wellness.setClock('2026-11-21T12:00:00.000Z');
    const ana = wellness.person();
    const ben = wellness.person();
    await habitsDone(ana, 5);
    await checkIn(ana, { emotionRating: 9 });
    await practise(ana, 'gratitude');
    const bens = await overview(ben);
    expect(bens.today).toMatchObject({ habits: { completed: 0, total: 5 }, practices: 0, checkedIn: false });
    expect(bens.intensity.average).toBeNull();
    expect(await insights(ben)).toEqual({ whatHelps: [], habitMood: [] });
  });
});

describe('what helps me', () => {
  it('appears for a practice once three of its sessions have a check-in before and after', async () => {
    const ana = wellness.person();
    expect(await insights(ana)).toEqual({ whatHelps: [], habitMood: [] });
    for (const [minute, [before, after]] of [
      [8, 5],
      [7, 6],
      [9, 5],
    ].entries()) {
      wellness.setClock(`2026-11-21T1${minute}:00:00.000Z`);
      await checkIn(ana, { checkInType: 'pre', emotionRating: before });
      await practise(ana, 'reframe');
      await checkIn(ana, { checkInType: 'post', emotionRating: after });
    }
    expect((await insights(ana)).whatHelps).toEqual([
      { activityType: 'reframe', sessions: 3, averageChange: -2.7 },
    ]);
  });

  it('answers nobody without a token', async () => {
    expect(await anonymousStatus(wellness, 'GET', '/api/wellness/overview')).toBe(401);
    expect(await anonymousStatus(wellness, 'GET', '/api/wellness/insights')).toBe(401);
  });
});
