import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { z } from 'zod';
import type { EventEnvelope } from '@heartwise/contracts';
import { MemoryDocumentStore } from '../src/adapters/memory/document-store.memory.js';
import { MemoryEventTransport } from '../src/adapters/memory/event-transport.memory.js';
import type { EventTransport } from '../src/ports/event-transport.port.js';
import { newEvent } from '../src/domain/new-event.js';
import { OutboxRelay } from '../src/events/outbox-relay.js';
import {
  eventTransportConformance,
  pause,
  testEvent,
  testLogger,
  unique,
  waitFor,
} from './conformance/event-transport.conformance.js';

eventTransportConformance('memory', async () => {
  const transport = new MemoryEventTransport({ logger: testLogger });
  const store = new MemoryDocumentStore();
  return {
    transport,
    store,
    async close() {
      await transport.close();
      await store.close();
    },
  };
});

describe('MemoryEventTransport', () => {
  it('runs handlers only after publish has resolved, never inside the publisher’s call', async () => {
    const transport = new MemoryEventTransport({ logger: testLogger });
    const Noted = testEvent();
    const seen: string[] = [];
    await transport.subscribe({
      groupId: unique('group'),
      topics: [Noted.type],
      handle: async (event) => void seen.push(event.id),
    });
    await pause(5);
    await transport.publish([newEvent(Noted, { n: 1 })]);
    expect(seen).toEqual([]);
    await waitFor(() => seen.length === 1, 1_000, 'the event to arrive');
    await transport.close();
  });
});

describe('MemoryEventTransport memory (issue 15: the log kept every event for ever)', () => {
  const numbers = (events: readonly EventEnvelope[]) =>
    events.map((event) => (event.payload as { n: number }).n);
  const publishMany = async (
    transport: MemoryEventTransport,
    Noted: ReturnType<typeof testEvent>,
    count: number,
  ) => {
    for (let start = 0; start < count; start += 100) {
      await transport.publish(Array.from({ length: 100 }, (_, i) => newEvent(Noted, { n: start + i })));
    }
  };

  it('keeps a bounded log once every group has read it, and a late group reads the newest kept', async () => {
    const transport = new MemoryEventTransport({ logger: testLogger });
    const Noted = testEvent();
    const first: EventEnvelope[] = [];
    const second: EventEnvelope[] = [];
    await transport.subscribe({
      groupId: unique('a'),
      topics: [Noted.type],
      handle: async (e) => void first.push(e),
    });
    await transport.subscribe({
      groupId: unique('b'),
      topics: [Noted.type],
      handle: async (e) => void second.push(e),
    });

    await publishMany(transport, Noted, 20_000);
    await waitFor(() => first.length === 20_000 && second.length === 20_000, 10_000, 'every event to arrive');
    expect(numbers(first)).toEqual(Array.from({ length: 20_000 }, (_, n) => n));
    expect(transport.retained(Noted.type)).toBeGreaterThanOrEqual(1_000);
    expect(transport.retained(Noted.type)).toBeLessThanOrEqual(1_250);

    const late: EventEnvelope[] = [];
    await transport.subscribe({
      groupId: unique('late'),
      topics: [Noted.type],
      handle: async (e) => void late.push(e),
    });
    await waitFor(() => late.length === transport.retained(Noted.type), 2_000, 'the late group to catch up');
    expect(numbers(late).at(-1)).toBe(19_999);
    await transport.close();
  });

  it('never drops an event a subscribed group has not read yet', async () => {
    const transport = new MemoryEventTransport({ logger: testLogger, retainConsumed: 10 });
    const Noted = testEvent();
    const quick: EventEnvelope[] = [];
    const slow: EventEnvelope[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await transport.subscribe({
      groupId: unique('quick'),
      topics: [Noted.type],
      handle: async (e) => void quick.push(e),
    });
    await transport.subscribe({
      groupId: unique('slow'),
      topics: [Noted.type],
      handle: async (e) => {
        await held;
        slow.push(e);
      },
    });
    await publishMany(transport, Noted, 3_000);
    await waitFor(() => quick.length === 3_000, 5_000, 'the quick group to read everything');
    expect(transport.retained(Noted.type)).toBe(3_000);

    release();
    await waitFor(() => slow.length === 3_000, 5_000, 'the slow group to read everything');
    expect(numbers(slow)).toEqual(Array.from({ length: 3_000 }, (_, n) => n));
    expect(transport.retained(Noted.type)).toBeLessThanOrEqual(10 + 3);
    await transport.close();
  });

  it('keeps at most maxRecordsPerTopic, and warns when a stuck group loses events to it', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const transport = new MemoryEventTransport({
      logger,
      retainConsumed: 10,
      maxRecordsPerTopic: 500,
      retryDelayMs: 60_000,
    });
    const Noted = testEvent();
    await transport.subscribe({
      groupId: unique('stuck'),
      topics: [Noted.type],
      handle: async () => {
        throw new Error('a handler that always fails');
      },
    });
    await publishMany(transport, Noted, 2_000);
    expect(transport.retained(Noted.type)).toBeLessThanOrEqual(500);
    await waitFor(
      () =>
        lines.some(
          (line) => line.msg === 'a group fell too far behind: the oldest events it had not read are gone',
        ),
      1_000,
      'the warning',
    );
    await transport.close();
  });
});

describe('OutboxRelay', () => {
  /** The memory bus behind a switch, counting publish attempts, like Kafka going down and up. */
  function switchableBus() {
    const bus = new MemoryEventTransport({ logger: testLogger });
    const state = { down: false, hanging: false, attempts: 0 };
    const transport: EventTransport = {
      publish: async (events) => {
        state.attempts += 1;
        if (state.down) throw new Error('Connection error: connect ECONNREFUSED 127.0.0.1:9192');
        // A broker that takes the request and never answers.
        if (state.hanging) await new Promise(() => undefined);
        await bus.publish(events);
      },
      subscribe: (subscription) => bus.subscribe(subscription),
      ensureTopics: (topics) => bus.ensureTopics(topics),
      ping: () => bus.ping(),
      close: () => bus.close(),
    };
    return { transport, state };
  }

  function capturingLogger() {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    return { logger, lines };
  }

  const Order = z.object({ id: z.uuid(), step: z.number() });

  it('while the bus is down it keeps the events, warns once, backs off, and then publishes them in order', async () => {
    const store = new MemoryDocumentStore();
    const orders = store.collection({ name: 'orders', schema: Order });
    const { transport, state } = switchableBus();
    const { logger, lines } = capturingLogger();
    const Placed = testEvent();
    const seen: string[] = [];
    await transport.subscribe({
      groupId: unique('group'),
      topics: [Placed.type],
      handle: async (event) => void seen.push(event.id),
    });

    state.down = true;
    const relay = new OutboxRelay({
      source: store,
      transport,
      logger,
      pollIntervalMs: 20,
      minBackoffMs: 10,
      maxBackoffMs: 80,
    });
    relay.start();
    const written: EventEnvelope[] = [];
    for (let step = 0; step < 5; step += 1) {
      const events = [newEvent(Placed, { n: step * 2 }), newEvent(Placed, { n: step * 2 + 1 })];
      written.push(...events);
      const id = randomUUID();
      await orders.insert({ id, step }, { events: events.slice(0, 1) });
      await orders.updateOne({ id }, { set: { step: step + 1 } }, { events: events.slice(1) });
    }
    await pause(500);
    // Backoff 10 → 80 ms: a handful of attempts in half a second, not a hot loop.
    expect(state.attempts).toBeGreaterThanOrEqual(4);
    expect(state.attempts).toBeLessThan(15);
    expect(await store.pendingEvents(100)).toHaveLength(10);
    expect(lines.filter((line) => line.level === 40)).toHaveLength(1);

    state.down = false;
    await relay.flush(2_000);
    await waitFor(() => seen.length === 10, 2_000, 'all events to arrive');
    expect(seen).toEqual(written.map((event) => event.id));
    expect(lines.filter((line) => line.msg === 'publishing events again')).toHaveLength(1);
    await relay.stop();
    await transport.close();
  });

  it('wakes up as soon as a write carries events, without waiting for the poll interval', async () => {
    const store = new MemoryDocumentStore();
    const orders = store.collection({ name: 'orders', schema: Order });
    const { transport } = switchableBus();
    const Placed = testEvent();
    const seen: string[] = [];
    await transport.subscribe({
      groupId: unique('group'),
      topics: [Placed.type],
      handle: async (event) => void seen.push(event.id),
    });
    const relay = new OutboxRelay({ source: store, transport, logger: testLogger, pollIntervalMs: 60_000 });
    relay.start();
    await pause(20);
    await orders.insert({ id: randomUUID(), step: 1 }, { events: [newEvent(Placed, { n: 1 })] });
    await waitFor(() => seen.length === 1, 500, 'the event to be relayed');
    await relay.stop();
    await transport.close();
  });

  it('stop publishes what is pending first; while the bus is down it leaves it in the outbox', async () => {
    const store = new MemoryDocumentStore();
    const orders = store.collection({ name: 'orders', schema: Order });
    const { transport, state } = switchableBus();
    const Placed = testEvent();
    const relay = new OutboxRelay({ source: store, transport, logger: testLogger, pollIntervalMs: 60_000 });
    relay.start();
    for (let step = 0; step < 250; step += 1) {
      await orders.insert({ id: randomUUID(), step }, { events: [newEvent(Placed, { n: step })] });
    }
    await relay.stop();
    expect(await store.pendingEvents(1)).toEqual([]);

    state.down = true;
    relay.start();
    await orders.insert({ id: randomUUID(), step: 0 }, { events: [newEvent(Placed, { n: 0 })] });
    await relay.stop();
    expect(await store.pendingEvents(10)).toHaveLength(1);
    await transport.close();
  });

  it('stop gives up draining after its drain time and leaves the rest in the outbox for the next start', async () => {
    const store = new MemoryDocumentStore();
    const orders = store.collection({ name: 'orders', schema: Order });
    const { transport, state } = switchableBus();
    const { logger, lines } = capturingLogger();
    const Placed = testEvent();
    const seen: EventEnvelope[] = [];
    await transport.subscribe({
      groupId: unique('drain'),
      topics: [Placed.type],
      handle: async (event) => {
        seen.push(event);
      },
    });
    state.hanging = true;
    const relay = new OutboxRelay({ source: store, transport, logger, pollIntervalMs: 60_000 });
    relay.start();
    await orders.insert({ id: randomUUID(), step: 1 }, { events: [newEvent(Placed, { n: 1 })] });
    await waitFor(() => state.attempts > 0, 500, 'the relay to try publishing');

    await relay.stop(100);
    expect(await store.pendingEvents(10)).toHaveLength(1);
    expect(lines.map((line) => line.msg)).toContain(
      'stopping with events still in the outbox; the next start publishes them',
    );

    // The broker answers again: the next start publishes what was left, once.
    state.hanging = false;
    relay.start();
    await waitFor(() => seen.length === 1, 1_000, 'the event left in the outbox to be relayed');
    await relay.stop();
    expect(await store.pendingEvents(10)).toEqual([]);
    await transport.close();
  });
});
