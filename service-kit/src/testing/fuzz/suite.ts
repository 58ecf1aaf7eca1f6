import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { operations, type Operation } from '@heartwise/contracts';
import type { BaseServiceEnv } from '../../config/load-config.js';
import type { ServiceDefinition } from '../../runtime/start-service.js';
import { testJwtKeys, testServiceEnv } from '../service-env.js';
import { fuzzOperation, roleFor, startFuzzTarget, type FuzzTarget } from './target.js';

/** What a bearer-token service's fuzz suite needs beyond its name. */
export interface BearerFuzzSuite<S extends z.ZodType<BaseServiceEnv & { PORT: number }>> {
  /** Its area in the contracts: every operation of this area is fuzzed. */
  area: Operation['service'];
  service: ServiceDefinition<S>;
  /** Runs once the target is up, e.g. so bad posts meet the post checks rather than a consent gate. */
  prepare?: (target: FuzzTarget) => Promise<void>;
  /** One ordinary call that must still answer `status` after the fuzzing. */
  stillWorks: { title: string; status: number; call: (target: FuzzTarget) => Promise<Response> };
  numRuns?: number;
}

/**
 * Generated bad requests against every call of one service's area: never a 5xx, always a clear 4xx
 * message, and no operator from a request ever reaches the store. For services that trust the
 * gateway's bearer token (svc-identity checks its own sessions and has its own suite).
 */
export function describeBearerFuzz<S extends z.ZodType<BaseServiceEnv & { PORT: number }>>(
  title: string,
  suite: BearerFuzzSuite<S>,
): void {
  const calls = operations.filter((operation) => operation.service === suite.area);
  let target: FuzzTarget;

  beforeAll(async () => {
    const keys = testJwtKeys();
    target = await startFuzzTarget(suite.service, { keys, env: testServiceEnv(keys.publicKey) });
    await suite.prepare?.(target);
  });
  afterAll(() => target.stop());

  describe(`${title} under generated bad input`, () => {
    it.each(
      calls.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const),
    )('%s refuses every bad request clearly', async (_name, operation) => {
      const statuses = await fuzzOperation(operation, {
        url: target.url,
        headers: () => ({ authorization: target.bearer(roleFor(operation)) }),
        numRuns: suite.numRuns ?? 60,
      });
      // Signed in throughout: the bad input reached the service's own checks, not the door.
      expect(statuses[401]).toBeUndefined();
    });

    it('never let a request-made operator reach the store, and stored no `$` key', async () => {
      await expectStoreUntouched(target);
    });

    it(suite.stillWorks.title, async () => {
      expect((await suite.stillWorks.call(target)).status).toBe(suite.stillWorks.status);
    });
  });
}

/** The store saw calls, none carried an operator a request made, and no stored key starts with `$`. */
export async function expectStoreUntouched(target: FuzzTarget): Promise<void> {
  expect(target.watch.watched().length).toBeGreaterThan(0);
  expect(target.watch.offences()).toEqual([]);
  expect(await target.watch.scan()).toEqual([]);
}
