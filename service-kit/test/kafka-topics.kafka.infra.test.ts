import { describe, expect, it } from '@jest/globals';
import { KafkaEventTransport } from '../src/adapters/kafka/event-transport.kafka.js';
import { testLogger, unique } from './conformance/event-transport.conformance.js';
import { infraUrls } from './support/infra.js';

const { kafkaBrokers } = infraUrls();

describe('services starting together on one broker', () => {
  it('several processes making sure of the same new topics and subscribing to them at the same moment all start (the broker may still be catching up on topics it has just created)', async () => {
    // Four services starting at once, each with its own client, as `npm run start:stack` does.
    const transports = Array.from(
      { length: 4 },
      (_, n) =>
        new KafkaEventTransport({ brokers: kafkaBrokers, clientId: `topics-race-${n}`, logger: testLogger }),
    );
    try {
      for (let round = 0; round < 5; round += 1) {
        const topics = Array.from({ length: 6 }, () => unique('race.topic', '.'));
        await expect(
          Promise.all(transports.map((transport) => transport.ensureTopics(topics))),
        ).resolves.toHaveLength(transports.length);
      }
      // And each subscribes at once to topics that did not exist a moment ago, as services do.
      const fresh = Array.from({ length: 6 }, () => unique('race.topic', '.'));
      await expect(
        Promise.all(
          transports.map((transport) =>
            transport.subscribe({
              groupId: unique('race-group'),
              topics: fresh,
              handle: async () => undefined,
            }),
          ),
        ),
      ).resolves.toHaveLength(transports.length);
    } finally {
      await Promise.all(transports.map((transport) => transport.close()));
    }
  }, 120_000);
});
