import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@heartwise/contracts';
import { DuplicateKeyError, type DocumentStore } from '../ports/document-store.port.js';
import type { EventTransport } from '../ports/event-transport.port.js';
import { runWithRequestId } from '../logging/request-context.js';

/** How a service reacts to one event type: the contracts definition's envelope schema and the use case. */
export interface EventHandler<E extends EventEnvelope = EventEnvelope> {
  schema: z.ZodType<E>;
  handle(event: E): Promise<unknown>;
}

/** Builds a typed handler entry from a contracts `defineEvent(...)`: `...on(UserRegistered, async (event) => ...)`. */
export function on<const TType extends string, E extends EventEnvelope>(
  definition: { type: TType; schema: z.ZodType<E> },
  handle: (event: E) => Promise<unknown>,
): Record<TType, EventHandler<E>> {
  return { [definition.type]: { schema: definition.schema, handle } } as Record<TType, EventHandler<E>>;
}

export interface EventSubscriptionOptions {
  /** The consumer group, e.g. `forum.author-names`; one per purpose, stable across deploys. */
  groupId: string;
  /** The service's own store: processed event ids are remembered there. */
  store: DocumentStore;
  /** By event type (= topic). Events of other types are ignored. */
  handlers: Record<string, EventHandler>;
  logger: Logger;
  /** How long a processed event's id is remembered; REMEMBER_PROCESSED_MS unless given (tests). */
  rememberProcessedMs?: number;
  now?: () => Date;
}

/**
 * Processed ids are for redeliveries, which come within minutes (a rebalance, a crash before the
 * offset was committed) or hours (the relay publishing again after an outage): a day covers them,
 * and handlers are idempotent past it. Without a limit the records grew with every event for
 * ever (issue 15), in memory in the embedded mode; FerretDB has no TTL indexes, so they are swept.
 */
export const REMEMBER_PROCESSED_MS = 24 * 60 * 60_000;
/** Swept at subscribe and then once per this many events a group handles. */
const SWEEP_PROCESSED_EVERY = 1_000;

/** One event a group has handled; the id is derived from both, so two groups never collide. */
export const ProcessedEvent = z.object({
  id: z.uuid(),
  groupId: z.string(),
  eventId: z.uuid(),
  type: z.string(),
  processedAt: z.iso.datetime({ offset: true }),
});
export type ProcessedEvent = z.infer<typeof ProcessedEvent>;

export const processedEventsCollection = {
  name: 'processed_events',
  schema: ProcessedEvent,
  indexes: [{ fields: { groupId: 1, eventId: 1 } as const, unique: true }],
};

/**
 * Subscribes a service's handlers to the bus, idempotently (ARCHITECTURE §6). The transport
 * delivers at least once, so an event may come again (a redelivery after a crash or rebalance, a
 * relay that republished a batch). Each event is parsed with its contract, skipped if this group
 * already processed it, otherwise handled and then recorded as processed.
 *
 * Why handler first, record second: recording first would lose the event if the process died
 * between the two (recorded but never handled). Handling first means a crash in that gap leads to
 * one more delivery of an event whose effects are already written; handlers are written to be
 * idempotent (upserts keyed by ids, set-not-increment), so that second run changes nothing. The
 * record makes the common duplicates free and keeps non-idempotent side effects rare; together
 * they give effectively-once processing without transactions (which FerretDB does not have).
 */
export async function subscribeToEvents(
  transport: EventTransport,
  options: EventSubscriptionOptions,
): Promise<void> {
  const { groupId, store, handlers, logger } = options;
  const now = options.now ?? (() => new Date());
  const remember = options.rememberProcessedMs ?? REMEMBER_PROCESSED_MS;
  const processed = store.collection(processedEventsCollection);
  await store.ensureIndexes();
  let recorded = 0;
  const sweep = async (): Promise<void> => {
    const before = new Date(now().getTime() - remember).toISOString();
    try {
      await processed.deleteMany({ groupId, processedAt: { $lt: before } });
    } catch (error) {
      logger.warn({ err: error, groupId }, 'could not sweep old processed event ids; trying again later');
    }
  };
  await sweep();
  await transport.subscribe({
    groupId,
    topics: Object.keys(handlers),
    async handle(envelope) {
      const handler = handlers[envelope.type];
      if (!handler) return;
      const id = processedEventId(groupId, envelope.id);
      if (await processed.findById(id)) return;
      const parsed = handler.schema.safeParse(envelope);
      if (!parsed.success) {
        // It will never parse however often it comes (a producer broke the contract): retrying
        // would stall every later event of the topic, so it is logged loudly and skipped.
        logger.error(
          {
            groupId,
            eventId: envelope.id,
            type: envelope.type,
            version: envelope.version,
            issues: parsed.error.issues,
          },
          'skipping an event that does not match its contract',
        );
        return;
      }
      const event = parsed.data;
      const work = (): Promise<unknown> => handler.handle(event);
      await (event.requestId ? runWithRequestId(event.requestId, work) : work());
      try {
        await processed.insert({
          id,
          groupId,
          eventId: envelope.id,
          type: envelope.type,
          processedAt: now().toISOString(),
        });
      } catch (error) {
        // Another member of the group handled it at the same time (a rebalance): already recorded.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      recorded += 1;
      if (recorded % SWEEP_PROCESSED_EVERY === 0) await sweep();
    },
  });
}

/** A UUID (v5 layout) from the group and event ids, so the record's id is stable and a valid Id everywhere. */
export function processedEventId(groupId: string, eventId: string): string {
  const hex = createHash('sha1').update(`${groupId}\u0000${eventId}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
