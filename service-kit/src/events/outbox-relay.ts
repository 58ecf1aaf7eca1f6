import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { OutboxSource } from '../ports/document-store.port.js';
import type { EventTransport } from '../ports/event-transport.port.js';

export interface OutboxRelayOptions {
  source: OutboxSource;
  transport: EventTransport;
  logger: Logger;
  /** How often to look for pending events when no write announced any (a missed wake-up, another process). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Backoff while the transport refuses events: doubles from min to max. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

export interface OutboxBacklog {
  pending: number;
  /** The oldest pending event's `occurredAt`; null when nothing waits. */
  oldestOccurredAt: string | null;
}

/**
 * Moves events from the outbox of the service's own store to the bus (ARCHITECTURE §6). A write
 * and its events are one document write; this relay publishes them afterwards, oldest first, and
 * marks them published only once the transport took them. While the bus is down it backs off and
 * tries the same batch again, so events are never lost and never overtake each other; a batch
 * published but not yet marked is published again after a failure, which consumers absorb.
 */
export class OutboxRelay {
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;
  private running: Promise<void> | null = null;
  private stopping = false;
  /** Bumped when a drain takes too long: a loop of an older generation ends at its next look. */
  private generation = 0;
  /** Set by a write (or stop/flush) so a wake-up that comes while a batch is in flight is not lost. */
  private wakeRequested = false;
  private wake: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly options: OutboxRelayOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    // Large enough that a bulk job's events go out in few round trips (each costs milliseconds on FerretDB).
    this.batchSize = options.batchSize ?? 500;
    this.minBackoffMs = options.minBackoffMs ?? 200;
    this.maxBackoffMs = options.maxBackoffMs ?? 5_000;
  }

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.unsubscribe = this.options.source.onEventsWritten(() => this.nudge());
    this.running = this.loop(this.generation);
  }

  /**
   * Stops after publishing what is pending, unless the transport is failing or that takes longer
   * than `drainMs` (default 3 s, within the shutdown deadline; a store that writes one at a time
   * can be slow under load): then what is left stays in the outbox (durable) for the next start.
   */
  async stop(drainMs = 3_000): Promise<void> {
    if (!this.running) return;
    this.stopping = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.nudge();
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      this.running.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), drainMs);
      }),
    ]);
    clearTimeout(timer);
    if (!drained) {
      // The batch in hand may still finish; the loop ends at its next look.
      this.generation += 1;
      this.options.logger.warn(
        { drainMs },
        'stopping with events still in the outbox; the next start publishes them',
      );
    }
    this.running = null;
  }

  /** Resolves once nothing is pending (tests); throws after timeoutMs. */
  async flush(timeoutMs = 10_000): Promise<void> {
    if (!this.running) throw new Error('The outbox relay is not running.');
    const deadline = Date.now() + timeoutMs;
    while ((await this.options.source.pendingEvents(1)).length > 0) {
      if (Date.now() > deadline)
        throw new Error(`The outbox still had pending events after ${timeoutMs} ms.`);
      this.nudge();
      await sleep(10);
    }
  }

  /**
   * What waits in the outbox now: how many events (counted up to `limit`) and when the oldest
   * occurred. For /healthz and /metrics; the outbox stays the source of truth.
   */
  async backlog(limit = 1_000): Promise<OutboxBacklog> {
    const pending = await this.options.source.pendingEvents(limit);
    const oldest = pending.reduce<string | null>(
      (found, { event }) => (found === null || event.occurredAt < found ? event.occurredAt : found),
      null,
    );
    return { pending: pending.length, oldestOccurredAt: oldest };
  }

  private nudge(): void {
    this.wakeRequested = true;
    this.wake?.();
  }

  private async loop(generation: number): Promise<void> {
    const { logger } = this.options;
    let failures = 0;
    let outageStartedAt = 0;
    for (;;) {
      if (generation !== this.generation) return;
      this.wakeRequested = false;
      let relayed: number;
      try {
        relayed = await this.relayBatch();
      } catch (error) {
        failures += 1;
        if (failures === 1) {
          outageStartedAt = Date.now();
          logger.warn({ err: error }, 'cannot publish events; keeping them in the outbox and retrying');
        }
        if (this.stopping) return;
        await this.pause(Math.min(this.minBackoffMs * 2 ** (failures - 1), this.maxBackoffMs), false);
        continue;
      }
      if (failures > 0) {
        logger.info({ failures, outageMs: Date.now() - outageStartedAt }, 'publishing events again');
        failures = 0;
      }
      // Stopping drains: one more look, so a write that came during the last batch goes out too.
      if (this.stopping) {
        if (relayed === 0 || generation !== this.generation) return;
        continue;
      }
      if (relayed === this.batchSize) continue;
      await this.pause(this.pollIntervalMs, true);
    }
  }

  private async relayBatch(): Promise<number> {
    const pending = await this.options.source.pendingEvents(this.batchSize);
    if (pending.length === 0) return 0;
    await this.options.transport.publish(pending.map((item) => item.event));
    await this.options.source.markPublished(pending);
    return pending.length;
  }

  /** Waits for the delay; a write (when wakeable) or stop ends the wait early. */
  private async pause(delayMs: number, wakeable: boolean): Promise<void> {
    if (this.stopping || (wakeable && this.wakeRequested)) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, delayMs);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        if (wakeable || this.stopping) done();
      };
    });
    this.wake = null;
  }
}
