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
  /**
   * The key-value store (Redis, or the embedded one), for a service whose definition says
   * `keyValue`; any other service gets a store that refuses every call, naming the fix.
   */
  kv: KeyValueStore;
  /** What /readyz probes: only what the service cannot serve without. */
  readiness: Record<string, ReadinessCheck>;
  close(): Promise<void>;
}

export interface InfrastructureOptions {
  service: string;
  env: BaseServiceEnv;
  logger: Logger;
  /** Present in the embedded mode; each real server named in env still wins over it. */
  embedded?: EmbeddedInfrastructure;
  /** What the service keeps in the key-value store (ServiceDefinition.keyValue); unset: never connected. */
  keyValue?: KeyValueUse | undefined;
}

/** `required`: the service cannot serve without it (probed by /readyz); `optional`: it fails open. */
export type KeyValueUse = 'required' | 'optional';

/**
 * Picks each adapter: the real server when its URL is configured, else the embedded one.
 *
 * Readiness (/readyz) is the service's database, plus the key-value store for a service that
 * cannot serve without it (`keyValue: 'required'`: svc-identity's sessions). Kafka is not in it:
 * while Kafka is away writes go on and their events wait in the outbox, so a Kafka outage must not
 * take every service out of its Kubernetes Service (DependencyMonitor shows Kafka and the backlog
 * on /healthz and /metrics instead).
 */
export async function openInfrastructure(options: InfrastructureOptions): Promise<Infrastructure> {
  const { service, env, logger, embedded } = options;
  const database = `heartwise_${service.replace(/^svc-/, '').replace(/-/g, '_')}`;

  const store: DocumentStore = env.MONGO_URL
    ? await MongoDocumentStore.connect(env.MONGO_URL, database, { logger })
    : new MemoryDocumentStore();
  const transport: EventTransport = env.KAFKA_BROKERS
    ? new KafkaEventTransport({ brokers: env.KAFKA_BROKERS.split(','), clientId: service, logger })
    : (embedded?.transport ?? new MemoryEventTransport({ logger }));
  const kv: KeyValueStore | null = !options.keyValue
    ? null
    : env.REDIS_URL
      ? await RedisKeyValueStore.connect(env.REDIS_URL, { keyPrefix: 'heartwise:', logger })
      : (embedded?.kv ?? new MemoryKeyValueStore());
  if (!kv && env.REDIS_URL)
    logger.info(`REDIS_URL is set, but ${service} keeps nothing in the key-value store: not connecting`);

  const ownsTransport = Boolean(env.KAFKA_BROKERS) || !embedded;
  const ownsKv = kv !== null && (Boolean(env.REDIS_URL) || !embedded);
  return {
    store,
    transport,
    kv: kv ?? undeclaredKeyValue(service),
    readiness: {
      database: () => store.ping(),
      ...(kv && options.keyValue === 'required' ? { keyValue: () => kv.ping() } : {}),
    },
    async close() {
      if (ownsTransport) await transport.close();
      if (ownsKv) await kv.close();
      await store.close();
    },
  };
}

/** The key-value store of a service that did not say it uses one: every call says how to fix it. */
function undeclaredKeyValue(service: string): KeyValueStore {
  const refuse = async (): Promise<never> => {
    throw new Error(
      `${service} uses the key-value store, but its definition does not say so: set its keyValue ('required' or 'optional').`,
    );
  };
  return {
    get: refuse,
    set: refuse,
    del: refuse,
    incr: refuse,
    ttl: refuse,
    sadd: refuse,
    srem: refuse,
    smembers: refuse,
    countPrefix: refuse,
    ping: refuse,
    close: async () => undefined,
  };
}
