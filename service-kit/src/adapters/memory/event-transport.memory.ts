import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { EventEnvelope } from '@heartwise/contracts';
import type { EventTransport, Subscription } from '../../ports/event-transport.port.js';

export interface MemoryEventTransportOptions {
  logger: Logger;
  /** First wait after a handler throws; doubles per failure up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /**
   * Records every group has read that a topic still keeps, newest first, for a group that
   * subscribes later (a service starting after another has published, a new process's own group).
   */
  retainConsumed?: number;
  /**
   * The most records a topic keeps at all: past it the oldest go even if a group has not read them
   * (a group stuck on a failing handler), as Kafka's retention drops them, with a warning.
   */
  maxRecordsPerTopic?: number;
}

/** One topic's records. Offsets are absolute, so they stay valid when the front is trimmed. */
interface TopicLog {
  /** The offset of records[0]. */
  first: number;
  records: string[];
}

/** One group's reading of one topic: like a single-partition topic assigned to one member. */
interface Cursor {
  groupId: string;
  topic: string;
  /** Offset of the next record to deliver in the topic's log. */
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
 *
 * Memory is bounded (issue 15: the log kept every event for ever): once every group subscribed to
 * a topic has read a record, it goes, except the newest `retainConsumed` (1,000) a late group may
 * still read; a topic never keeps more than `maxRecordsPerTopic` (50,000) whoever has read them.
 */
export class MemoryEventTransport implements EventTransport {
  private readonly logs = new Map<string, TopicLog>();
  private readonly cursors = new Map<string, Cursor>();
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly retainConsumed: number;
  private readonly maxRecordsPerTopic: number;
  private closed = false;
  private readonly abort = new AbortController();

  constructor(private readonly options: MemoryEventTransportOptions) {
    this.retryDelayMs = options.retryDelayMs ?? 20;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 1_000;
    this.retainConsumed = options.retainConsumed ?? 1_000;
    this.maxRecordsPerTopic = Math.max(options.maxRecordsPerTopic ?? 50_000, this.retainConsumed);
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    this.assertOpen();
    const touched = new Set<string>();
    for (const event of events) {
      this.log(event.type).records.push(JSON.stringify(event));
      touched.add(event.type);
    }
    for (const topic of touched) this.trim(topic);
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
          // A new group reads from the oldest record kept, as Kafka's earliest offset.
          offset: this.log(topic).first,
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

  /** How many records a topic holds now (for tests and figures). */
  retained(topic: string): number {
    return this.logs.get(topic)?.records.length ?? 0;
  }

  private log(topic: string): TopicLog {
    let log = this.logs.get(topic);
    if (!log) {
      log = { first: 0, records: [] };
      this.logs.set(topic, log);
    }
    return log;
  }

  /**
   * Drops what every group of the topic has read, beyond the newest `retainConsumed`, and anything
   * beyond `maxRecordsPerTopic`. In batches, so a busy topic moves its array now and then, not on
   * every event.
   */
  private trim(topic: string): void {
    const log = this.log(topic);
    const end = log.first + log.records.length;
    let readByAll = end;
    for (const cursor of this.cursors.values()) {
      if (cursor.topic === topic) readByAll = Math.min(readByAll, cursor.offset);
    }
    const keepFrom = Math.max(Math.min(readByAll, end - this.retainConsumed), end - this.maxRecordsPerTopic);
    const drop = keepFrom - log.first;
    if (
      drop < Math.max(1, Math.ceil(this.retainConsumed / 4)) &&
      log.records.length <= this.maxRecordsPerTopic
    )
      return;
    log.records.splice(0, drop);
    log.first = keepFrom;
    for (const cursor of this.cursors.values()) {
      if (cursor.topic !== topic || cursor.offset >= keepFrom) continue;
      this.options.logger.warn(
        { topic, groupId: cursor.groupId, skipped: keepFrom - cursor.offset },
        'a group fell too far behind: the oldest events it had not read are gone',
      );
      cursor.offset = keepFrom;
    }
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
    while (!this.closed && cursor.offset < log.first + log.records.length) {
      const at = cursor.offset;
      const record = log.records[at - log.first] as string;
      const member = cursor.members[0];
      if (!member) return;
      const parsed = EventEnvelope.safeParse(JSON.parse(record));
      if (!parsed.success) {
        this.options.logger.error(
          {
            topic: cursor.topic,
            groupId: cursor.groupId,
            offset: at,
            issues: parsed.error.issues,
          },
          'skipping a record that is not an event envelope',
        );
        // A trim may have moved a group that fell far behind past this record already.
        cursor.offset = Math.max(cursor.offset, at + 1);
        this.trim(cursor.topic);
        continue;
      }
      try {
        await member.handle(parsed.data);
        cursor.offset = Math.max(cursor.offset, at + 1);
        failures = 0;
        this.trim(cursor.topic);
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
