import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HabitList } from '@heartwise/contracts';
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
