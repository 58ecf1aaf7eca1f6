import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { EventEnvelope } from '@heartwise/contracts';
import type { EventTransport, Subscription } from '../../ports/event-transport.port.js';

export interface MemoryEventTransportOptions {
  logger: Logger;
  /** First wait after a handler throws; doubles per failure up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

/** One group's reading of one topic: like a single-partition topic assigned to one member. */
interface Cursor {
  groupId: string;
  topic: string;
  /** Index of the next record to deliver in the topic's log. */
  offset: number;
  /** Members of the group subscribed to this topic; the first one gets the records (Kafka assigns one). */
  members: Subscription[];
  pumping: boolean;
  done: Promise<void>;
}

/**
 * The in-process bus for `npm start`, with Kafka's semantics as our services see them: a log per
 * topic kept from the start (a new group reads it from the beginning), every group gets every
 * event, one at a time and in order per topic and group, a handler that throws gets the same event
 * again after a short backoff, and delivery is asynchronous (publish resolves before any handler
 * runs). Records travel as JSON and are parsed with EventEnvelope on the way out, like Kafka's.
 */
export class MemoryEventTransport implements EventTransport {
  private readonly logs = new Map<string, string[]>();
  private readonly cursors = new Map<string, Cursor>();
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private closed = false;
  private readonly abort = new AbortController();

  constructor(private readonly options: MemoryEventTransportOptions) {
    this.retryDelayMs = options.retryDelayMs ?? 20;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 1_000;
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    this.assertOpen();
    const touched = new Set<string>();
    for (const event of events) {
      this.log(event.type).push(JSON.stringify(event));
      touched.add(event.type);
    }
    // After publish has resolved, like a broker: handlers never run inside the publisher's call.
    setImmediate(() => {
      for (const cursor of this.cursors.values()) if (touched.has(cursor.topic)) this.pump(cursor);
    });
  }

  async subscribe(subscription: Subscription): Promise<void> {
    this.assertOpen();
    for (const topic of subscription.topics) {
      this.log(topic);
      const key = `${subscription.groupId}\u0000${topic}`;
      let cursor = this.cursors.get(key);
      if (!cursor) {
        cursor = {
          groupId: subscription.groupId,
          topic,
          offset: 0,
          members: [],
          pumping: false,
          done: Promise.resolve(),
        };
        this.cursors.set(key, cursor);
      }
      cursor.members.push(subscription);
      const started = cursor;
      setImmediate(() => this.pump(started));
    }
  }

  async ensureTopics(topics: readonly string[]): Promise<void> {
    this.assertOpen();
    for (const topic of topics) this.log(topic);
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  /** Stops delivery; resolves once every handler that was running has returned. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.abort.abort();
    await Promise.all([...this.cursors.values()].map((cursor) => cursor.done));
  }

  private log(topic: string): string[] {
    let log = this.logs.get(topic);
    if (!log) {
      log = [];
      this.logs.set(topic, log);
    }
    return log;
  }

  private pump(cursor: Cursor): void {
    if (cursor.pumping || this.closed) return;
    cursor.pumping = true;
    cursor.done = this.drain(cursor).finally(() => {
      cursor.pumping = false;
    });
  }

  private async drain(cursor: Cursor): Promise<void> {
    const log = this.log(cursor.topic);
    let failures = 0;
    while (!this.closed && cursor.offset < log.length) {
      const record = log[cursor.offset] as string;
      const member = cursor.members[0];
      if (!member) return;
      const parsed = EventEnvelope.safeParse(JSON.parse(record));
      if (!parsed.success) {
        this.options.logger.error(
          {
            topic: cursor.topic,
            groupId: cursor.groupId,
            offset: cursor.offset,
            issues: parsed.error.issues,
          },
          'skipping a record that is not an event envelope',
        );
        cursor.offset += 1;
        continue;
      }
      try {
        await member.handle(parsed.data);
        cursor.offset += 1;
        failures = 0;
      } catch (error) {
        failures += 1;
        const delayMs = Math.min(this.retryDelayMs * 2 ** (failures - 1), this.maxRetryDelayMs);
        this.options.logger.warn(
          {
            err: error,
            topic: cursor.topic,
            groupId: cursor.groupId,
            eventId: parsed.data.id,
            failures,
            delayMs,
          },
          'event handler failed; delivering the event again',
        );
        await sleep(delayMs, undefined, { signal: this.abort.signal }).catch(() => undefined);
      }
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event transport is closed.');
  }
}
