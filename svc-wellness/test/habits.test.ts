import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorBody, Habit, HabitList } from '@heartwise/contracts';
import { startService, TokenIssuer, type RunningService } from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { wellnessService } from '../src/service.js';

const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
let clock = new Date('2026-11-21T23:30:00Z');
let wellness: RunningService;

beforeAll(async () => {
  wellness = await startService(wellnessService, { env: testServiceEnv(keys.publicKey), now: () => clock });
});
afterAll(async () => {
  await wellness.stop();
});

const tokenFor = (sub: string) => issuer.issue({ sub, sid: 'a'.repeat(32), role: 'youth' }, 60);
const habits = async (sub: string, timeZone: string) => {
  const response = await fetch(`${wellness.url}/api/habits`, {
    headers: { authorization: `Bearer ${tokenFor(sub)}`, 'x-timezone': timeZone },
  });
  expect(response.status).toBe(200);
  return HabitList.parse(await response.json());
};

describe("today's habits", () => {
  const youth = '11111111-1111-4111-8111-111111111111';

  it('are the five SPEC habits, made on first read and the same on the next', async () => {
    const first = await habits(youth, 'UTC');
    expect(first.map((habit) => habit.habitType)).toEqual([
      'water',
      'exercise',
      'outdoor',
      'nutrition',
      'sleep',
    ]);
    expect(first.every((habit) => !habit.completed && habit.date === '2026-11-21')).toBe(true);
    expect((await habits(youth, 'UTC')).map((habit) => habit.id)).toEqual(first.map((habit) => habit.id));
  });

  it('start fresh on a new local day, even when the server is still on the old one', async () => {
    const inBerlin = await habits(youth, 'Europe/Berlin');
    expect(inBerlin[0]?.date).toBe('2026-11-22');
    clock = new Date('2026-11-22T12:00:00Z');
    expect((await habits(youth, 'UTC'))[0]?.date).toBe('2026-11-22');
  });

  it('belong to each user alone', async () => {
    const other = '22222222-2222-4222-8222-222222222222';
    const mine = await habits(youth, 'UTC');
    const theirs = await habits(other, 'UTC');
    expect(new Set([...mine, ...theirs].map((habit) => habit.id)).size).toBe(10);
  });

  it('need a signed-in caller', async () => {
    expect((await fetch(`${wellness.url}/api/habits`)).status).toBe(401);
    const forged = new TokenIssuer(testJwtKeys().privateKey).issue(
      { sub: youth, sid: 'b'.repeat(32), role: 'youth' },
      60,
    );
    expect(
      (await fetch(`${wellness.url}/api/habits`, { headers: { authorization: `Bearer ${forged}` } })).status,
    ).toBe(401);
  });
});

describe('marking a habit done', () => {
  const youth = '33333333-3333-4333-8333-333333333333';
  const mark = (sub: string, id: string, body: unknown) =>
    fetch(`${wellness.url}/api/habits/${id}/complete`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${tokenFor(sub)}`,
        'content-type': 'application/json',
        'x-timezone': 'UTC',
      },
      body: JSON.stringify(body),
    });

  it('marks one of my habits done and not done again, and the next read shows it', async () => {
    const [water] = await habits(youth, 'UTC');
    if (!water) throw new Error('no habits');

    const done = await mark(youth, water.id, { completed: true });
    expect(done.status).toBe(200);
    expect(Habit.parse(await done.json())).toEqual({ ...water, completed: true });
    expect((await habits(youth, 'UTC')).filter((habit) => habit.completed).map((h) => h.id)).toEqual([
      water.id,
    ]);

    const undone = Habit.parse(await (await mark(youth, water.id, { completed: false })).json());
    expect(undone.completed).toBe(false);
    expect(JSON.stringify(undone)).not.toContain('userId');
  });

  it("never touches someone else's habit: it is not found for me, and stays as it was", async () => {
    const other = '44444444-4444-4444-8444-444444444444';
    const [theirs] = await habits(other, 'UTC');
    if (!theirs) throw new Error('no habits');

    const response = await mark(youth, theirs.id, { completed: true });
    expect(response.status).toBe(404);
    expect(ErrorBody.parse(await response.json()).message).toBe("We couldn't find that habit.");
    expect((await habits(other, 'UTC')).find((habit) => habit.id === theirs.id)?.completed).toBe(false);
  });

  it('needs a yes or no, a real habit id and a signed-in caller', async () => {
    const [water] = await habits(youth, 'UTC');
    if (!water) throw new Error('no habits');
    expect((await mark(youth, water.id, { completed: 'yes' })).status).toBe(400);
    expect((await mark(youth, 'not-an-id', { completed: true })).status).toBe(400);
    expect(
      (
        await fetch(`${wellness.url}/api/habits/${water.id}/complete`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ completed: true }),
        })
      ).status,
    ).toBe(401);
  });
});
