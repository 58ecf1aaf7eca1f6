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
import { moderationService } from '../src/service.js';

// Generated bad requests against every moderation call of the contracts: never a 5xx, always a clear
// 4xx message, and no operator from a request ever reaches the store.
const moderationCalls = operations.filter((operation) => operation.service === 'moderation');
let moderation: FuzzTarget;

beforeAll(async () => {
  const keys = testJwtKeys();
  moderation = await startFuzzTarget(moderationService, { keys, env: testServiceEnv(keys.publicKey) });
});
afterAll(() => moderation.stop());

describe('svc-moderation under generated bad input', () => {
  it.each(
    moderationCalls.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )('%s refuses every bad request clearly', async (_name, operation) => {
    const statuses = await fuzzOperation(operation, {
      url: moderation.url,
      headers: () => ({ authorization: moderation.bearer(roleFor(operation)) }),
      numRuns: 60,
    });
    // Signed in throughout: the bad input reached the service's own checks, not the door.
    expect(statuses[401]).toBeUndefined();
  });

  it('never let a request-made operator reach the store, and stored no `$` key', async () => {
    expect(moderation.watch.watched().length).toBeGreaterThan(0);
    expect(moderation.watch.offences()).toEqual([]);
    expect(await moderation.watch.scan()).toEqual([]);
  });

  it('still lists the queue after the fuzzing', async () => {
    const response = await fetch(`${moderation.url}/api/admin/moderation?status=pending`, {
      headers: { authorization: moderation.bearer('moderator') },
    });
    expect(response.status).toBe(200);
  });
});
