import type { Logger } from '../logging/logger.js';
import type { BaseServiceEnv } from '../config/load-config.js';
import type { DocumentStore } from '../ports/document-store.port.js';
import type { EventTransport } from '../ports/event-transport.port.js';
import type { KeyValueStore } from '../ports/key-value.port.js';
import type { ReadinessCheck } from '../health/readiness.js';
import { MemoryDocumentStore } from '../adapters/memory/document-store.memory.js';
import { MemoryEventTransport } from '../adapters/memory/event-transport.memory.js';
import { MemoryKeyValueStore } from '../adapters/memory/key-value.memory.js';
import { MongoDocumentStore } from '../adapters/mongo/document-store.mongo.js';
import { KafkaEventTransport } from '../adapters/kafka/event-transport.kafka.js';
import { RedisKeyValueStore } from '../adapters/redis/key-value.redis.js';

/**
 * What the embedded run mode shares between the services of one process: the in-process bus (so
 * events cross services as they would over Kafka) and the key-value store (so the gateway sees the
 * sessions svc-identity writes, as both would in Redis). Storage is never shared: each service
 * owns its own database in both modes.
 */
export interface EmbeddedInfrastructure {
  transport: MemoryEventTransport;
  kv: MemoryKeyValueStore;
}

export function createEmbeddedInfrastructure(logger: Logger): EmbeddedInfrastructure {
  return { transport: new MemoryEventTransport({ logger }), kv: new MemoryKeyValueStore() };
}

export interface Infrastructure {
  store: DocumentStore;
  transport: EventTransport;
  kv: KeyValueStore;
  readiness: Record<string, ReadinessCheck>;
  close(): Promise<void>;
}

export interface InfrastructureOptions {
  service: string;
  env: BaseServiceEnv;
  logger: Logger;
  /** Present in the embedded mode; each real server named in env still wins over it. */
  embedded?: EmbeddedInfrastructure;
}

/** Picks each adapter: the real server when its URL is configured, else the embedded one. */
export async function openInfrastructure(options: InfrastructureOptions): Promise<Infrastructure> {
  const { service, env, logger, embedded } = options;
  const database = `heartwise_${service.replace(/^svc-/, '').replace(/-/g, '_')}`;

  const store: DocumentStore = env.MONGO_URL
    ? await MongoDocumentStore.connect(env.MONGO_URL, database, { logger })
    : new MemoryDocumentStore();
  const transport: EventTransport = env.KAFKA_BROKERS
    ? new KafkaEventTransport({ brokers: env.KAFKA_BROKERS.split(','), clientId: service, logger })
    : (embedded?.transport ?? new MemoryEventTransport({ logger }));
  const kv: KeyValueStore = env.REDIS_URL
    ? await RedisKeyValueStore.connect(env.REDIS_URL, { keyPrefix: 'heartwise:', logger })
    : (embedded?.kv ?? new MemoryKeyValueStore());

  const ownsTransport = Boolean(env.KAFKA_BROKERS) || !embedded;
  const ownsKv = Boolean(env.REDIS_URL) || !embedded;
  return {
    store,
    transport,
    kv,
    readiness: {
      database: () => store.ping(),
      events: () => transport.ping(),
      sessions: () => kv.ping(),
    },
    async close() {
      if (ownsTransport) await transport.close();
      if (ownsKv) await kv.close();
      await store.close();
    },
  };
}
