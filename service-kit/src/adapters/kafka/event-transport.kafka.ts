import { setTimeout as sleep } from 'node:timers/promises';
import kafkajs, {
  type Admin,
  type Consumer,
  type Kafka as KafkaClient,
  type KafkaMessage,
  type Message,
  type Producer,
  type RetryOptions,
  type logCreator,
} from 'kafkajs';
import type { Logger } from 'pino';
import { EventEnvelope } from '@heartwise/contracts';
import type { EventTransport, Subscription } from '../../ports/event-transport.port.js';
import { REQUEST_ID_HEADER } from '../../logging/request-context.js';
import { retryRetriable } from './retry-retriable.js';

// kafkajs is CommonJS; Node's ESM loader cannot see the error classes it re-exports by spreading,
// so everything comes from the default export.
const { Kafka, KafkaJSError, Partitioners, logLevel } = kafkajs;

export interface KafkaEventTransportOptions {
  brokers: readonly string[];
  /** Names this process to the brokers (their logs and quotas), e.g. the service name. */
  clientId: string;
  logger: Logger;
  /**
   * Partitions of the topics ensureTopics creates. One (the default) keeps a topic in one total
   * order, which is what consumers rely on: messages are keyed by event id, so with more
   * partitions only each partition stays ordered.
   */
  partitions?: number;
  /** Consumer group session; a member that crashed is replaced after at most this long. */
  sessionTimeoutMs?: number;
  pingTimeoutMs?: number;
}

/**
 * Retries of kafkajs itself, explicit because kafkajs picks far shorter defaults when
 * NODE_ENV=test (jest sets it) and we want the same behaviour everywhere.
 * The producer gives up after a few quick tries: the outbox relay owns the long retry.
 */
const producerRetry: RetryOptions = {
  initialRetryTime: 200,
  maxRetryTime: 2_000,
  factor: 0.2,
  multiplier: 2,
  retries: 3,
};
const adminRetry: RetryOptions = {
  initialRetryTime: 200,
  maxRetryTime: 2_000,
  factor: 0.2,
  multiplier: 2,
  retries: 3,
};
/**
 * The consumer's runner retries a failed fetch or a throwing handler from the same offset with this
 * backoff (0.3 s doubling to 5 s); when retries run out the consumer crashes and restarts itself.
 */
const consumerRetry: RetryOptions = {
  initialRetryTime: 300,
  maxRetryTime: 5_000,
  factor: 0.2,
  multiplier: 2,
  retries: 5,
};
/** Our own restart, for the crashes kafkajs does not restart from (non-retriable errors). */
const restartBackoff = { firstMs: 500, maxMs: 10_000 };

/**
 * A handler threw. A KafkaJSError so kafkajs does not log it a second time, and retriable so its
 * runner delivers the same message again (it never resolves the offset past a failed message).
 */
class EventHandlerFailedError extends KafkaJSError {
  override readonly name = 'EventHandlerFailedError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause : String(cause), { retriable: true });
  }
}

interface RunningSubscription {
  subscription: Subscription;
  consumer: Consumer | null;
  restartTimer: NodeJS.Timeout | null;
  /** Our own restarts in a row (see scheduleRestart). */
  restartAttempts: number;
  /** Crashes since the consumer was last in its group: the first is logged, the rest counted. */
  crashes: number;
}

/**
 * The event bus on Kafka (ARCHITECTURE §6). Topic = event type, value = the envelope as JSON,
 * header x-request-id = the request that caused it. Every subscription is its own consumer in its
 * group, reading from the beginning when the group is new. Producer and consumers survive the
 * broker going away: publish throws while it is gone (the outbox relay retries) and consumers
 * restart and rejoin by themselves.
 */
export class KafkaEventTransport implements EventTransport {
  private readonly kafka: KafkaClient;
  private readonly logger: Logger;
  private readonly subscriptions: RunningSubscription[] = [];
  private readonly producer: LazyClient<Producer>;
  private readonly admin: LazyClient<Admin>;
  private closed = false;

  constructor(private readonly options: KafkaEventTransportOptions) {
    this.logger = options.logger.child({ component: 'kafka' });
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: [...options.brokers],
      connectionTimeout: 3_000,
      retry: adminRetry,
      logLevel: logLevel.WARN,
      logCreator: pinoLogCreator(options.logger.child({ component: 'kafkajs' })),
    });
    this.producer = new LazyClient(() =>
      this.kafka.producer({
        createPartitioner: Partitioners.DefaultPartitioner,
        retry: producerRetry,
        // One request at a time, so a retried request cannot overtake the next one.
        maxInFlightRequests: 1,
      }),
    );
    this.admin = new LazyClient(() => this.kafka.admin({ retry: adminRetry }));
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    this.assertOpen();
    if (events.length === 0) return;
    // One request, grouped by topic in publishing order: each topic's messages keep their order.
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const messages = byTopic.get(event.type) ?? [];
      messages.push({
        key: event.id,
        value: JSON.stringify(event),
        headers: event.requestId ? { [REQUEST_ID_HEADER]: event.requestId } : {},
      });
      byTopic.set(event.type, messages);
    }
    const producer = await this.producer.get();
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async subscribe(subscription: Subscription): Promise<void> {
    this.assertOpen();
    // Under KRaft, subscribing to a missing topic fails: make sure they exist first.
    await this.ensureTopics(subscription.topics);
    const running: RunningSubscription = {
      subscription,
      consumer: null,
      restartTimer: null,
      restartAttempts: 0,
      crashes: 0,
    };
    this.subscriptions.push(running);
    // Topics just created may still be unknown to the broker's metadata for a moment (see
    // ensureTopics): subscribing then fails with a retriable error, so try again before giving up.
    await retryRetriable(() => this.startConsumer(running), {
      attempts: 5,
      firstDelayMs: 200,
      onRetry: (error, attempt, delayMs) =>
        this.logger.warn(
          { groupId: subscription.groupId, err: error, attempt, delayMs },
          'consumer could not start; trying again',
        ),
    });
  }

  async ensureTopics(topics: readonly string[]): Promise<void> {
    this.assertOpen();
    // A fresh broker may answer kafkajs's wait for the leaders of topics it has just created with
    // UNKNOWN_TOPIC_OR_PARTITION (its metadata is still catching up) and kafkajs gives up at once,
    // which failed a service's start: the topics do exist, so look again a moment later.
    await retryRetriable(() => this.createMissingTopics(topics), {
      attempts: 5,
      firstDelayMs: 200,
      onRetry: (error, attempt, delayMs) =>
        this.logger.warn(
          { err: error, attempt, delayMs },
          'could not make sure the topics exist; trying again',
        ),
    });
  }

  private async createMissingTopics(topics: readonly string[]): Promise<void> {
    const admin = await this.admin.get();
    const existing = new Set(await admin.listTopics());
    const missing = [...new Set(topics)].filter((topic) => !existing.has(topic));
    if (missing.length === 0) return;
    // false when another process created them first: as good as true.
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({ topic, numPartitions: this.options.partitions ?? 1 })),
    });
    this.logger.info({ topics: missing }, 'created topics');
  }

  async ping(): Promise<void> {
    this.assertOpen();
    const timeoutMs = this.options.pingTimeoutMs ?? 2_000;
    const abort = new AbortController();
    try {
      await Promise.race([
        this.admin.get().then((admin) => admin.describeCluster()),
        sleep(timeoutMs, undefined, { signal: abort.signal }).then(() => {
          throw new Error(`Kafka did not answer within ${timeoutMs} ms.`);
        }),
      ]);
    } finally {
      abort.abort();
    }
  }

  /** Stops every consumer (after the message in hand) and disconnects; the composition root calls it on SIGTERM. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const running of this.subscriptions) {
      if (running.restartTimer) clearTimeout(running.restartTimer);
    }
    await Promise.all([
      ...this.subscriptions.map(
        (running) => running.consumer && this.quietly('consumer', running.consumer.disconnect()),
      ),
      this.quietly('producer', this.producer.close()),
      this.quietly('admin', this.admin.close()),
    ]);
  }

  private async startConsumer(running: RunningSubscription): Promise<void> {
    const { groupId, topics } = running.subscription;
    const consumer = this.kafka.consumer({
      groupId,
      sessionTimeout: this.options.sessionTimeoutMs ?? 30_000,
      heartbeatInterval: Math.max(500, Math.floor((this.options.sessionTimeoutMs ?? 30_000) / 10)),
      // Short long-polls, so stopping a consumer (it waits for the fetch in flight) is prompt.
      maxWaitTimeInMs: 1_000,
      retry: {
        ...consumerRetry,
        // Called for retriable crashes (the broker went away, retries ran out): always come back.
        restartOnFailure: async (error) => {
          if (running.crashes === 0)
            this.logger.warn({ groupId, err: error }, 'consumer crashed; it restarts by itself');
          running.crashes += 1;
          return true;
        },
      },
    });
    running.consumer = consumer;
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart || this.closed || running.consumer !== consumer) return;
      this.logger.error(
        { groupId, err: payload.error },
        'consumer crashed and kafkajs gave up; replacing it',
      );
      this.scheduleRestart(running);
    });
    consumer.on(consumer.events.GROUP_JOIN, () => {
      if (running.crashes > 0)
        this.logger.info({ groupId, crashes: running.crashes }, 'consumer is back in its group');
      running.crashes = 0;
      running.restartAttempts = 0;
    });
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [...topics], fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ topic, partition, message }) => {
          const event = this.decode(groupId, topic, partition, message);
          if (!event) return;
          try {
            await running.subscription.handle(event);
          } catch (error) {
            this.logger.warn(
              { groupId, topic, partition, offset: message.offset, eventId: event.id, err: error },
              'event handler failed; the event will be delivered again',
            );
            throw new EventHandlerFailedError(error);
          }
        },
      });
    } catch (error) {
      running.consumer = null;
      await this.quietly('consumer', consumer.disconnect());
      throw error;
    }
  }

  private scheduleRestart(running: RunningSubscription): void {
    const failed = running.consumer;
    running.consumer = null;
    running.restartAttempts += 1;
    const delayMs = Math.min(
      restartBackoff.firstMs * 2 ** (running.restartAttempts - 1),
      restartBackoff.maxMs,
    );
    running.restartTimer = setTimeout(() => {
      running.restartTimer = null;
      void (async () => {
        if (failed) await this.quietly('consumer', failed.disconnect());
        if (this.closed) return;
        try {
          await this.startConsumer(running);
          this.logger.info({ groupId: running.subscription.groupId }, 'consumer replaced');
        } catch (error) {
          this.logger.warn(
            { groupId: running.subscription.groupId, err: error, delayMs },
            'consumer could not start; trying again',
          );
          if (!this.closed) this.scheduleRestart(running);
        }
      })();
    }, delayMs);
  }

  /** A record that is not an event envelope is logged and skipped: it must never block its partition. */
  private decode(
    groupId: string,
    topic: string,
    partition: number,
    message: KafkaMessage,
  ): EventEnvelope | null {
    const where = { groupId, topic, partition, offset: message.offset };
    if (!message.value) {
      this.logger.error(where, 'skipping a record without a value');
      return null;
    }
    let json: unknown;
    try {
      json = JSON.parse(message.value.toString('utf8'));
    } catch {
      this.logger.error(where, 'skipping a record that is not JSON');
      return null;
    }
    const parsed = EventEnvelope.safeParse(json);
    if (!parsed.success) {
      this.logger.error(
        { ...where, issues: parsed.error.issues },
        'skipping a record that is not an event envelope',
      );
      return null;
    }
    return parsed.data;
  }

  private async quietly(what: string, work: Promise<unknown>): Promise<void> {
    try {
      await work;
    } catch (error) {
      this.logger.debug({ err: error }, `${what} did not disconnect cleanly`);
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event transport is closed.');
  }
}

/** A kafkajs client that connects on first use, and again on the next use after a failed connect. */
class LazyClient<T extends { connect(): Promise<void>; disconnect(): Promise<void> }> {
  private connecting: Promise<T> | null = null;

  constructor(private readonly create: () => T) {}

  get(): Promise<T> {
    if (!this.connecting) {
      const client = this.create();
      const connecting = client.connect().then(
        () => client,
        async (error: unknown) => {
          if (this.connecting === connecting) this.connecting = null;
          await client.disconnect().catch(() => undefined);
          throw error;
        },
      );
      this.connecting = connecting;
    }
    return this.connecting;
  }

  async close(): Promise<void> {
    const connecting = this.connecting;
    this.connecting = null;
    if (connecting) await (await connecting).disconnect();
  }
}

/**
 * kafkajs's own lines go to our pino logger (it logs at WARN and above, see the constructor). While
 * a broker is away kafkajs repeats the same connection error several times a second per client:
 * a line already logged in the last 30 s is counted instead, and the count rides on its next line.
 */
function pinoLogCreator(logger: Logger, repeatWindowMs = 30_000): logCreator {
  const recent = new Map<string, { at: number; repeats: number }>();
  return () =>
    ({ namespace, level, log }) => {
      const { message, timestamp: _timestamp, logger: _logger, ...extra } = log;
      // Numbers (retry times, ports, counters) vary between otherwise identical lines.
      const key = `${level}|${namespace}|${message.replace(/\d+/g, '#')}`;
      const now = Date.now();
      const seen = recent.get(key);
      if (seen && now - seen.at < repeatWindowMs) {
        seen.repeats += 1;
        return;
      }
      if (recent.size > 1_000) recent.clear();
      recent.set(key, { at: now, repeats: 0 });
      const fields = {
        kafkajs: namespace,
        ...extra,
        ...(seen?.repeats ? { repeatsNotLogged: seen.repeats } : {}),
      };
      if (level === logLevel.ERROR) logger.error(fields, message);
      else if (level === logLevel.WARN) logger.warn(fields, message);
      else if (level === logLevel.INFO) logger.info(fields, message);
      else logger.debug(fields, message);
    };
}
