import type { EventEnvelope } from '@heartwise/contracts';
import {
  DuplicateKeyError,
  type Collection,
  type CollectionDefinition,
  type Doc,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type InsertItem,
  type InsertManyResult,
  type PendingEvent,
  type Update,
  type WriteOptions,
} from '../../ports/document-store.port.js';
import { applyFind, matches } from '../shared/filter-match.js';

interface Row<T> {
  doc: T;
  outbox: EventEnvelope[];
  deleted: boolean;
}

/** Embedded storage for `npm start`: plain maps in this process, same semantics as the mongo adapter. */
export class MemoryDocumentStore implements DocumentStore {
  private readonly collections = new Map<string, MemoryCollection<Doc>>();
  private readonly listeners = new Set<() => void>();

  collection<T extends Doc>(definition: CollectionDefinition<T>): Collection<T> {
    const existing = this.collections.get(definition.name);
    if (existing) return existing as unknown as Collection<T>;
    const created = new MemoryCollection<T>(definition, () => this.notify());
    this.collections.set(definition.name, created as unknown as MemoryCollection<Doc>);
    return created;
  }

  async ensureIndexes(): Promise<void> {}

  async ping(): Promise<void> {}

  async close(): Promise<void> {}

  async pendingEvents(limit: number): Promise<PendingEvent[]> {
    const pending: PendingEvent[] = [];
    for (const collection of this.collections.values()) pending.push(...collection.pending());
    return pending.sort((a, b) => a.event.occurredAt.localeCompare(b.event.occurredAt)).slice(0, limit);
  }

  async markPublished(events: PendingEvent[]): Promise<void> {
    for (const item of events)
      this.collections.get(item.collection)?.markPublished(item.docId, item.event.id);
  }

  onEventsWritten(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * Lookups by id, and the unique-index checks, go by map rather than by scanning every row, so a
 * 50,000-account import stays linear in the embedded default (FerretDB reads by `_id` alike).
 */
class MemoryCollection<T extends Doc> implements Collection<T> {
  readonly name: string;
  private readonly rows = new Map<string, Row<T>>();
  /** Rows with events still waiting for the relay: it asks on every tick. */
  private readonly waiting = new Set<Row<T>>();
  /** Per unique index: the indexed fields' values → the id of the live row holding them. */
  private readonly uniqueKeys: { fields: (keyof T)[]; owners: Map<string, string> }[];

  constructor(
    private readonly definition: CollectionDefinition<T>,
    private readonly eventsWritten: () => void,
  ) {
    this.name = definition.name;
    this.uniqueKeys = (definition.indexes ?? [])
      .filter((index) => index.unique)
      .map((index) => ({ fields: Object.keys(index.fields) as (keyof T)[], owners: new Map() }));
  }

  async insert(doc: T, options: WriteOptions = {}): Promise<T> {
    const parsed = this.definition.schema.parse(doc);
    if (this.rows.has(parsed.id)) throw new DuplicateKeyError(this.name, `id ${parsed.id}`);
    this.assertUnique(parsed);
    const row: Row<T> = { doc: structuredClone(parsed), outbox: [...(options.events ?? [])], deleted: false };
    this.rows.set(parsed.id, row);
    this.index(row.doc);
    if (row.outbox.length) this.waiting.add(row);
    if (options.events?.length) this.eventsWritten();
    return structuredClone(parsed);
  }

  async insertMany(items: readonly InsertItem<T>[]): Promise<InsertManyResult> {
    const refused: number[] = [];
    for (const [index, { doc, events }] of items.entries()) {
      try {
        await this.insert(doc, events ? { events } : {});
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        refused.push(index);
      }
    }
    return { refused };
  }

  async findById(id: string): Promise<T | null> {
    return this.findOne({ id } as Filter<T>);
  }

  async findOne(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T | null> {
    return (await this.find(filter, { ...options, limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    return applyFind(this.candidates(filter), filter, options).map((doc) => structuredClone(doc));
  }

  async count(filter: Filter<T>): Promise<number> {
    return this.candidates(filter).filter((doc) => matches(doc, filter)).length;
  }

  async updateOne(filter: Filter<T>, update: Update<T>, options: WriteOptions = {}): Promise<T | null> {
    const row = this.matchingRows(filter)[0];
    if (!row) return null;
    const next = this.definition.schema.parse(applyUpdate(row.doc, update));
    this.assertUnique(next, row.doc.id);
    this.unindex(row.doc);
    row.doc = next;
    this.index(next);
    row.outbox.push(...(options.events ?? []));
    if (row.outbox.length) this.waiting.add(row);
    if (options.events?.length) this.eventsWritten();
    return structuredClone(next);
  }

  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    const matching = this.matchingRows(filter);
    // All or nothing: one document the schema refuses leaves every document as it was.
    const next = matching.map((row) => this.definition.schema.parse(applyUpdate(row.doc, update)));
    matching.forEach((row, index) => {
      this.unindex(row.doc);
      row.doc = next[index] as T;
      this.index(row.doc);
    });
    return matching.length;
  }

  async deleteOne(filter: Filter<T>, options: WriteOptions = {}): Promise<boolean> {
    const row = this.matchingRows(filter)[0];
    if (!row) return false;
    row.outbox.push(...(options.events ?? []));
    if (row.outbox.length) this.waiting.add(row);
    this.remove(row);
    if (options.events?.length) this.eventsWritten();
    return true;
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    const doomed = this.matchingRows(filter);
    for (const row of doomed) this.remove(row);
    return doomed.length;
  }

  pending(): PendingEvent[] {
    return [...this.waiting].flatMap((row) =>
      row.outbox.map((event) => ({ collection: this.name, docId: row.doc.id, event })),
    );
  }

  markPublished(docId: string, eventId: string): void {
    const row = this.rows.get(docId);
    if (!row) return;
    row.outbox = row.outbox.filter((event) => event.id !== eventId);
    if (row.outbox.length === 0) {
      this.waiting.delete(row);
      if (row.deleted) this.drop(row);
    }
  }

  /** The rows a filter can match: by map when it names the id (equal or $in), else every live row. */
  private rowsFor(filter: Filter<T>): Row<T>[] {
    const id = (filter as Filter<Doc>).id;
    let rows: (Row<T> | undefined)[];
    if (typeof id === 'string') rows = [this.rows.get(id)];
    else if (id && typeof id === 'object' && !Array.isArray(id) && Object.keys(id).join() === '$in')
      rows = [...new Set((id as { $in: readonly string[] }).$in)].map((one) => this.rows.get(one));
    else rows = [...this.rows.values()];
    return rows.filter((row): row is Row<T> => row !== undefined && !row.deleted);
  }

  private matchingRows(filter: Filter<T>): Row<T>[] {
    return this.rowsFor(filter).filter((row) => matches(row.doc, filter));
  }

  /** Live documents a filter can match (by id: in the order the filter names them, as unsorted reads promise none). */
  private candidates(filter: Filter<T>): T[] {
    return this.rowsFor(filter).map((row) => row.doc);
  }

  /**
   * A row with events still waiting (those of this delete or of earlier writes) is kept as a
   * tombstone until the relay has published them: a delete never throws promised events away.
   * It keeps its unique keys, as the stored document does in MongoDB until it is gone.
   */
  private remove(row: Row<T>): void {
    if (row.outbox.length > 0) row.deleted = true;
    else this.drop(row);
  }

  private drop(row: Row<T>): void {
    this.unindex(row.doc);
    this.rows.delete(row.doc.id);
  }

  private assertUnique(doc: T, selfId?: string): void {
    for (const { fields, owners } of this.uniqueKeys) {
      const owner = owners.get(uniqueKey(doc, fields));
      if (owner !== undefined && owner !== (selfId ?? doc.id))
        throw new DuplicateKeyError(this.name, fields.map(String).join(', '));
    }
  }

  private index(doc: T): void {
    for (const { fields, owners } of this.uniqueKeys) owners.set(uniqueKey(doc, fields), doc.id);
  }

  private unindex(doc: T): void {
    for (const { fields, owners } of this.uniqueKeys) {
      const key = uniqueKey(doc, fields);
      if (owners.get(key) === doc.id) owners.delete(key);
    }
  }
}

/** The values of a unique index's fields, as one comparable key (a missing field counts as null). */
function uniqueKey<T>(doc: T, fields: readonly (keyof T)[]): string {
  return JSON.stringify(fields.map((field) => doc[field] ?? null));
}

function applyUpdate<T extends Doc>(doc: T, update: Update<T>): T {
  const next = { ...structuredClone(doc), ...structuredClone(update.set ?? {}) } as Record<string, unknown>;
  for (const [field, by] of Object.entries(update.inc ?? {})) {
    next[field] = ((next[field] as number | undefined) ?? 0) + (by as number);
  }
  const unset = new Set((update.unset ?? []).map(String));
  return Object.fromEntries(Object.entries(next).filter(([field]) => !unset.has(field))) as unknown as T;
}
