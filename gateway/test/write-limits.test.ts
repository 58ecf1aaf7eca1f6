import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CALL_WRITE_LIMITS, operations, TOO_MANY_WRITES, type Operation } from '@heartwise/contracts';
import { identityService } from '@heartwise/svc-identity';
import { wellnessService } from '@heartwise/svc-wellness';
import { forumService } from '@heartwise/svc-forum';
import { moderationService } from '@heartwise/svc-moderation';
import { startGatewayStack, type GatewayStack } from './support/gateway-stack.js';

// Issue 15, item 6: one youth wrote about 900 check-ins a second; no write had a per-person limit.
let stack: GatewayStack;
beforeAll(async () => {
  stack = await startGatewayStack();
});
afterAll(async () => {
  await stack.stop();
});

const checkIn = (cookie: string) =>
  request(stack.gateway.url)
    .post('/api/emotional-checkins')
    .set('Origin', stack.gateway.url)
    .set('Cookie', cookie)
    .send({ emotionLabel: 'calmness', emotionRating: 4 });

describe('per-person write limits', () => {
  it('every service a member writes to counts their writes (it keeps the counters: keyValue)', () => {
    const memberWrite = (operation: Operation) =>
      operation.method !== 'get' &&
      (operation.auth === 'signed-in' || operation.auth === 'member' || operation.auth === 'public');
    const definitions = [identityService, wellnessService, forumService, moderationService];
    const uncounted = definitions
      .filter((definition) =>
        operations.some(
          (operation) => `svc-${operation.service}` === definition.name && memberWrite(operation),
        ),
      )
      .filter((definition) => !definition.keyValue)
      .map((definition) => definition.name);
    expect(uncounted).toEqual([]);
  });

  it('a youth checking in past the minute’s limit gets a kind 429; another member is unaffected', async () => {
    const youth = await stack.signIn('youth');
    const parent = await stack.signIn('parent');
    const limit = CALL_WRITE_LIMITS['post /api/emotional-checkins']?.perMinute ?? 0;
    expect(limit).toBeGreaterThanOrEqual(5);

    for (let made = 0; made < limit; made += 1) expect((await checkIn(youth)).status).toBe(201);
    const refused = await checkIn(youth);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: TOO_MANY_WRITES });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(Number(refused.headers['retry-after'])).toBe(refused.body.retryAfterSeconds);

    // Counted per person: the parent's check-in goes through, and the youth can still read.
    expect((await checkIn(parent)).status).toBe(201);
    const list = await request(stack.gateway.url).get('/api/emotional-checkins').set('Cookie', youth);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(limit);
  });
});
