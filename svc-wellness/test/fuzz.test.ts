import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operations } from '@heartwise/contracts';
import {
  fuzzOperation,
  roleFor,
  startFuzzTarget,
  testJwtKeys,
  testServiceEnv,
  type FuzzTarget,
} from '@heartwise/service-kit/testing';
import { wellnessService } from '../src/service.js';

// Generated bad requests against every wellness call of the contracts: never a 5xx, always a clear
// 4xx message, and no operator from a request ever reaches the store.
const wellnessCalls = operations.filter((operation) => operation.service === 'wellness');
let wellness: FuzzTarget;

beforeAll(async () => {
  const keys = testJwtKeys();
  wellness = await startFuzzTarget(wellnessService, { keys, env: testServiceEnv(keys.publicKey) });
});
afterAll(() => wellness.stop());

describe('svc-wellness under generated bad input', () => {
  it.each(
    wellnessCalls.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )('%s refuses every bad request clearly', async (_name, operation) => {
    const statuses = await fuzzOperation(operation, {
      url: wellness.url,
      headers: () => ({ authorization: wellness.bearer(roleFor(operation)) }),
      numRuns: 60,
    });
    // Signed in throughout: the bad input reached the service's own checks, not the door.
    expect(statuses[401]).toBeUndefined();
  });

  it('never let a request-made operator reach the store, and stored no `$` key', async () => {
    expect(wellness.watch.watched().length).toBeGreaterThan(0);
    expect(wellness.watch.offences()).toEqual([]);
    expect(await wellness.watch.scan()).toEqual([]);
  });

  it('still saves a check-in after the fuzzing', async () => {
    const response = await fetch(`${wellness.url}/api/emotional-checkins`, {
      method: 'POST',
      headers: {
        authorization: wellness.bearer('youth'),
        'content-type': 'application/json',
        'x-timezone': 'UTC',
      },
      body: JSON.stringify({ emotionLabel: 'Calm', emotionRating: 3 }),
    });
    expect(response.status).toBe(201);
  });
});
