import type { EventEnvelope } from '@heartwise/contracts';
import type { Doc, Filter, SortSpec, Update } from '../../ports/document-store.port.js';

/**
 * How a document is kept: our `id` is the `_id`; the outbox rides on the document.
 * - `_outbox`: events the last writes caused and the relay has not published yet. Each envelope is
 *   kept as JSON text, so any payload fits (FerretDB refuses nested arrays and keys with `.`/`$`).
 * - `_pendingSince`: the oldest `occurredAt` in `_outbox`, present only while it holds events; the
 *   relay reads documents in this order. It may lag behind (older than the true oldest) but never
 *   goes missing while events wait, so nothing is skipped.
 * - `_deleted`: a tombstone, a deleted document kept only until its events are published. Every
 *   read leaves tombstones out.
 *
 * FerretDB v1 (SQLite) pushes a filter down to SQL only when it is `{_id: <string>}` alone; any
 * other filter reads the whole collection into Go (docs/architecture.md, "FerretDB v1 query
 * pushdown"). So documents named by id are read by `{_id}` and the rest of the filter (tombstones
 * included) is checked here, writes to a document just read go by `{_id}` when writes are
 * serialized, and the relay reads pending documents by `{_id}` from in-process hints.
 */
export interface OutboxEntry {
  id: string;
  type: string;
  occurredAt: string;
  envelope: string;
}

export interface StoredDoc {
  _id: string;
  _outbox?: OutboxEntry[];
  _pendingSince?: string;
  _deleted?: boolean;
  [field: string]: unknown;
}

export type Raw = Record<string, unknown>;

export const STORAGE_FIELDS = new Set(['_id', '_outbox', '_pendingSince', '_deleted']);
const LIVE = { _deleted: { $ne: true } } as const;

export function toStored(doc: Doc): StoredDoc {
  const { id, ...fields } = doc as Doc & Raw;
  for (const field of Object.keys(fields)) {
    if (STORAGE_FIELDS.has(field))
      throw new Error(`A document may not have a field named ${field}: it is reserved.`);
  }
  return { _id: id, ...withoutUndefined(fields) };
}

export function newOutbox(events: EventEnvelope[]): Pick<StoredDoc, '_outbox' | '_pendingSince'> {
  return { _outbox: events.map(toOutboxEntry), _pendingSince: oldestOccurredAt(events) };
}

export function pushEvents(events: EventEnvelope[]): Record<string, unknown> {
  if (events.length === 0) return {};
  return {
    $push: { _outbox: { $each: events.map(toOutboxEntry) } },
    $min: { _pendingSince: oldestOccurredAt(events) },
  };
}

function toOutboxEntry(event: EventEnvelope): OutboxEntry {
  return { id: event.id, type: event.type, occurredAt: event.occurredAt, envelope: JSON.stringify(event) };
}

export function oldestOccurredAt(events: EventEnvelope[]): string {
  return events.map((event) => event.occurredAt).sort(compareText)[0] as string;
}

/** Our filter in storage terms: `id` is `_id`, undefined conditions are no conditions, tombstones are out. */
export function liveFilter<T>(filter: Filter<T>): Record<string, unknown> {
  const stored: Raw = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    stored[field === 'id' ? '_id' : field] = condition;
  }
  return { ...stored, ...LIVE };
}

export function toStoredSort<T>(sort: SortSpec<T>): Record<string, 1 | -1> {
  const stored: Record<string, 1 | -1> = {};
  for (const [field, direction] of Object.entries(sort) as [string, 1 | -1 | undefined][]) {
    if (direction !== undefined) stored[field === 'id' ? '_id' : field] = direction;
  }
  return stored;
}

/**
 * The update as MongoDB operators, one atomic write: `$set` takes the values as the schema parsed
 * them in the predicted document, `$inc` stays an increment, the events are pushed in the same write.
 * Null when there is nothing to write.
 */
export function toStoredUpdate<T extends Doc>(
  update: Update<T>,
  next: T,
  events: EventEnvelope[],
  fromParsed = true,
): Record<string, unknown> | null {
  const predicted = next as unknown as Raw;
  const unset = new Set((update.unset ?? []).map(String));
  const inc = new Map(
    Object.entries(update.inc ?? {}).filter(([field, by]) => by !== undefined && !unset.has(field)),
  );
  const set = new Map<string, unknown>();
  for (const [field, value] of Object.entries(update.set ?? {})) {
    if (field === 'id') {
      if (value !== next.id) throw new Error('The id of a document cannot change.');
      continue;
    }
    if (unset.has(field)) continue;
    // MongoDB refuses two operators on one field; applied in order (set, then inc) as the embedded
    // store does, a field both set and incremented is set to the predicted sum.
    const overlapsInc = inc.delete(field);
    const stored = fromParsed || overlapsInc ? predicted[field] : value;
    if (stored === undefined) unset.add(field);
    else set.set(field, stored);
  }
  const operations: Raw = { ...pushEvents(events) };
  if (set.size) operations.$set = Object.fromEntries(set);
  if (inc.size) operations.$inc = Object.fromEntries(inc);
  if (unset.size) operations.$unset = Object.fromEntries([...unset].map((field) => [field, '']));
  return Object.keys(operations).length ? operations : null;
}

/** The update applied to a copy, exactly as the embedded store applies it (set, inc, then unset). */
export function applyUpdate<T extends Doc>(doc: T, update: Update<T>): T {
  const next: Raw = { ...(structuredClone(doc) as Raw), ...structuredClone(update.set ?? {}) };
  for (const [field, by] of Object.entries(update.inc ?? {})) {
    if (by === undefined) continue;
    next[field] = ((next[field] as number | undefined) ?? 0) + (by as number);
  }
  const unset = new Set((update.unset ?? []).map(String));
  return Object.fromEntries(Object.entries(next).filter(([field]) => !unset.has(field))) as unknown as T;
}

function withoutUndefined<V extends object>(value: V): Partial<V> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<V>;
}

/** Plain code-unit order, as both ISO timestamps and the embedded store compare them. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
