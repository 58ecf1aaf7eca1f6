import { randomUUID } from 'node:crypto';
import { HELPLINE_COUNTRY_HEADER, type Role } from '@heartwise/contracts';
import {
  createLogger,
  MemoryEventTransport,
  MemoryKeyValueStore,
  startService,
  TokenIssuer,
  type DocumentStore,
  type RunningService,
} from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { wellnessService } from '../../src/service.js';

/** svc-wellness on port 0 with embedded adapters, a clock the story moves, and the bus identity speaks on. */
export interface Wellness extends RunningService {
  /** The bus svc-identity would publish on; a story speaks for identity through it. */
  bus: MemoryEventTransport;
  /** Moves the service's clock. */
  setClock(at: string): void;
  /** The service's own store (to wait for what its projections learnt). */
  store(): DocumentStore;
  /**
   * A signed-in person, in a time zone (the browser's `x-timezone`) and, when given, a country
   * for their helplines (the app's `x-heartwise-country`).
   */
  person(options?: { role?: Role; timeZone?: string; id?: string; country?: string }): Person;
}

export interface Reply {
  status: number;
  body: unknown;
}

export interface Person {
  id: string;
  role: Role;
  /** Moves this person (their browser sends another zone from now on). */
  timeZone: string;
  /** The Authorization header value their browser's session amounts to. */
  authorization: string;
  call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<Reply>;
}

export async function startWellness(
  options: {
    now?: string;
    env?: Record<string, string>;
    /** The store its repositories use instead of the service's own (a real one, a database of its own). */
    store?: DocumentStore;
  } = {},
): Promise<Wellness> {
  const keys = testJwtKeys();
  const issuer = new TokenIssuer(keys.privateKey);
  const bus = new MemoryEventTransport({ logger: createLogger('wellness-test', 'silent') });
  let clock = new Date(options.now ?? '2026-11-21T12:00:00.000Z');
  let store: DocumentStore | undefined;
  const running = await startService(
    {
      ...wellnessService,
      build(context) {
        store = options.store ?? context.infra.store;
        return wellnessService.build({ ...context, infra: { ...context.infra, store } });
      },
    },
    {
      env: testServiceEnv(keys.publicKey, options.env),
      embedded: { transport: bus, kv: new MemoryKeyValueStore() },
      now: () => clock,
    },
  );
  return {
    ...running,
    bus,
    setClock(at) {
      clock = new Date(at);
    },
    store() {
      if (!store) throw new Error('svc-wellness has not started');
      return store;
    },
    person({ role = 'youth', timeZone = 'UTC', id = randomUUID(), country } = {}) {
      const token = issuer.issue({ sub: id, sid: 'a'.repeat(32), role }, 600);
      const person: Person = {
        id,
        role,
        timeZone,
        authorization: `Bearer ${token}`,
        async call(method, path, body) {
          const response = await fetch(`${running.url}${path}`, {
            method,
            headers: {
              authorization: `Bearer ${token}`,
              'x-timezone': person.timeZone,
              ...(country === undefined ? {} : { [HELPLINE_COUNTRY_HEADER]: country }),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as unknown };
        },
      };
      return person;
    },
    async stop() {
      await running.stop();
      await bus.close();
    },
  };
}

/** Calls without any token get 401; every wellness call is for signed-in people only. */
export async function anonymousStatus(wellness: Wellness, method: string, path: string): Promise<number> {
  const response = await fetch(`${wellness.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });
  return response.status;
}

export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met within 2 s');
}
