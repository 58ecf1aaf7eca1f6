import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HabitList, UserDeleted, WellnessExport } from '@heartwise/contracts';
import {
  createLogger,
  MemoryEventTransport,
  MemoryKeyValueStore,
  newEvent,
  startService,
  TokenIssuer,
  type RunningService,
} from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { wellnessService } from '../src/service.js';

const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
/** The bus identity publishes on; here the test speaks for identity. */
const bus = new MemoryEventTransport({ logger: createLogger('wellness-test', 'silent') });
let clock = new Date('2026-11-20T12:00:00Z');
let wellness: RunningService;

beforeAll(async () => {
  wellness = await startService(wellnessService, {
    env: testServiceEnv(keys.publicKey),
    embedded: { transport: bus, kv: new MemoryKeyValueStore() },
    now: () => clock,
  });
});
afterAll(async () => {
  await wellness.stop();
  await bus.close();
});

const ana = '11111111-1111-4111-8111-111111111111';
const ben = '22222222-2222-4222-8222-222222222222';
const auth = (sub: string) => ({
  authorization: `Bearer ${issuer.issue({ sub, sid: 'a'.repeat(32), role: 'youth' }, 60)}`,
});

async function openHabits(sub: string): Promise<void> {
  const response = await fetch(`${wellness.url}/api/habits`, {
    headers: { ...auth(sub), 'x-timezone': 'UTC' },
  });
  expect(response.status).toBe(200);
}

async function downloadMyData(sub: string): Promise<WellnessExport> {
  const response = await fetch(`${wellness.url}/api/wellness/export`, { headers: auth(sub) });
  expect(response.status).toBe(200);
  return WellnessExport.parse(await response.json());
}

async function post(sub: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${wellness.url}${path}`, {
    method: 'POST',
    headers: { ...auth(sub), 'content-type': 'application/json', 'x-timezone': 'UTC' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response.json();
}

/** A day of everything: a habit done, a kindness activity, a check-in, a practice. */
async function aFullDay(sub: string, words: string): Promise<void> {
  const habits = await fetch(`${wellness.url}/api/habits`, {
    headers: { ...auth(sub), 'x-timezone': 'UTC' },
  });
  const [first] = HabitList.parse(await habits.json());
  const marked = await fetch(`${wellness.url}/api/habits/${first?.id ?? ''}/complete`, {
    method: 'PATCH',
    headers: { ...auth(sub), 'content-type': 'application/json' },
    body: JSON.stringify({ completed: true }),
  });
  expect(marked.status).toBe(200);
  await post(sub, '/api/daily-compassion-check/toggle', { activityId: 'body-thanks' });
  await post(sub, '/api/emotional-checkins', { emotionLabel: 'relief', emotionRating: 4, notes: words });
  await post(sub, '/api/micro-activities/complete', { activityType: 'optimism', response: words });
}

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met within 2 s');
}

describe('Profile Settings: download my data (wellness part)', () => {
  it('holds every day of my habits, oldest first, and nobody else’s', async () => {
    await openHabits(ana);
    await openHabits(ben);
    clock = new Date('2026-11-21T12:00:00Z');
    await openHabits(ana);

    const mine = await downloadMyData(ana);
    expect(mine.exportedAt).toBe(clock.toISOString());
    expect(mine.habits.map((habit) => `${habit.date} ${habit.habitType}`)).toEqual(
      ['2026-11-20', '2026-11-21'].flatMap((day) =>
        ['water', 'exercise', 'outdoor', 'nutrition', 'sleep'].map((type) => `${day} ${type}`),
      ),
    );
    expect(JSON.stringify(mine)).not.toContain('userId');

    const theirs = await downloadMyData(ben);
    expect(theirs.habits).toHaveLength(5);
    const mineIds = new Set(mine.habits.map((habit) => habit.id));
    expect(theirs.habits.some((habit) => mineIds.has(habit.id))).toBe(false);
  });

  it('needs a signed-in caller and asks for nobody else', async () => {
    expect((await fetch(`${wellness.url}/api/wellness/export`)).status).toBe(401);
    const response = await fetch(`${wellness.url}/api/wellness/export?userId=${ben}`, { headers: auth(ana) });
    const body = WellnessExport.parse(await response.json());
    expect((await downloadMyData(ana)).habits.map((habit) => habit.id)).toEqual(body.habits.map((h) => h.id));
  });
});

describe('Profile Settings: download my data holds every kind of wellness record', () => {
  it('my kindness, practices with my words, check-ins and sessions, and nothing of anyone else', async () => {
    const dana = '44444444-4444-4444-8444-444444444444';
    const eli = '55555555-5555-4555-8555-555555555555';
    await aFullDay(dana, 'Dana wrote this');
    await aFullDay(eli, 'Eli wrote this');

    const mine = await downloadMyData(dana);
    expect(mine.habits.filter((habit) => habit.completed)).toHaveLength(1);
    expect(mine.kindness).toEqual([
      expect.objectContaining({ activityId: 'body-thanks', date: '2026-11-21' }),
    ]);
    expect(mine.checkIns).toEqual([
      expect.objectContaining({ emotionLabel: 'relief', notes: 'Dana wrote this' }),
    ]);
    expect(mine.microActivityCompletions).toEqual([
      expect.objectContaining({ activityType: 'optimism', response: 'Dana wrote this' }),
    ]);
    // The check-in opened a session and the practice joined it.
    expect(mine.emotionSessions).toEqual([
      expect.objectContaining({
        id: mine.checkIns[0]?.sessionId,
        hasPreCheckin: true,
        activityType: 'optimism',
      }),
    ]);
    const text = JSON.stringify(mine);
    expect(text).not.toContain('Eli wrote this');
    expect(text).not.toContain('userId');
  });
});

describe('when identity says an account was deleted', () => {
  it('erases every wellness record of that person, and only theirs, however often the event comes', async () => {
    const carla = '33333333-3333-4333-8333-333333333333';
    await aFullDay(carla, 'Carla wrote this');
    await aFullDay(ben, 'Ben wrote this');
    expect((await downloadMyData(carla)).habits).toHaveLength(5);
    const { exportedAt: _at, ...bensBefore } = await downloadMyData(ben);

    const deleted = newEvent(UserDeleted, { userId: carla });
    await bus.publish([deleted]);
    await eventually(async () => (await downloadMyData(carla)).habits.length === 0);

    await bus.publish([deleted, newEvent(UserDeleted, { userId: carla })]); // redelivered, and sent twice
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { exportedAt: _then, ...left } = await downloadMyData(carla);
    expect(left).toEqual({
      habits: [],
      kindness: [],
      microActivityCompletions: [],
      checkIns: [],
      emotionSessions: [],
    });
    const { exportedAt: _now, ...bensAfter } = await downloadMyData(ben);
    expect(bensAfter).toEqual(bensBefore);
  });
});
