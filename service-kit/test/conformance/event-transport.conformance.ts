import { randomInt, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineEvent, type EventEnvelope } from '@heartwise/contracts';
import { pino, type Logger } from 'pino';
import type { DocumentStore } from '../../src/ports/document-store.port.js';
import type { EventTransport } from '../../src/ports/event-transport.port.js';
import { newEvent } from '../../src/domain/new-event.js';
import { OutboxRelay } from '../../src/events/outbox-relay.js';
import { on, processedEventsCollection, subscribeToEvents } from '../../src/events/consumer.js';

export interface EventTransportFixture {
  transport: EventTransport;
  /** The service's own store, for the outbox and the consumer's processed ids. */
  store: DocumentStore;
  close(): Promise<void>;
}

export interface EventTransportConformanceOptions {
  /** Per test; a real broker needs a few seconds to create topics and join groups. */
  timeoutMs?: number;
}

/** Lines from the code under test; set TEST_LOG_LEVEL=debug to read them. */
export const testLogger: Logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/**
 * What every EventTransport must do (ARCHITECTURE §6), then the whole delivery story on top of it:
 * a write with events → outbox relay → transport → idempotent consumer. `open` gives a fresh
 * transport and store for each test; every test uses topics and groups of its own, so runs against
 * a shared broker never see each other's events.
 */
export function eventTransportConformance(
  name: string,
  open: () => Promise<EventTransportFixture>,
  options: EventTransportConformanceOptions = {},
): void {
  const timeout = options.timeoutMs ?? 5_000;
  /** Waits are bounded well inside the test's own timeout, so a failure says what was missing. */
  const waitMs = Math.max(1_000, timeout - 2_000);

  describe(`EventTransport (${name})`, () => {
    let fixture: EventTransportFixture;
    let transport: EventTransport;
    beforeEach(async () => {
      fixture = await open();
      transport = fixture.transport;
    });
    afterEach(async () => {
      await fixture.close();
    });

    it(
      'delivers a published event to a subscriber, as it was published',
      async () => {
        const Noted = testEvent();
        await transport.ensureTopics([Noted.type]);
        const seen: EventEnvelope[] = [];
        await transport.subscribe({
          groupId: unique('group'),
          topics: [Noted.type],
          handle: async (event) => void seen.push(event),
        });

        const event = newEvent(Noted, { n: 1 }, { requestId: 'req-12345678' });
        await transport.publish([event]);

        await waitFor(() => seen.length === 1, waitMs, 'the event to arrive');
        expect(seen[0]).toEqual(event);
        await pause(200);
        expect(seen).toHaveLength(1);
      },
      timeout,
    );

    it(
      'publish does not wait for handlers',
      async () => {
        const Noted = testEvent();
        await transport.ensureTopics([Noted.type]);
        let release: () => void = () => undefined;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const seen: number[] = [];
        await transport.subscribe({
          groupId: unique('group'),
          topics: [Noted.type],
          handle: async (event) => {
            seen.push(payloadOf(event));
            await gate;
          },
        });
        await transport.publish([newEvent(Noted, { n: 1 })]);
        await transport.publish([newEvent(Noted, { n: 2 })]);
        await waitFor(() => seen.length === 1, waitMs, 'the first event to arrive');
        release();
        await waitFor(() => seen.length === 2, waitMs, 'the second event to arrive');
        expect(seen).toEqual([1, 2]);
      },
      timeout,
    );

    it(
      'a new group also gets the events published before it subscribed',
      async () => {
        const Noted = testEvent();
        await transport.ensureTopics([Noted.type]);
        await transport.publish([newEvent(Noted, { n: 1 }), newEvent(Noted, { n: 2 })]);
        const seen: number[] = [];
        await transport.subscribe({
          groupId: unique('group'),
          topics: [Noted.type],
          handle: async (event) => void seen.push(payloadOf(event)),
        });
        await waitFor(() => seen.length === 2, waitMs, 'both earlier events to arrive');
        expect(seen).toEqual([1, 2]);
      },
      timeout,
    );

    it(
      'keeps the publishing order within a topic, one event at a time',
      async () => {
        const Noted = testEvent();
        await transport.ensureTopics([Noted.type]);
        const seen: number[] = [];
        let inHandler = 0;
        let overlapped = false;
        await transport.subscribe({
          groupId: unique('group'),
          topics: [Noted.type],
          handle: async (event) => {
            inHandler += 1;
            if (inHandler > 1) overlapped = true;
            await pause(randomInt(3));
            seen.push(payloadOf(event));
            inHandler -= 1;
          },
        });
        const numbers = Array.from({ length: 30 }, (_, index) => index);
        for (let start = 0; start < numbers.length; start += 7) {
          await transport.publish(numbers.slice(start, start + 7).map((n) => newEvent(Noted, { n })));
        }
        await waitFor(() => seen.length === numbers.length, waitMs, 'all 30 events to arrive');
        expect(seen).toEqual(numbers);
        expect(overlapped).toBe(false);
      },
      timeout,
    );

    it(
      'every group gets every event; a group subscribed to two topics gets both',
      async () => {
        const Placed = testEvent();
        const Shipped = testEvent();
        await transport.ensureTopics([Placed.type, Shipped.type]);
        const forum: string[] = [];
        const moderation: string[] = [];
        await transport.subscribe({
          groupId: unique('forum'),
          topics: [Placed.type, Shipped.type],
          handle: async (event) => void forum.push(`${event.type}:${payloadOf(event)}`),
        });
        await transport.subscribe({
          groupId: unique('moderation'),
          topics: [Placed.type],
          handle: async (event) => void moderation.push(`${event.type}:${payloadOf(event)}`),
        });
        await transport.publish([
          newEvent(Placed, { n: 1 }),
          newEvent(Shipped, { n: 1 }),
          newEvent(Placed, { n: 2 }),
        ]);

        await waitFor(
          () => forum.length === 3 && moderation.length === 2,
          waitMs,
          'both groups to get their events',
        );
        expect([...forum].sort()).toEqual(
          [`${Placed.type}:1`, `${Placed.type}:2`, `${Shipped.type}:1`].sort(),
        );
        expect(forum.filter((entry) => entry.startsWith(Placed.type))).toEqual([
          `${Placed.type}:1`,
          `${Placed.type}:2`,
        ]);
        expect(moderation).toEqual([`${Placed.type}:1`, `${Placed.type}:2`]);
      },
      timeout,
    );

    it(
      'a handler that throws gets the same event again, and later events wait for it (at least once)',
      async () => {
        const Noted = testEvent();
        await transport.ensureTopics([Noted.type]);
        const attempts: number[] = [];
        let failuresLeft = 2;
        await transport.subscribe({
          groupId: unique('group'),
          topics: [Noted.type],
          handle: async (event) => {
            const n = payloadOf(event);
            attempts.push(n);
            if (n === 1 && failuresLeft > 0) {
              failuresLeft -= 1;
              throw new Error('the database blinked');
            }
          },
        });
        await transport.publish([newEvent(Noted, { n: 1 }), newEvent(Noted, { n: 2 })]);

        await waitFor(() => attempts.includes(2), waitMs, 'the event after the failing one to arrive');
        expect(attempts).toEqual([1, 1, 1, 2]);
      },
      timeout,
    );

    it(
      'a record that is not an event envelope is skipped and does not block the topic',
      async () => {
        const Noted = testEvent();
        await transport.ensureTopics([Noted.type]);
        const seen: number[] = [];
        await transport.subscribe({
          groupId: unique('group'),
          topics: [Noted.type],
          handle: async (event) => void seen.push(payloadOf(event)),
        });
        const poison = { ...newEvent(Noted, { n: 0 }), id: 'not-a-uuid' } as EventEnvelope;
        await transport.publish([poison, newEvent(Noted, { n: 1 })]);
        await waitFor(() => seen.length === 1, waitMs, 'the event after the poison one to arrive');
        expect(seen).toEqual([1]);
      },
      timeout,
    );

    it(
      'ensureTopics can be called again with topics that already exist',
      async () => {
        const First = testEvent();
        const Second = testEvent();
        await transport.ensureTopics([First.type]);
        await transport.ensureTopics([First.type]);
        await transport.ensureTopics([First.type, Second.type, Second.type]);
        const seen: string[] = [];
        await transport.subscribe({
          groupId: unique('group'),
          topics: [First.type, Second.type],
          handle: async (event) => void seen.push(event.type),
        });
        await transport.publish([newEvent(First, { n: 1 }), newEvent(Second, { n: 1 })]);
        await waitFor(() => seen.length === 2, waitMs, 'events on both topics to arrive');
      },
      timeout,
    );

    it(
      'answers ping while open; after close it refuses work, and closing again is harmless',
      async () => {
        await transport.ping();
        const Noted = testEvent();
        await transport.ensureTopics([Noted.type]);
        await transport.subscribe({
          groupId: unique('group'),
          topics: [Noted.type],
          handle: async () => undefined,
        });
        await transport.close();
        await expect(transport.publish([newEvent(Noted, { n: 1 })])).rejects.toThrow(/closed/);
        await expect(transport.ping()).rejects.toThrow(/closed/);
        await transport.close();
      },
      timeout,
    );

    describe('with the outbox and an idempotent consumer', () => {
      it(
        'each event written with a change reaches the handler exactly once, even when delivered twice',
        async () => {
          const { store } = fixture;
          const OrderPlaced = testEvent();
          const orders = store.collection({
            name: 'orders',
            schema: z.object({ id: z.uuid(), n: z.number() }),
          });
          await transport.ensureTopics([OrderPlaced.type]);

          const handled: number[] = [];
          let deliveries = 0;
          const counting: EventTransport = {
            ...bind(transport),
            subscribe: (subscription) =>
              transport.subscribe({
                ...subscription,
                handle: async (event) => {
                  deliveries += 1;
                  await subscription.handle(event);
                },
              }),
          };
          const groupId = unique('orders');
          await subscribeToEvents(counting, {
            groupId,
            store,
            logger: testLogger,
            handlers: { ...on(OrderPlaced, async (event) => void handled.push(event.payload.n)) },
          });

          const relay = new OutboxRelay({ source: store, transport, logger: testLogger, pollIntervalMs: 50 });
          relay.start();
          try {
            const written: EventEnvelope[] = [];
            for (let n = 1; n <= 10; n += 1) {
              const event = newEvent(OrderPlaced, { n });
              written.push(event);
              await orders.insert({ id: randomUUID(), n }, { events: [event] });
            }
            await relay.flush(waitMs);
            await waitFor(() => handled.length === 10, waitMs, 'all 10 events to be handled');

            // The bus delivers at least once: the same events again must change nothing.
            await transport.publish(written.slice(0, 3));
            await waitFor(() => deliveries === 13, waitMs, 'the duplicates to be delivered');
            await pause(100);
            expect(handled).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
            expect(await store.collection(processedEventsCollection).count({ groupId })).toBe(10);
            expect(await store.pendingEvents(10)).toEqual([]);
          } finally {
            await relay.stop();
          }
        },
        timeout,
      );

      it(
        'ignores event types it has no handler for and skips events that break their contract',
        async () => {
          const { store } = fixture;
          const Known = testEvent();
          const Unknown = testEvent();
          await transport.ensureTopics([Known.type, Unknown.type]);
          const handled: number[] = [];
          await subscribeToEvents(transport, {
            groupId: unique('group'),
            store,
            logger: testLogger,
            handlers: { ...on(Known, async (event) => void handled.push(event.payload.n)) },
          });
          const broken = { ...newEvent(Known, { n: 0 }), payload: { n: 'zero' } } as EventEnvelope;
          await transport.publish([newEvent(Unknown, { n: 99 }), broken, newEvent(Known, { n: 1 })]);
          await waitFor(() => handled.length === 1, waitMs, 'the valid event to be handled');
          expect(handled).toEqual([1]);
        },
        timeout,
      );
    });
  });
}

/** An event type of its own: topic names allow only letters and dashes, so the suffix is letters. */
export function testEvent() {
  return defineEvent(`test.${unique('noted', '-')}.happened`, 1, z.object({ n: z.number().int() }));
}

export function unique(prefix: string, separator = '-'): string {
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  return `${prefix}${separator}${letters}`;
}

function payloadOf(event: EventEnvelope): number {
  return (event.payload as { n: number }).n;
}

function bind(transport: EventTransport): EventTransport {
  return {
    publish: (events) => transport.publish(events),
    subscribe: (subscription) => transport.subscribe(subscription),
    ensureTopics: (topics) => transport.ensureTopics(topics),
    ping: () => transport.ping(),
    close: () => transport.close(),
  };
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await pause(20);
  }
}
