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
import { forumService } from '../src/service.js';

// Generated bad requests against every forum call of the contracts: never a 5xx, always a clear
// 4xx message, and no operator from a request ever reaches the store.
const forumCalls = operations.filter((operation) => operation.service === 'forum');
let forum: FuzzTarget;

beforeAll(async () => {
  const keys = testJwtKeys();
  forum = await startFuzzTarget(forumService, { keys, env: testServiceEnv(keys.publicKey) });
  // Agreed to the guidelines, so bad posts meet the post checks rather than the consent gate.
  await fetch(`${forum.url}/api/forum/consent`, {
    method: 'POST',
    headers: { authorization: forum.bearer('youth') },
  });
});
afterAll(() => forum.stop());

describe('svc-forum under generated bad input', () => {
  it.each(
    forumCalls.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )('%s refuses every bad request clearly', async (_name, operation) => {
    const statuses = await fuzzOperation(operation, {
      url: forum.url,
      headers: () => ({ authorization: forum.bearer(roleFor(operation)) }),
      numRuns: 60,
    });
    // Signed in throughout: the bad input reached the service's own checks, not the door.
    expect(statuses[401]).toBeUndefined();
  });

  it('never let a request-made operator reach the store, and stored no `$` key', async () => {
    expect(forum.watch.watched().length).toBeGreaterThan(0);
    expect(forum.watch.offences()).toEqual([]);
    expect(await forum.watch.scan()).toEqual([]);
  });

  it('still lists threads after the fuzzing', async () => {
    const response = await fetch(`${forum.url}/api/forum/threads`, {
      headers: { authorization: forum.bearer('youth'), 'x-timezone': 'UTC' },
    });
    expect(response.status).toBe(200);
  });
});
