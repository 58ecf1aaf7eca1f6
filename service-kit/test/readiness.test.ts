import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Health, Readiness, type EventEnvelope } from '@heartwise/contracts';
import { createLogger } from '../src/logging/logger.js';
import { MemoryEventTransport } from '../src/adapters/memory/event-transport.memory.js';
import { MemoryKeyValueStore } from '../src/adapters/memory/key-value.memory.js';
import { TokenIssuer } from '../src/auth/tokens.js';
import { openInfrastructure } from '../src/runtime/infrastructure.js';
import { startService, type RunningService } from '../src/runtime/start-service.js';
import { testJwtKeys, testServiceEnv } from '../src/testing/service-env.js';
import { notesService, NoteWritten } from './support/notes-service.js';

const keys = testJwtKeys();
const logger = createLogger('test', 'silent');
const bearer = `Bearer ${new TokenIssuer(keys.privateKey).issue(
  { sub: randomUUID(), sid: randomBytes(32).toString('base64url'), role: 'youth' },
  600,
)}`;

/** The in-process bus with a switch: while `down`, it neither answers a probe nor takes events, as Kafka stopped. */
class SwitchableTransport extends MemoryEventTransport {
  down = false;
  override async ping(): Promise<void> {
    if (this.down) throw new Error('Kafka did not answer within 2000 ms.');
    await super.ping();
  }
  override async publish(events: readonly EventEnvelope[]): Promise<void> {
    if (this.down) throw new Error('Connection error: connect ECONNREFUSED 127.0.0.1:9192');
    await super.publish(events);
  }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('a service while Kafka is down', () => {
  const transport = new SwitchableTransport({ logger });
  const published: EventEnvelope[] = [];
  let notes: RunningService;

  beforeAll(async () => {
    notes = await startService(notesService(), {
      env: testServiceEnv(keys.publicKey),
      embedded: { transport, kv: new MemoryKeyValueStore() },
      dependencyCheckMs: 50,
    });
    await transport.subscribe({
      groupId: 'test-listener',
      topics: [NoteWritten.type],
      handle: async (event) => {
        published.push(event);
      },
    });
  });
  afterAll(async () => {
    await notes.stop();
    await transport.close();
  });

  const readiness = async () => {
    const response = await fetch(`${notes.url}/readyz`);
    return { status: response.status, body: Readiness.parse(await response.json()) };
  };
  const health = async () => Health.parse(await (await fetch(`${notes.url}/healthz`)).json());
  const metrics = async () => (await fetch(`${notes.url}/metrics`)).text();
  const gauge = (text: string, name: string) =>
    Number(new RegExp(`^${name}\\{[^}]*\\} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);

  it('stays ready and takes writes, and /healthz and /metrics show Kafka down and the events waiting', async () => {
    transport.down = true;

    const ready = await readiness();
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', service: 'svc-notes', checks: { database: 'ok' } });

    const written = await fetch(`${notes.url}/api/notes`, {
      method: 'POST',
      headers: { authorization: bearer },
    });
    expect(written.status).toBe(201);

    const seen = await until(
      health,
      (body) => body.detail?.outbox.pending === 1 && !body.detail.kafka.connected,
    );
    expect(seen.status).toBe('ok');
    expect(seen.detail).toMatchObject({ kafka: { connected: false }, outbox: { pending: 1 } });
    expect(seen.detail?.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(0);

    const exported = await metrics();
    expect(gauge(exported, 'kafka_connected')).toBe(0);
    expect(gauge(exported, 'outbox_pending_events')).toBe(1);
    expect(gauge(exported, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect((await readiness()).status).toBe(200);
  });

  it('publishes what waited once Kafka answers again, and says so', async () => {
    transport.down = false;
    const back = await until(
      health,
      (body) => body.detail?.kafka.connected === true && body.detail.outbox.pending === 0,
    );
    expect(back.detail).toMatchObject({
      kafka: { connected: true },
      outbox: { pending: 0, oldestPendingSeconds: null },
    });
    await until(
      async () => published.length,
      (count) => count === 1,
    );
    expect(published.map((event) => event.type)).toEqual([NoteWritten.type]);
    expect(gauge(await metrics(), 'kafka_connected')).toBe(1);
  });
});

describe('the key-value store (Redis)', () => {
  const nobodyListens = 'redis://127.0.0.1:1';

  it('is never connected by a service whose definition does not use it, whatever REDIS_URL says', async () => {
    const infra = await openInfrastructure({
      service: 'svc-notes',
      env: { ...notesService().configSchema.parse(testServiceEnv(keys.publicKey)), REDIS_URL: nobodyListens },
      logger,
    });
    expect(Object.keys(infra.readiness)).toEqual(['database']);
    await expect(infra.kv.get('anything')).rejects.toThrow(
      "svc-notes uses the key-value store, but its definition does not say so: set its keyValue ('required' or 'optional').",
    );
    await infra.close();
  });

  it('is probed by /readyz only for a service that cannot serve without it', async () => {
    const kv = new MemoryKeyValueStore();
    const transport = new MemoryEventTransport({ logger });
    const required = await startService(notesService('required'), {
      env: testServiceEnv(keys.publicKey),
      embedded: { transport, kv },
    });
    const optional = await startService(notesService('optional'), {
      env: testServiceEnv(keys.publicKey),
      embedded: { transport, kv },
    });
    try {
      const checksOf = async (service: RunningService) =>
        Readiness.parse(await (await fetch(`${service.url}/readyz`)).json()).checks;
      expect(await checksOf(required)).toEqual({ database: 'ok', keyValue: 'ok' });
      expect(await checksOf(optional)).toEqual({ database: 'ok' });
    } finally {
      await required.stop();
      await optional.stop();
      await transport.close();
    }
  });
});
