import type { EventEnvelope } from '@heartwise/contracts';
import {
  DuplicateKeyError,
  type Collection,
  type CollectionDefinition,
  type Doc,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type PendingEvent,
  type Update,
  type WriteOptions,
} from '../../ports/document-store.port.js';
import { applyFind, matches } from './filter-match.js';

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

class MemoryCollection<T extends Doc> implements Collection<T> {
  readonly name: string;
  private readonly rows = new Map<string, Row<T>>();

  constructor(
    private readonly definition: CollectionDefinition<T>,
    private readonly eventsWritten: () => void,
  ) {
    this.name = definition.name;
  }

  async insert(doc: T, options: WriteOptions = {}): Promise<T> {
    const parsed = this.definition.schema.parse(doc);
    if (this.rows.has(parsed.id)) throw new DuplicateKeyError(this.name, `id ${parsed.id}`);
    this.assertUnique(parsed);
    this.rows.set(parsed.id, {
      doc: structuredClone(parsed),
      outbox: [...(options.events ?? [])],
      deleted: false,
    });
    if (options.events?.length) this.eventsWritten();
    return structuredClone(parsed);
  }

  async findById(id: string): Promise<T | null> {
    return this.findOne({ id } as Filter<T>);
  }

  async findOne(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T | null> {
    return (await this.find(filter, { ...options, limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    return applyFind(this.live(), filter, options).map((doc) => structuredClone(doc));
  }

  async count(filter: Filter<T>): Promise<number> {
    return this.live().filter((doc) => matches(doc, filter)).length;
  }

  async updateOne(filter: Filter<T>, update: Update<T>, options: WriteOptions = {}): Promise<T | null> {
    const row = [...this.rows.values()].find(
      (candidate) => !candidate.deleted && matches(candidate.doc, filter),
    );
    if (!row) return null;
    const next = this.definition.schema.parse(applyUpdate(row.doc, update));
    this.assertUnique(next, row.doc.id);
    row.doc = next;
    row.outbox.push(...(options.events ?? []));
    if (options.events?.length) this.eventsWritten();
    return structuredClone(next);
  }

  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    const matching = [...this.rows.values()].filter((row) => !row.deleted && matches(row.doc, filter));
    // All or nothing: one document the schema refuses leaves every document as it was.
    const next = matching.map((row) => this.definition.schema.parse(applyUpdate(row.doc, update)));
    matching.forEach((row, index) => {
      row.doc = next[index] as T;
    });
    return matching.length;
  }

  async deleteOne(filter: Filter<T>, options: WriteOptions = {}): Promise<boolean> {
    const row = [...this.rows.values()].find(
      (candidate) => !candidate.deleted && matches(candidate.doc, filter),
    );
    if (!row) return false;
    row.outbox.push(...(options.events ?? []));
    this.remove(row);
    if (options.events?.length) this.eventsWritten();
    return true;
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    const doomed = [...this.rows.values()].filter((row) => !row.deleted && matches(row.doc, filter));
    for (const row of doomed) this.remove(row);
    return doomed.length;
  }

  pending(): PendingEvent[] {
    return [...this.rows.values()].flatMap((row) =>
      row.outbox.map((event) => ({ collection: this.name, docId: row.doc.id, event })),
    );
  }

  markPublished(docId: string, eventId: string): void {
    const row = this.rows.get(docId);
    if (!row) return;
    row.outbox = row.outbox.filter((event) => event.id !== eventId);
    if (row.deleted && row.outbox.length === 0) this.rows.delete(docId);
  }

  /**
   * A row with events still waiting (those of this delete or of earlier writes) is kept as a
   * tombstone until the relay has published them: a delete never throws promised events away.
   */
  private remove(row: Row<T>): void {
    if (row.outbox.length > 0) row.deleted = true;
    else this.rows.delete(row.doc.id);
  }

  private live(): T[] {
    return [...this.rows.values()].filter((row) => !row.deleted).map((row) => row.doc);
  }

  private assertUnique(doc: T, selfId?: string): void {
    for (const index of this.definition.indexes ?? []) {
      if (!index.unique) continue;
      const fields = Object.keys(index.fields) as (keyof T)[];
      const clash = [...this.rows.values()].some(
        (row) => row.doc.id !== (selfId ?? doc.id) && fields.every((field) => row.doc[field] === doc[field]),
      );
      if (clash) throw new DuplicateKeyError(this.name, fields.map(String).join(', '));
    }
  }
}

function applyUpdate<T extends Doc>(doc: T, update: Update<T>): T {
  const next = { ...structuredClone(doc), ...structuredClone(update.set ?? {}) } as Record<string, unknown>;
  for (const [field, by] of Object.entries(update.inc ?? {})) {
    next[field] = ((next[field] as number | undefined) ?? 0) + (by as number);
  }
  const unset = new Set((update.unset ?? []).map(String));
  return Object.fromEntries(Object.entries(next).filter(([field]) => !unset.has(field))) as unknown as T;
}
