import { MemoryDocumentStore } from '../src/adapters/memory/document-store.memory.js';
import { KafkaEventTransport } from '../src/adapters/kafka/event-transport.kafka.js';
import { eventTransportConformance, testLogger } from './conformance/event-transport.conformance.js';
import { infraUrls } from './support/infra.js';

const { kafkaBrokers } = infraUrls();

// Topics and groups are named afresh in every test (see the suite), so runs never meet.
eventTransportConformance(
  'kafka',
  async () => {
    const transport = new KafkaEventTransport({
      brokers: kafkaBrokers,
      clientId: 'service-kit-conformance',
      logger: testLogger,
      sessionTimeoutMs: 10_000,
    });
    const store = new MemoryDocumentStore();
    return {
      transport,
      store,
      async close() {
        await transport.close();
        await store.close();
      },
    };
  },
  { timeoutMs: 30_000 },
);
