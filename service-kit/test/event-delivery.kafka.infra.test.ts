import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { MongoDocumentStore } from '../src/adapters/mongo/document-store.mongo.js';
import { KafkaEventTransport } from '../src/adapters/kafka/event-transport.kafka.js';
import type { EventTransport } from '../src/ports/event-transport.port.js';
import { newEvent } from '../src/domain/new-event.js';
import { OutboxRelay } from '../src/events/outbox-relay.js';
import { on, subscribeToEvents } from '../src/events/consumer.js';
import { pause, testEvent, testLogger, unique, waitFor } from './conformance/event-transport.conformance.js';
import { infraProfile, infraScript, infraUrls } from './support/infra.js';

const run = promisify(execFile);
const { kafkaBrokers, mongoUrl } = infraUrls();
const total = 200;

let kafkaStopped = false;

/**
 * Stops or starts only the Kafka of this run's infra profile (HEARTWISE_INFRA_PROFILE, default
 * test); its data stays (scripts/infra/infra.sh). A Kafka of your own (KAFKA_BROKERS) needs a
 * script of your own taking the same arguments, named by HEARTWISE_TEST_KAFKA_CONTROL.
 */
async function kafka(command: 'stop' | 'start'): Promise<number> {
  const started = Date.now();
  await run('bash', [process.env.HEARTWISE_TEST_KAFKA_CONTROL ?? infraScript, command, 'kafka'], {
    env: { ...process.env, HEARTWISE_INFRA_PROFILE: infraProfile() },
    timeout: 90_000,
  });
  kafkaStopped = command === 'stop';
  return Date.now() - started;
}

// Whatever happens in the test, the other suites get their Kafka back.
afterAll(async () => {
  if (kafkaStopped) await kafka('start');
}, 90_000);

describe('event delivery through a Kafka outage', () => {
  it('a conformance test stops Kafka while events are being produced, starts it again, and every event arrives exactly once at the consumer’s handler (no loss, duplicates absorbed)', async () => {
    const OrderPlaced = testEvent();
    const timings: Record<string, number> = {};
    const t0 = Date.now();
    const mark = (name: string): void => void (timings[name] = Date.now() - t0);

    // The production path: each service its own database (the outbox and the processed ids live
    // there) and its own Kafka client, as two real processes would have.
    const database = `outbox_test_${randomUUID().slice(0, 8)}`;
    const producerStore = await MongoDocumentStore.connect(mongoUrl, database);
    const consumerStore = await MongoDocumentStore.connect(mongoUrl, `${database}_consumer`);
    const orders = producerStore.collection({
      name: 'orders',
      schema: z.object({ id: z.uuid(), n: z.number() }),
    });
    const producerBus = new KafkaEventTransport({
      brokers: kafkaBrokers,
      clientId: 'delivery-producer',
      logger: testLogger,
    });
    const relay = new OutboxRelay({
      source: producerStore,
      transport: producerBus,
      logger: testLogger,
      pollIntervalMs: 200,
    });

    const consumerBus = new KafkaEventTransport({
      brokers: kafkaBrokers,
      clientId: 'delivery-consumer',
      logger: testLogger,
      sessionTimeoutMs: 10_000,
    });
    let deliveries = 0;
    const countingBus: EventTransport = {
      publish: (events) => consumerBus.publish(events),
      ensureTopics: (topics) => consumerBus.ensureTopics(topics),
      ping: () => consumerBus.ping(),
      close: () => consumerBus.close(),
      subscribe: (subscription) =>
        consumerBus.subscribe({
          ...subscription,
          handle: async (event) => {
            deliveries += 1;
            await subscription.handle(event);
          },
        }),
    };

    const handledTimes = new Map<string, number>();
    const produced: string[] = [];
    let producing: Promise<void> | null = null;
    try {
      await producerStore.ensureIndexes();
      await producerBus.ensureTopics([OrderPlaced.type]);
      await subscribeToEvents(countingBus, {
        groupId: unique('delivery'),
        store: consumerStore,
        logger: testLogger,
        handlers: {
          ...on(
            OrderPlaced,
            async (event) => void handledTimes.set(event.id, (handledTimes.get(event.id) ?? 0) + 1),
          ),
        },
      });
      relay.start();
      mark('ready');

      // One order every 60 ms (200 in about 12 s), each write carrying its event in the outbox.
      producing = (async () => {
        for (let n = 0; n < total; n += 1) {
          const event = newEvent(OrderPlaced, { n });
          await orders.insert({ id: randomUUID(), n }, { events: [event] });
          produced.push(event.id);
          await pause(60);
        }
        mark('allProduced');
      })();

      await waitFor(
        () => handledTimes.size >= 20,
        20_000,
        'the first events to flow before Kafka is stopped',
      );
      mark('stopRequested');
      timings.stopCommandMs = await kafka('stop');
      mark('kafkaStopped');
      // Otherwise the story below proves nothing.
      await expect(producerBus.ping()).rejects.toThrow();
      const producedAtStop = produced.length;
      await pause(7_000); // still producing: these events can only wait in the outbox
      const producedWhileDown = produced.length - producedAtStop;
      mark('startRequested');
      timings.startCommandMs = await kafka('start');
      mark('kafkaStarted');
      await producing;

      await waitFor(
        () => handledTimes.size === total,
        90_000,
        'every event to be handled after the restart',
      ).catch(async (error: unknown) => {
        const pending = (await producerStore.pendingEvents(total)).length;
        throw new Error(
          `${String(error)} Handled ${handledTimes.size} of ${total}; ${pending} still in the outbox.`,
        );
      });
      mark('allHandled');
      await pause(1_000); // room for a late duplicate to show up
      expect(producedWhileDown).toBeGreaterThan(0);

      expect(new Set(handledTimes.keys())).toEqual(new Set(produced));
      expect([...handledTimes.entries()].filter(([, times]) => times > 1)).toEqual([]);
      expect(await producerStore.pendingEvents(1)).toEqual([]);

      // Printed on purpose: the recovery times are what a reader of the CI log wants to know.
      console.warn(
        `event delivery through a Kafka outage: ${total} produced (${producedWhileDown} while Kafka was down), ` +
          `${handledTimes.size} handled once each, ${deliveries} deliveries (${deliveries - total} duplicates absorbed); ` +
          `timings (ms since start) ${JSON.stringify(timings)}`,
      );
    } finally {
      await producing?.catch(() => undefined);
      await relay.stop();
      await Promise.all([producerBus.close(), consumerBus.close()]);
      for (const store of [producerStore, consumerStore]) {
        await store.dropDatabase().catch(() => undefined);
        await store.close();
      }
    }
  }, 180_000);
});
