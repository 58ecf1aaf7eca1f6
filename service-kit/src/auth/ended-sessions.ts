import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Logger } from 'pino';
import { EndedSession, Id, IsoDateTime, SessionEnded, type EventEnvelope } from '@heartwise/contracts';
import { DuplicateKeyError, type DocumentStore } from '../ports/document-store.port.js';
import type { EventTransport } from '../ports/event-transport.port.js';
import type { EventHandler } from '../events/consumer.js';
import type { EndedSessionsLookup } from './tokens.js';

/**
 * One identity.session.ended event as a service keeps it, keyed by the event's id so a redelivery
 * adds nothing. No user id: refusing a token needs only its session's.
 */
export const EndedSessionsRecord = z.object({
  id: Id,
  sessions: z.array(EndedSession),
  /** The latest token expiry it names: after this (and the margin) it is swept. */
  expiresAt: IsoDateTime,
});
export type EndedSessionsRecord = z.infer<typeof EndedSessionsRecord>;

type SessionEndedEvent = z.infer<typeof SessionEnded.schema>;

export const endedSessionsCollection = { name: 'ended_sessions', schema: EndedSessionsRecord };

/**
 * Most sessions held in memory (about 120 bytes each: 100,000 is 12 MB). Enough for every session
 * that ends within a token's lifetime (24 h) on a large day; past it, see `makeRoom`.
 */
export const ENDED_SESSIONS_CAPACITY = 100_000;
/**
 * Kept this long past a token's expiry: the token's `exp` is rounded to the second after the
 * session was written, and another pod's clock may run a little behind svc-identity's.
 */
const EXPIRY_MARGIN_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 60_000;
/** The store is swept every tenth sweep: a full read of the collection on FerretDB v1. */
const STORE_SWEEP_EVERY = 10;

export interface EndedSessionsOptions {
  service: string;
  /** The service's own store: the projection survives a restart there. */
  store: DocumentStore;
  logger: Logger;
  capacity?: number;
  now?: () => Date;
}

/**
 * A service's projection of identity.session.ended (ARCHITECTURE §6: services keep what they need
 * from events): the sessions that ended before their tokens expire, so `TokenVerifier` refuses a
 * signed-out, password-changed, re-roled or deleted person's token with one in-memory lookup, and
 * never calls svc-identity. Bounded: an entry lives only until its token would have expired anyway
 * (swept every minute), and past `capacity` the soonest-expiring entries give way to a cut-off that
 * refuses every token expiring by then (never lets a revoked one through).
 *
 * Every process of a service must see every such event, so each subscribes in a consumer group of
 * its own (`<service>.ended-sessions.<random>`), reading the retained topic from the beginning; what
 * it learns is also written to the service's store (one record per event, keyed by the event's
 * id), from which a restarted process rebuilds the projection before it listens.
 */
export class EndedSessions implements EndedSessionsLookup {
  /** Session id → when its token expires (epoch ms). */
  private readonly ended = new Map<string, number>();
  /** After an overflow: every token expiring by then (epoch ms) is refused. */
  private refuseExpiringBy = 0;
  private readonly capacity: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private sweeps = 0;
  private stopped = false;
  /** Events remembered whose record a failed write left out of the store (written on redelivery). */
  private readonly unsaved = new Set<string>();

  constructor(private readonly options: EndedSessionsOptions) {
    this.capacity = options.capacity ?? ENDED_SESSIONS_CAPACITY;
    this.now = options.now ?? (() => new Date());
  }

  private get records() {
    return this.options.store.collection(endedSessionsCollection);
  }

  refuses(sessionId: string, tokenExpiresAtMs: number): boolean {
    return (
      this.ended.has(sessionId) || (this.refuseExpiringBy > 0 && tokenExpiresAtMs <= this.refuseExpiringBy)
    );
  }

  /** Sessions held in memory now (the `ended_sessions_tracked` gauge). */
  get size(): number {
    return this.ended.size;
  }

  /** Reads what the store kept (call before listening), subscribes, and starts sweeping. */
  async start(transport: EventTransport): Promise<void> {
    const nowIso = this.now().toISOString();
    for (const record of await this.records.find({ expiresAt: { $gt: nowIso } })) this.remember(record);
    this.makeRoom();
    await transport.subscribe({
      groupId: `${this.options.service}.ended-sessions.${randomUUID()}`,
      topics: [SessionEnded.type],
      handle: async (envelope: EventEnvelope) => {
        // Its subscription outlives a stopped service on a shared in-process bus: ignore, do not fail.
        if (this.stopped) return;
        const parsed = SessionEnded.schema.safeParse(envelope);
        if (!parsed.success) {
          // It would never parse however often it came: logged loudly and skipped (as subscribeToEvents does).
          this.options.logger.error(
            { eventId: envelope.id, type: envelope.type, issues: parsed.error.issues },
            'skipping an event that does not match its contract',
          );
          return;
        }
        await this.record(parsed.data);
      },
    });
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The handler the subscription runs, by event type (message pacts deliver to it with `deliverTo`). */
  handlers(): Record<string, EventHandler> {
    return {
      [SessionEnded.type]: {
        schema: SessionEnded.schema,
        handle: (event) => this.record(SessionEnded.schema.parse(event)),
      },
    };
  }

  /**
   * Memory first (refused from this moment), then the store. A store that fails throws, so the
   * event comes again; one already known and saved (a replay from the topic's beginning) is not
   * written again.
   */
  private async record(event: SessionEndedEvent): Promise<void> {
    const nowMs = this.now().getTime();
    const live = event.payload.sessions.filter(
      (session) => Date.parse(session.expiresAt) + EXPIRY_MARGIN_MS > nowMs,
    );
    if (live.length === 0) return;
    const known = !this.unsaved.has(event.id) && live.every(({ sessionId }) => this.ended.has(sessionId));
    const record: EndedSessionsRecord = {
      id: event.id,
      sessions: live,
      expiresAt: new Date(Math.max(...live.map((session) => Date.parse(session.expiresAt)))).toISOString(),
    };
    this.remember(record);
    this.makeRoom();
    if (known) return;
    this.unsaved.add(event.id);
    try {
      await this.records.insert(record);
    } catch (error) {
      // Another process of this service (or an earlier delivery) wrote it first.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    this.unsaved.delete(event.id);
  }

  private remember(record: EndedSessionsRecord): void {
    for (const { sessionId, expiresAt } of record.sessions) {
      const expiresAtMs = Date.parse(expiresAt);
      if (expiresAtMs > (this.ended.get(sessionId) ?? 0)) this.ended.set(sessionId, expiresAtMs);
    }
  }

  /**
   * Over capacity, the entries whose tokens expire soonest are forgotten and the cut-off moves to
   * the latest of them: their tokens stay refused, and so do other tokens expiring by then (people
   * near the end of a 24-hour sign-in sign in again a little early). Fails closed, never open.
   */
  private makeRoom(): void {
    if (this.ended.size <= this.capacity) return;
    const keep = Math.floor(this.capacity * 0.9);
    const soonestFirst = [...this.ended].sort((a, b) => a[1] - b[1]);
    for (const [sessionId, expiresAtMs] of soonestFirst.slice(0, soonestFirst.length - keep)) {
      this.ended.delete(sessionId);
      this.refuseExpiringBy = Math.max(this.refuseExpiringBy, expiresAtMs + EXPIRY_MARGIN_MS);
    }
    this.options.logger.warn(
      { capacity: this.capacity, refuseExpiringBy: new Date(this.refuseExpiringBy).toISOString() },
      'too many ended sessions to hold: refusing every token that expires by the cut-off',
    );
  }

  /** Forgets what has expired: in memory every minute, in the store every tenth time. */
  async sweep(): Promise<void> {
    const nowMs = this.now().getTime();
    for (const [sessionId, expiresAtMs] of this.ended)
      if (expiresAtMs + EXPIRY_MARGIN_MS <= nowMs) this.ended.delete(sessionId);
    this.sweeps += 1;
    if (this.sweeps % STORE_SWEEP_EVERY !== 1) return;
    try {
      await this.records.deleteMany({
        expiresAt: { $lt: new Date(nowMs - EXPIRY_MARGIN_MS).toISOString() },
      });
    } catch (error) {
      this.options.logger.warn({ err: error }, 'could not sweep ended sessions from the store; trying later');
    }
  }
}
