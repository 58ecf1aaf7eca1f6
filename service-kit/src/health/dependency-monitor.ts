import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import type { HealthDetail } from '@heartwise/contracts';
import type { EventTransport } from '../ports/event-transport.port.js';
import type { OutboxBacklog } from '../events/outbox-relay.js';

export interface DependencyMonitorOptions {
  transport: EventTransport;
  /** The outbox relay's view of what waits to be published. */
  backlog: () => Promise<OutboxBacklog>;
  registry: Registry;
  logger: Logger;
  intervalMs?: number;
  /** How long `start` waits for the first check (FIRST_CHECK_WAIT_MS unless a test says). */
  firstCheckWaitMs?: number;
  now?: () => Date;
}

/**
 * How long a service's start waits for the first check: long enough that /healthz has one as soon
 * as the service listens, never so long that the outbox's first safety-net scan holds the start.
 * On a district's FerretDB v1 store that scan read every document of the largest collections and
 * kept svc-wellness and svc-forum from listening for 60 s and more (docs/performance.md).
 */
export const FIRST_CHECK_WAIT_MS = 2_000;

/**
 * What a service works without for a while — Kafka, and the outbox that holds events while Kafka
 * is away — checked in the background every few seconds (ARCHITECTURE §6). /healthz shows the last
 * result and /metrics exports it; neither waits for Kafka, and readiness never looks at it: a
 * Kafka outage must not take the services out of their Kubernetes Service (the outbox exists so
 * that writes go on).
 */
export class DependencyMonitor {
  private detail: HealthDetail;
  private readonly intervalMs: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private oldestOccurredAt: string | null = null;

  constructor(private readonly options: DependencyMonitorOptions) {
    this.intervalMs = options.intervalMs ?? 5_000;
    this.now = options.now ?? (() => new Date());
    const at = this.now().toISOString();
    this.detail = {
      checkedAt: at,
      kafka: { connected: false, since: at },
      outbox: { pending: 0, oldestPendingSeconds: null },
    };
    const registers = [options.registry];
    // Set at scrape time from the last check, so /metrics never waits for Kafka either.
    const kafkaConnected: Gauge = new Gauge({
      name: 'kafka_connected',
      help: '1 when Kafka (or the embedded bus) answered the last background check, else 0',
      registers,
      collect: () => kafkaConnected.set(this.detail.kafka.connected ? 1 : 0),
    });
    const outboxPending: Gauge = new Gauge({
      name: 'outbox_pending_events',
      help: 'Events written but not yet published to Kafka, counted up to 1000',
      registers,
      collect: () => outboxPending.set(this.detail.outbox.pending),
    });
    const oldestPending: Gauge = new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'How long the oldest unpublished event has waited (0 when none waits)',
      registers,
      collect: () => oldestPending.set(this.ageOfOldest() ?? 0),
    });
  }

  /** The last background check, with the oldest event's age as of now. */
  health(): HealthDetail {
    return { ...this.detail, outbox: { ...this.detail.outbox, oldestPendingSeconds: this.ageOfOldest() } };
  }

  /**
   * Checks once now, then every `intervalMs`. Waits for the first check at most `firstCheckWaitMs`
   * (so /healthz is rarely empty), and never longer: the check goes on in the background.
   */
  async start(): Promise<void> {
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
    const waited = new AbortController();
    await Promise.race([
      this.check(),
      delay(this.options.firstCheckWaitMs ?? FIRST_CHECK_WAIT_MS, undefined, { signal: waited.signal }).catch(
        () => undefined,
      ),
    ]);
    waited.abort();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking;
  }

  private ageOfOldest(): number | null {
    if (this.oldestOccurredAt === null) return null;
    return Math.max(0, (this.now().getTime() - Date.parse(this.oldestOccurredAt)) / 1000);
  }

  /** One check at a time: a Kafka that does not answer holds this one, never piles up more. */
  private check(): Promise<void> {
    this.checking ??= this.checkNow().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async checkNow(): Promise<void> {
    const { transport, backlog, logger } = this.options;
    const [kafka, outbox] = await Promise.allSettled([transport.ping(), backlog()]);
    const at = this.now().toISOString();
    const connected = kafka.status === 'fulfilled';
    const was = this.detail.kafka;
    if (outbox.status === 'fulfilled') this.oldestOccurredAt = outbox.value.oldestOccurredAt;
    const pending = outbox.status === 'fulfilled' ? outbox.value.pending : this.detail.outbox.pending;
    if (connected !== was.connected && this.detail.checkedAt !== was.since) {
      if (connected) logger.info({ downSince: was.since, pending }, 'Kafka answers again');
      else
        logger.warn(
          { err: kafka.status === 'rejected' ? kafka.reason : undefined, pending },
          'Kafka does not answer; writes go on and their events wait in the outbox',
        );
    }
    this.detail = {
      checkedAt: at,
      kafka: { connected, since: connected === was.connected ? was.since : at },
      outbox: { pending, oldestPendingSeconds: null },
    };
  }
}
