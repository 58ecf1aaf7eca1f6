import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { z } from 'zod';
import type { EventEnvelope } from '@heartwise/contracts';
import { MemoryDocumentStore } from '../src/adapters/memory/document-store.memory.js';
import { MemoryEventTransport } from '../src/adapters/memory/event-transport.memory.js';
import type { EventTransport } from '../src/ports/event-transport.port.js';
import { newEvent } from '../src/events/new-event.js';
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
