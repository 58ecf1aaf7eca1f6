import fc from 'fast-check';
import type { z } from 'zod';
import type { Operation, Role } from '@heartwise/contracts';
import { TokenIssuer } from '../../auth/tokens.js';
import type { BaseServiceEnv } from '../../config/load-config.js';
import { createLogger } from '../../logging/logger.js';
import { MemoryEventTransport } from '../../adapters/memory/event-transport.memory.js';
import { MemoryKeyValueStore } from '../../adapters/memory/key-value.memory.js';
import { startService, type RunningService, type ServiceDefinition } from '../../runtime/start-service.js';
import { badRequests, checkReply, send } from './requests.js';
import { StoreWatch } from './store-watch.js';

/** A service started for fuzzing: port 0, embedded adapters, a watched store, tokens for any role. */
export interface FuzzTarget extends RunningService {
  watch: StoreWatch;
  /** The Authorization header of the one signed-in caller with this role (the same person each call). */
  bearer(role: Role): string;
}

export interface FuzzTargetOptions {
  keys: { privateKey: string; publicKey: string };
  env: NodeJS.ProcessEnv;
}

export async function startFuzzTarget<S extends z.ZodType<BaseServiceEnv & { PORT: number }>>(
  definition: ServiceDefinition<S>,
  options: FuzzTargetOptions,
): Promise<FuzzTarget> {
  const watch = new StoreWatch();
  const transport = new MemoryEventTransport({ logger: createLogger('fuzz', 'silent') });
  const running = await startService(
    {
      ...definition,
      build: (context) =>
        definition.build({ ...context, infra: { ...context.infra, store: watch.wrap(context.infra.store) } }),
    },
    // One caller per role sends hundreds of writes: off, so each reaches the service's own checks
    // rather than a 429 (write-limits.test.ts covers the limits).
    { env: { WRITE_LIMITS: 'off', ...options.env }, embedded: { transport, kv: new MemoryKeyValueStore() } },
  );
  const issuer = new TokenIssuer(options.keys.privateKey);
  const tokens = new Map<Role, string>();
  return {
    ...running,
    watch,
    bearer(role) {
      const token =
        tokens.get(role) ??
        `Bearer ${issuer.issue({ sub: crypto.randomUUID(), sid: 'f'.repeat(32), role }, 600)}`;
      tokens.set(role, token);
      return token;
    },
    async stop() {
      await running.stop();
      await transport.close();
    },
  };
}

/** The role an operation needs: admin, moderator or org-admin for their calls, else youth. */
export const roleFor = (
  operation: Operation,
): Extract<Role, 'youth' | 'moderator' | 'admin' | 'org-admin'> =>
  operation.auth === 'admin' || operation.auth === 'moderator' || operation.auth === 'org-admin'
    ? operation.auth
    : 'youth';

/**
 * Sends `numRuns` generated bad requests to one operation and fails on the first answer that is a
 * 5xx, a refusal without a clear JSON message, or a success for an operator in a contract field.
 * Returns how many answers had each status (a run that only ever saw 401 proved nothing).
 */
export async function fuzzOperation(
  operation: Operation,
  options: {
    url: string;
    headers: () => Record<string, string> | Promise<Record<string, string>>;
    numRuns?: number;
    seed?: number;
  },
): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  await fc.assert(
    fc.asyncProperty(badRequests(operation), async (fuzz) => {
      const reply = await send(options.url, {
        ...fuzz,
        headers: { ...(await options.headers()), ...fuzz.headers },
      });
      statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
      checkReply(operation, fuzz, reply);
    }),
    { numRuns: options.numRuns ?? 40, ...(options.seed === undefined ? {} : { seed: options.seed }) },
  );
  return statuses;
}
