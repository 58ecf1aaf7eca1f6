import type { EventEnvelope } from '@heartwise/contracts';

export interface Subscription {
  /** Consumer group: each group sees every event once; members share partitions. */
  groupId: string;
  topics: readonly string[];
  /** Resolve only when the event is fully handled; a throw means it is delivered again. */
  handle(event: EventEnvelope): Promise<void>;
}

/**
 * The event bus port (ARCHITECTURE §6): Kafka in the stack, in-process when embedded.
 * Delivery is at least once; dedupe lives in the consumer (events/consumer.ts).
 */
export interface EventTransport {
  /** Publishes in order; throws when the broker cannot take them (the outbox retries). */
  publish(events: readonly EventEnvelope[]): Promise<void>;
  subscribe(subscription: Subscription): Promise<void>;
  ensureTopics(topics: readonly string[]): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
