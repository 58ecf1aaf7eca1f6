import type { z } from 'zod';
import type { EventEnvelope } from '@heartwise/contracts';

/**
 * The storage port every service's repositories stand on. Its query language is deliberately the
 * subset that both MongoDB and FerretDB v1 (and the embedded adapter) support: equality, $in, $ne,
 * ranges and $exists on top-level fields; sort, skip and limit. No transactions: a write and the
 * events it causes are one document write (the outbox rides on the changed document).
 */
export interface Doc {
  id: string;
}

export type Scalar = string | number | boolean | null;

export interface FieldOperators<V> {
  $in?: readonly V[];
  $nin?: readonly V[];
  $ne?: V;
  $gt?: V;
  $gte?: V;
  $lt?: V;
  $lte?: V;
  $exists?: boolean;
}

/** A field equals a value, holds it (array fields), or meets the operators. */
export type FieldFilter<V> =
  V | (V extends readonly (infer E)[] ? E : never) | FieldOperators<V extends readonly (infer E)[] ? E : V>;

export type Filter<T> = { [K in keyof T]?: FieldFilter<T[K]> };

export type SortSpec<T> = { [K in keyof T]?: 1 | -1 };

export interface FindOptions<T> {
  sort?: SortSpec<T>;
  skip?: number;
  limit?: number;
}

export interface Update<T> {
  set?: Partial<T>;
  inc?: { [K in keyof T]?: number };
  unset?: (keyof T)[];
}

export interface WriteOptions {
  /** Events this write causes; stored with the document in the same write and relayed later. */
  events?: EventEnvelope[];
}

export interface IndexSpec<T> {
  fields: SortSpec<T>;
  unique?: boolean;
}

export interface CollectionDefinition<T extends Doc> {
  name: string;
  /** Every document read back is parsed with it, so storage drift is caught at the boundary. */
  schema: z.ZodType<T>;
  indexes?: IndexSpec<T>[];
}

export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly detail: string,
  ) {
    super(`Duplicate key in ${collection}: ${detail}`);
    this.name = 'DuplicateKeyError';
  }
}

/**
 * MongoDB (or FerretDB) cannot be reached right now: down, restarting, or not answering. Callers
 * should answer 503; the driver reconnects by itself and the next call succeeds once it is back.
 */
export class DocumentStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentStoreUnavailableError';
  }
}

export interface InsertItem<T extends Doc> {
  doc: T;
  events?: EventEnvelope[];
}

export interface InsertManyResult {
  /** The indexes (in the items given) of the documents not inserted because a unique key was taken. */
  refused: number[];
}

export interface Collection<T extends Doc> {
  readonly name: string;
  /** Throws DuplicateKeyError when a unique index would be broken. */
  insert(doc: T, options?: WriteOptions): Promise<T>;
  /**
   * Inserts many documents, each with its own events (each document and its events are still one
   * write), in as few round trips as the store allows: for bulk jobs on a store where every call
   * costs milliseconds. A document that would break a unique index is left out and named in
   * `refused` (its index in `items`); every other one is inserted.
   */
  insertMany(items: readonly InsertItem<T>[]): Promise<InsertManyResult>;
  findById(id: string): Promise<T | null>;
  findOne(filter: Filter<T>, options?: FindOptions<T>): Promise<T | null>;
  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  count(filter: Filter<T>): Promise<number>;
  /** Updates the first document matching the filter; returns it as it is after the update, or null. */
  updateOne(filter: Filter<T>, update: Update<T>, options?: WriteOptions): Promise<T | null>;
  /** No events: bulk maintenance only. Returns how many documents changed. */
  updateMany(filter: Filter<T>, update: Update<T>): Promise<number>;
  /** Deletes the first match; with events the delete is made durable together with them. */
  deleteOne(filter: Filter<T>, options?: WriteOptions): Promise<boolean>;
  deleteMany(filter: Filter<T>): Promise<number>;
}

/** A pending event as the outbox relay sees it. */
export interface PendingEvent {
  collection: string;
  docId: string;
  event: EventEnvelope;
}

/** What the outbox relay needs from a store. */
export interface OutboxSource {
  /** Oldest first, across every collection of the store. */
  pendingEvents(limit: number): Promise<PendingEvent[]>;
  markPublished(events: PendingEvent[]): Promise<void>;
  /** Resolves a waiting relay as soon as a write carried events, so delivery is prompt. */
  onEventsWritten(listener: () => void): () => void;
}

export interface DocumentStore extends OutboxSource {
  collection<T extends Doc>(definition: CollectionDefinition<T>): Collection<T>;
  /** Creates the declared indexes; call once at start after declaring collections. */
  ensureIndexes(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
