import {
  Schema,
  createConnection,
  type ConnectOptions,
  type Connection,
  type Model,
  type mongo,
} from 'mongoose';
import type { BaseLogger } from 'pino';
import type { EventEnvelope } from '@heartwise/contracts';
import {
  DocumentStoreUnavailableError,
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
  type SortSpec,
  type Update,
  type WriteOptions,
} from '../../ports/document-store.port.js';
// The embedded store's matcher is the port's reference semantics; filters that read by `_id` are finished with it here.
import { applyFind, matches } from '../memory/filter-match.js';
import { idsNamedBy } from './id-lookup.js';
import { OutboxHints } from './outbox-hints.js';

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
interface OutboxEntry {
  id: string;
  type: string;
  occurredAt: string;
  envelope: string;
}

interface StoredDoc {
  _id: string;
  _outbox?: OutboxEntry[];
  _pendingSince?: string;
  _deleted?: boolean;
  [field: string]: unknown;
}

type Raw = Record<string, unknown>;

const STORAGE_FIELDS = new Set(['_id', '_outbox', '_pendingSince', '_deleted']);
const LIVE = { _deleted: { $ne: true } } as const;
/** Optimistic rounds before a write that keeps losing a race gives up (another writer won each time). */
const MAX_ATTEMPTS = 5;

export interface MongoDocumentStoreOptions {
  logger?: Pick<BaseLogger, 'info' | 'warn'>;
  /** Driver options; ours (below) are defaults that these override. */
  connectOptions?: ConnectOptions;
  /**
   * Runs this store's writes one at a time. FerretDB v1 applies an update by reading the document,
   * changing it in Go and writing it back with no isolation, so two concurrent updates of one
   * document lose one of them (an `$inc`, a pushed event). Default: on for FerretDB, off for MongoDB.
   */
  serializeWrites?: boolean;
  /**
   * How often pendingEvents scans every collection for pending events this process did not write
   * (left by a crash, another process, a lost reply); in between it reads only the documents this
   * process gave events, by `_id`. The first call always scans. Default 30 s.
   */
  outboxRescanMs?: number;
}

/** The DocumentStore on MongoDB's wire protocol (mongoose 9), within what FerretDB v1 supports. */
export class MongoDocumentStore implements DocumentStore {
  private readonly collections = new Map<string, MongoCollection<Doc>>();
  private readonly listeners = new Set<() => void>();
  /** The last write in line, when writes are serialized. */
  private writeQueue: Promise<void> = Promise.resolve();
  /** @internal Documents that may hold pending events, read by `_id` instead of scanning. */
  readonly hints = new OutboxHints();
  private lastRescanAt = -Infinity;
  private lastRescanTook = 0;
  private rescanning: Promise<void> | null = null;

  private constructor(
    private readonly connection: Connection,
    /** host:port without credentials, for messages. */
    readonly where: string,
    readonly serializesWrites: boolean,
    private readonly outboxRescanMs: number,
  ) {}

  /** Connects to `dbName` (one database per service) and waits until the server answers. */
  static async connect(
    url: string,
    dbName: string,
    options: MongoDocumentStoreOptions = {},
  ): Promise<MongoDocumentStore> {
    const where = describe(url);
    const connection = createConnection(url, {
      dbName,
      // Fail a call after a few seconds while the server is away instead of queueing it in
      // mongoose (bufferCommands) or waiting 30 s for a server: callers answer 503 promptly.
      bufferCommands: false,
      serverSelectionTimeoutMS: 5_000,
      connectTimeoutMS: 5_000,
      // A server that accepts a command but never answers must not hang a request forever.
      socketTimeoutMS: 30_000,
      // Indexes and collections are created by ensureIndexes(), never behind a caller's back.
      autoIndex: false,
      autoCreate: false,
      // An optional field left undefined is absent, as in the embedded store, never null.
      ignoreUndefined: true,
      ...options.connectOptions,
    });
    try {
      await connection.asPromise();
    } catch (error) {
      await connection.close().catch(() => undefined);
      if (!isUnreachable(error)) throw error;
      throw new DocumentStoreUnavailableError(`Cannot reach MongoDB at ${where}: ${messageOf(error)}`, {
        cause: error,
      });
    }
    const logger = options.logger;
    if (logger) {
      connection.on('disconnected', () =>
        logger.warn({ where }, 'lost the connection to MongoDB; reconnecting'),
      );
      connection.on('reconnected', () => logger.info({ where }, 'connected to MongoDB again'));
    }
    const serializeWrites = options.serializeWrites ?? (await isFerretDb(connection));
    if (serializeWrites) logger?.info({ where }, 'FerretDB: this store runs its writes one at a time');
    return new MongoDocumentStore(connection, where, serializeWrites, options.outboxRescanMs ?? 30_000);
  }

  collection<T extends Doc>(definition: CollectionDefinition<T>): Collection<T> {
    const existing = this.collections.get(definition.name);
    if (existing) return existing as unknown as Collection<T>;
    const created = new MongoCollection<T>(definition, this.model(definition.name), this);
    this.collections.set(definition.name, created as unknown as MongoCollection<Doc>);
    return created;
  }

  async ensureIndexes(): Promise<void> {
    for (const collection of this.collections.values()) await collection.ensureIndexes();
  }

  async ping(): Promise<void> {
    await this.run('ping', async () => {
      const db = this.connection.db;
      if (!db) throw new DocumentStoreUnavailableError(`Not connected to MongoDB at ${this.where}.`);
      await db.command({ ping: 1 });
    });
  }

  async close(): Promise<void> {
    // A disconnect we asked for is not an outage: no "reconnecting" warning on shutdown.
    this.connection.removeAllListeners('disconnected');
    await this.connection.close();
  }

  /** Drops this store's whole database (tests and local resets only). */
  async dropDatabase(): Promise<void> {
    await this.run('dropDatabase', () => this.connection.dropDatabase());
  }

  async pendingEvents(limit: number): Promise<PendingEvent[]> {
    if (limit <= 0) return [];
    await this.rescanIfDue();
    const pending: { item: PendingEvent; order: number }[] = [];
    // The `limit` documents with the oldest _pendingSince of each collection hold the `limit`
    // oldest events: any other document's events all come after the oldest event of each of them.
    for (const collection of this.collections.values()) {
      for (const item of await collection.pending(limit)) pending.push({ item, order: pending.length });
    }
    return pending
      .sort((a, b) => compareText(a.item.event.occurredAt, b.item.event.occurredAt) || a.order - b.order)
      .slice(0, limit)
      .map(({ item }) => item);
  }

  async markPublished(events: PendingEvent[]): Promise<void> {
    const byDocument = new Map<string, { collection: string; docId: string; eventIds: Set<string> }>();
    for (const item of events) {
      const key = JSON.stringify([item.collection, item.docId]);
      const group = byDocument.get(key) ?? {
        collection: item.collection,
        docId: item.docId,
        eventIds: new Set(),
      };
      group.eventIds.add(item.event.id);
      byDocument.set(key, group);
    }
    const byCollection = new Map<string, Map<string, Set<string>>>();
    for (const group of byDocument.values()) {
      const documents = byCollection.get(group.collection) ?? new Map<string, Set<string>>();
      documents.set(group.docId, group.eventIds);
      byCollection.set(group.collection, documents);
    }
    for (const [name, documents] of byCollection) await this.collections.get(name)?.markPublished(documents);
  }

  /**
   * Every collection scanned for pending documents (the hints' safety net), at most once per
   * interval, and never more than 5% of the time: on FerretDB v1 a scan of a large collection takes
   * seconds, and the relay waits for it.
   */
  private async rescanIfDue(): Promise<void> {
    if (Date.now() - this.lastRescanAt < Math.max(this.outboxRescanMs, 20 * this.lastRescanTook)) return;
    this.rescanning ??= this.rescan().finally(() => {
      this.rescanning = null;
    });
    await this.rescanning;
  }

  private async rescan(): Promise<void> {
    const startedAt = Date.now();
    for (const collection of this.collections.values()) await collection.discoverPending();
    this.lastRescanAt = startedAt;
    this.lastRescanTook = Date.now() - startedAt;
  }

  onEventsWritten(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** @internal Runs a write (with the reads it decides on) after the previous one, when serialized. */
  async exclusive<R>(write: () => Promise<R>): Promise<R> {
    if (!this.serializesWrites) return write();
    const previous = this.writeQueue;
    let release = (): void => undefined;
    this.writeQueue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await write();
    } finally {
      release();
    }
  }

  /** @internal */
  notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** @internal Runs a driver call, turning its errors into the port's and ours. */
  async run<R>(collection: string, call: () => Promise<R>): Promise<R> {
    try {
      return await call();
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateKeyError(collection, duplicateDetail(error));
      if (isUnreachable(error)) {
        const message = `MongoDB at ${this.where} is not reachable: ${messageOf(error)}`;
        throw new DocumentStoreUnavailableError(message, { cause: error });
      }
      throw error;
    }
  }

  private model(name: string): Model<StoredDoc> {
    const existing = this.connection.models[name] as Model<StoredDoc> | undefined;
    if (existing) return existing;
    // Schema-less on purpose: the zod schema of the collection is the one source of truth, applied
    // on every write and read. mongoose only carries documents (no casting beyond `_id`, no
    // stripping of undeclared fields in documents or filters, no `__v`, empty objects kept).
    const schema = new Schema<StoredDoc>(
      { _id: { type: String, required: true } },
      {
        strict: false,
        strictQuery: false,
        versionKey: false,
        minimize: false,
        id: false,
        autoIndex: false,
        autoCreate: false,
        bufferCommands: false,
      },
    );
    return this.connection.model<StoredDoc>(name, schema, name);
  }
}

/** What the relay last read of a document's outbox, so publishing all of it can be one write. */
interface OutboxRead {
  version: number | undefined;
  eventIds: string[];
  deleted: boolean;
}

/** Outboxes remembered between the relay's read and its markPublished, at most. */
const MAX_REMEMBERED_READS = 50_000;

class MongoCollection<T extends Doc> implements Collection<T> {
  readonly name: string;
  /** Outboxes the relay read and has not yet marked published (see markPublished). */
  private readonly lastRead = new Map<string, OutboxRead>();

  constructor(
    private readonly definition: CollectionDefinition<T>,
    private readonly model: Model<StoredDoc>,
    private readonly store: MongoDocumentStore,
  ) {
    this.name = definition.name;
  }

  async insert(doc: T, options: WriteOptions = {}): Promise<T> {
    const parsed = this.definition.schema.parse(doc);
    const events = options.events ?? [];
    const stored: StoredDoc = { ...toStored(parsed), ...(events.length ? newOutbox(events) : {}) };
    await this.store.exclusive(async () => {
      try {
        await this.run(() => this.model.insertMany([stored], { lean: true }));
      } catch (error) {
        // Its reply may be what was lost: hinted without its events, so the relay reads the document.
        if (events.length) this.store.hints.add(this.name, parsed.id, oldestOccurredAt(events));
        throw error;
      }
      // A new document: these events are its whole outbox.
      if (events.length) this.store.hints.add(this.name, parsed.id, oldestOccurredAt(events), events);
    });
    if (events.length) this.store.notify();
    return parsed;
  }

  async insertMany(items: readonly InsertItem<T>[]): Promise<InsertManyResult> {
    if (items.length === 0) return { refused: [] };
    const prepared = items.map(({ doc, events = [] }) => {
      const parsed = this.definition.schema.parse(doc);
      const stored: StoredDoc = { ...toStored(parsed), ...(events.length ? newOutbox(events) : {}) };
      return { id: parsed.id, events, stored };
    });
    // Unordered: a document refused by a unique index does not stop the others.
    const refused = await this.store.exclusive(async () => {
      let duplicates: number[] = [];
      try {
        // The driver's own call: mongoose's insertMany would cast `_id` to an ObjectId type.
        const native = this.model.collection as unknown as mongo.Collection<StoredDoc>;
        await native.insertMany(
          prepared.map(({ stored }) => stored),
          { ordered: false },
        );
      } catch (error) {
        duplicates = duplicateIndexes(error, prepared.length);
        // Anything else (or a reply that never came): the port's error, after hinting every document.
        if (duplicates.length === 0) {
          for (const { id, events } of prepared)
            if (events.length) this.store.hints.add(this.name, id, oldestOccurredAt(events));
          await this.run(() => Promise.reject(error));
        }
      }
      const left = new Set(duplicates);
      for (const [index, { id, events }] of prepared.entries())
        if (events.length && !left.has(index))
          this.store.hints.add(this.name, id, oldestOccurredAt(events), events);
      return duplicates;
    });
    if (prepared.some(({ events }) => events.length)) this.store.notify();
    return { refused };
  }

  async findById(id: string): Promise<T | null> {
    return this.findOne({ id } as Filter<T>);
  }

  async findOne(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T | null> {
    return (await this.find(filter, { ...options, limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    // A limit of 0 means "none" here, as in the embedded store (MongoDB would read it as "all").
    if (options.limit !== undefined && options.limit <= 0) return [];
    const ids = idsNamedBy(filter);
    if (ids)
      return applyFind(
        (await this.matchByIds(ids, filter)).map(({ doc }) => doc),
        {},
        options,
      );
    const query = this.model.find(liveFilter(filter));
    if (options.sort) query.sort(toStoredSort(options.sort));
    if (options.skip) query.skip(options.skip);
    if (options.limit !== undefined) query.limit(options.limit);
    const found = await this.run(() => query.lean<Raw[]>().exec());
    return found.map((raw) => this.fromStored(raw));
  }

  async count(filter: Filter<T>): Promise<number> {
    const ids = idsNamedBy(filter);
    if (ids) return (await this.matchByIds(ids, filter)).length;
    return this.run(() => this.model.countDocuments(liveFilter(filter)).exec());
  }

  /** The live documents with these ids that match the filter, each read by `{_id}` alone. */
  private async matchByIds(ids: string[], filter: Filter<T>): Promise<{ raw: Raw; doc: T }[]> {
    const found = await Promise.all(
      ids.map((id) => this.run(() => this.model.findOne({ _id: id }).lean<Raw>().exec())),
    );
    return found
      .filter((raw): raw is Raw => raw !== null && raw._deleted !== true)
      .map((raw) => ({ raw, doc: this.fromStored(raw) }))
      .filter(({ doc }) => matches(doc, filter));
  }

  /** The first live match, read by `{_id}` when the filter names its ids. */
  private async firstMatch(filter: Filter<T>): Promise<Raw | null> {
    const ids = idsNamedBy(filter);
    if (ids) return (await this.matchByIds(ids, filter))[0]?.raw ?? null;
    return this.run(() => this.model.findOne(liveFilter(filter)).lean<Raw>().exec());
  }

  /**
   * The filter of a write to a document just read (`extra`: what the read saw that the write
   * relies on). On MongoDB it repeats the conditions, so the write is a compare-and-set. On a store
   * that serializes its writes (FerretDB) it is `{_id}` alone: nothing in this process can change
   * the document between the read and the write, and FerretDB v1 could not do better anyway. It
   * applies any update by reading the document into Go and writing it back with no isolation, and
   * any filter but `{_id}` makes it read the whole collection first: cost, no added safety.
   */
  private writeFilter(filter: Filter<T>, id: string, extra: Raw = {}): Raw {
    if (this.store.serializesWrites) return { _id: id };
    return { ...liveFilter(filter), ...extra, _id: id };
  }

  /**
   * Runs a write that adds events to a document, then hints the document to the relay, also when
   * the write failed (its reply may be what was lost). Hinting after the write, with a new version,
   * also restores a hint the relay dropped because it read the document just before the write.
   */
  private async withHints<R>(id: string, events: EventEnvelope[], write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } finally {
      if (events.length) this.store.hints.add(this.name, id, oldestOccurredAt(events));
    }
  }

  async updateOne(filter: Filter<T>, update: Update<T>, options: WriteOptions = {}): Promise<T | null> {
    return this.store.exclusive(() => this.updateFirstMatch(filter, update, options.events ?? []));
  }

  private async updateFirstMatch(
    filter: Filter<T>,
    update: Update<T>,
    events: EventEnvelope[],
  ): Promise<T | null> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await this.firstMatch(filter);
      if (!current) return null;
      const id = String(current._id);
      const next = this.definition.schema.parse(applyUpdate(this.fromStored(current), update));
      const operations = toStoredUpdate(update, next, events);
      if (!operations) return next;
      const after = await this.withHints(id, events, () =>
        this.run(() =>
          this.model
            .findOneAndUpdate(this.writeFilter(filter, id), operations, { returnDocument: 'after' })
            .lean<Raw>()
            .exec(),
        ),
      );
      if (!after) continue;
      if (events.length) this.store.notify();
      return this.fromStored(after);
    }
    throw new Error(`Could not update a document in ${this.name}: it kept changing under concurrent writes.`);
  }

  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    return this.store.exclusive(() => this.updateAllMatches(filter, update));
  }

  private async updateAllMatches(filter: Filter<T>, update: Update<T>): Promise<number> {
    // Every document it would touch must still parse afterwards, as in the embedded store.
    const matching = await this.run(() => this.model.find(liveFilter(filter)).lean<Raw[]>().exec());
    if (matching.length === 0) return 0;
    let operations: Record<string, unknown> | null = null;
    for (const raw of matching) {
      const next = this.definition.schema.parse(applyUpdate(this.fromStored(raw), update));
      operations ??= toStoredUpdate(update, next, [], false);
    }
    if (!operations) return matching.length;
    const ops = operations;
    const result = await this.run(() => this.model.updateMany(liveFilter(filter), ops).exec());
    return result.matchedCount;
  }

  async deleteOne(filter: Filter<T>, options: WriteOptions = {}): Promise<boolean> {
    return this.store.exclusive(() => this.deleteFirstMatch(filter, options.events ?? []));
  }

  private async deleteFirstMatch(filter: Filter<T>, events: EventEnvelope[]): Promise<boolean> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await this.firstMatch(filter);
      if (!current) return false;
      const id = String(current._id);
      if (events.length) {
        // Kept as a tombstone, with its events, until the relay has published them.
        const result = await this.withHints(id, events, () =>
          this.run(() =>
            this.model
              .updateOne(this.writeFilter(filter, id), { $set: { _deleted: true }, ...pushEvents(events) })
              .exec(),
          ),
        );
        if (result.matchedCount === 0) continue;
        this.store.notify();
        return true;
      }
      // A document whose earlier events are still waiting becomes a tombstone too: a delete never
      // throws away events that were already promised to the bus.
      const waiting = current._pendingSince !== undefined;
      const target = this.writeFilter(filter, id, { _pendingSince: { $exists: waiting } });
      const done = waiting
        ? (await this.run(() => this.model.updateOne(target, { $set: { _deleted: true } }).exec()))
            .matchedCount
        : (await this.run(() => this.model.deleteOne(target).exec())).deletedCount;
      if (done > 0) return true;
    }
    throw new Error(`Could not delete a document in ${this.name}: it kept changing under concurrent writes.`);
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    return this.store.exclusive(() => this.deleteAllMatches(filter));
  }

  private async deleteAllMatches(filter: Filter<T>): Promise<number> {
    const removed = await this.run(() =>
      this.model.deleteMany({ ...liveFilter(filter), _pendingSince: { $exists: false } }).exec(),
    );
    const buried = await this.run(() =>
      this.model
        .updateMany({ ...liveFilter(filter), _pendingSince: { $exists: true } }, { $set: { _deleted: true } })
        .exec(),
    );
    return removed.deletedCount + buried.matchedCount;
  }

  /** @internal */
  async ensureIndexes(): Promise<void> {
    const indexes: { fields: Record<string, 1 | -1>; unique: boolean }[] = [
      { fields: { _pendingSince: 1 }, unique: false },
    ];
    for (const index of this.definition.indexes ?? []) {
      const fields = toStoredSort(index.fields);
      // `_id` is unique already, and MongoDB refuses a `unique` option on it.
      if (Object.keys(fields).length === 1 && '_id' in fields) continue;
      indexes.push({ fields, unique: index.unique ?? false });
    }
    for (const index of indexes) {
      await this.run(() => this.model.collection.createIndex(index.fields, { unique: index.unique }));
    }
  }

  /** @internal Hints every document of this collection that holds pending events (one full scan). */
  async discoverPending(): Promise<void> {
    const waiting = await this.run(() =>
      this.model
        .find({ _pendingSince: { $exists: true } })
        .select({ _pendingSince: 1 })
        .lean<StoredDoc[]>()
        .exec(),
    );
    for (const raw of waiting) {
      if (raw._pendingSince !== undefined) this.store.hints.add(this.name, raw._id, raw._pendingSince);
    }
  }

  /**
   * @internal Pending events of the `limit` hinted documents that have waited longest (tombstones
   * included). A document this process inserted and nothing touched since is not read: its hint
   * holds its whole outbox (a bulk import's thousands of accounts cost no reads). Any other is read
   * by `{_id}`, and forgotten when found without events.
   */
  async pending(limit: number): Promise<PendingEvent[]> {
    const { hints } = this.store;
    // Each read replaces the last of its document; markPublished takes it off. Bounded all the same
    // (the relay is not the only reader: /healthz counts the backlog, and another process may publish).
    if (this.lastRead.size > MAX_REMEMBERED_READS) this.lastRead.clear();
    const read = await Promise.all(
      hints.oldest(this.name, limit).map(async ({ docId, version, pendingSince }) => {
        const known = hints.events(this.name, docId, version);
        if (known) {
          this.lastRead.set(docId, { version, eventIds: known.map((event) => event.id), deleted: false });
          return { docId, pendingSince, events: known };
        }
        const raw = await this.run(() =>
          this.model
            .findOne({ _id: docId })
            .select({ _outbox: 1, _pendingSince: 1, _deleted: 1 })
            .lean<StoredDoc>()
            .exec(),
        );
        if (!raw?._outbox?.length) {
          hints.forget(this.name, docId, version);
          return null;
        }
        if (raw._pendingSince !== undefined) hints.settle(this.name, docId, raw._pendingSince, version);
        this.lastRead.set(docId, {
          version,
          eventIds: raw._outbox.map((entry) => entry.id),
          deleted: raw._deleted === true,
        });
        const events = raw._outbox.map((entry) => JSON.parse(entry.envelope) as EventEnvelope);
        return { docId, pendingSince: raw._pendingSince ?? '', events };
      }),
    );
    return read
      .filter((found) => found !== null)
      .sort((a, b) => compareText(a.pendingSince, b.pendingSince) || compareText(a.docId, b.docId))
      .flatMap(({ docId, events }) => events.map((event) => ({ collection: this.name, docId, event })));
  }

  /**
   * @internal Takes the published events off the document with a compare-and-set on the whole
   * outbox (FerretDB v1 ignores `$pull` with a condition and positional updates): read it, then
   * write the rest only if the outbox is still exactly what was read, so an event pushed meanwhile
   * is never lost. A tombstone whose outbox empties is removed for good.
   */
  async markPublished(documents: ReadonlyMap<string, Set<string>>): Promise<void> {
    await this.store.exclusive(async () => {
      for (const [docId, eventIds] of documents) {
        const read = this.lastRead.get(docId);
        this.lastRead.delete(docId);
        if (read && this.emptiedSinceRead(docId, eventIds, read)) {
          // All of it published and nothing wrote to it since the relay read it (writes here are
          // serialized): emptied with one write, no second read.
          await this.run(() =>
            this.model.updateOne({ _id: docId }, { $unset: { _outbox: '', _pendingSince: '' } }).exec(),
          );
          this.store.hints.forget(this.name, docId, read.version);
        } else {
          await this.removeFromOutbox(docId, eventIds);
        }
      }
    });
  }

  private emptiedSinceRead(docId: string, eventIds: Set<string>, read: OutboxRead): boolean {
    return (
      this.store.serializesWrites &&
      !read.deleted &&
      this.store.hints.version(this.name, docId) === read.version &&
      read.eventIds.every((id) => eventIds.has(id))
    );
  }

  private async removeFromOutbox(docId: string, eventIds: Set<string>): Promise<void> {
    const { hints } = this.store;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const seen = hints.version(this.name, docId);
      const raw = await this.run(() =>
        this.model.findOne({ _id: docId }).select({ _outbox: 1, _deleted: 1 }).lean<StoredDoc>().exec(),
      );
      const outbox = raw?._outbox ?? [];
      const remaining = outbox.filter((entry) => !eventIds.has(entry.id));
      if (outbox.length === 0) hints.forget(this.name, docId, seen);
      if (!raw || remaining.length === outbox.length) return;
      // The outbox as read is the compare-and-set on MongoDB; a serializing store needs `{_id}` only (see writeFilter).
      const unchanged = this.store.serializesWrites ? { _id: docId } : { _id: docId, _outbox: outbox };
      const oldest = remaining.map((entry) => entry.occurredAt).sort(compareText)[0];
      let applied: boolean;
      if (oldest !== undefined) {
        const result = await this.run(() =>
          this.model.updateOne(unchanged, { $set: { _outbox: remaining, _pendingSince: oldest } }).exec(),
        );
        applied = result.matchedCount > 0;
      } else if (raw._deleted) {
        const result = await this.run(() => this.model.deleteOne(unchanged).exec());
        applied = result.deletedCount > 0;
      } else {
        const result = await this.run(() =>
          this.model.updateOne(unchanged, { $unset: { _outbox: '', _pendingSince: '' } }).exec(),
        );
        applied = result.matchedCount > 0;
      }
      if (!applied) continue;
      if (oldest === undefined) hints.forget(this.name, docId, seen);
      else hints.settle(this.name, docId, oldest, seen);
      return;
    }
    // Left as it is, the events are published again later: consumers are idempotent.
  }

  private run<R>(call: () => Promise<R>): Promise<R> {
    return this.store.run(this.name, call);
  }

  private fromStored(raw: Raw): T {
    const doc: Raw = { id: raw._id };
    for (const [field, value] of Object.entries(raw)) if (!STORAGE_FIELDS.has(field)) doc[field] = value;
    return this.definition.schema.parse(doc);
  }
}

/** FerretDB answers buildInfo with its own version beside the MongoDB one it emulates. */
async function isFerretDb(connection: Connection): Promise<boolean> {
  const info = await connection.db
    ?.admin()
    .command({ buildInfo: 1 })
    .catch(() => undefined);
  return info !== undefined && 'ferretdbVersion' in info;
}

function toStored(doc: Doc): StoredDoc {
  const { id, ...fields } = doc as Doc & Raw;
  for (const field of Object.keys(fields)) {
    if (STORAGE_FIELDS.has(field))
      throw new Error(`A document may not have a field named ${field}: it is reserved.`);
  }
  return { _id: id, ...withoutUndefined(fields) };
}

function newOutbox(events: EventEnvelope[]): Pick<StoredDoc, '_outbox' | '_pendingSince'> {
  return { _outbox: events.map(toOutboxEntry), _pendingSince: oldestOccurredAt(events) };
}

function pushEvents(events: EventEnvelope[]): Record<string, unknown> {
  if (events.length === 0) return {};
  return {
    $push: { _outbox: { $each: events.map(toOutboxEntry) } },
    $min: { _pendingSince: oldestOccurredAt(events) },
  };
}

function toOutboxEntry(event: EventEnvelope): OutboxEntry {
  return { id: event.id, type: event.type, occurredAt: event.occurredAt, envelope: JSON.stringify(event) };
}

function oldestOccurredAt(events: EventEnvelope[]): string {
  return events.map((event) => event.occurredAt).sort(compareText)[0] as string;
}

/** Our filter in storage terms: `id` is `_id`, undefined conditions are no conditions, tombstones are out. */
function liveFilter<T>(filter: Filter<T>): Record<string, unknown> {
  const stored: Raw = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    stored[field === 'id' ? '_id' : field] = condition;
  }
  return { ...stored, ...LIVE };
}

function toStoredSort<T>(sort: SortSpec<T>): Record<string, 1 | -1> {
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
function toStoredUpdate<T extends Doc>(
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
function applyUpdate<T extends Doc>(doc: T, update: Update<T>): T {
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
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * E11000 from MongoDB; FerretDB v1 says so for inserts, but an update that breaks a unique index
 * surfaces there as InternalError (code 1) carrying SQLite's "UNIQUE constraint failed".
 */
/**
 * The indexes an unordered bulk insert refused for a taken unique key, when that is all it refused;
 * an empty list when the error is anything else (or also something else).
 */
function duplicateIndexes(error: unknown, count: number): number[] {
  const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  const indexes: number[] = [];
  for (const item of list as { index?: unknown; code?: unknown }[]) {
    const { index, code } = item;
    if ((code !== 11000 && code !== 11001) || typeof index !== 'number' || index >= count) return [];
    indexes.push(index);
  }
  return indexes.sort((a, b) => a - b);
}

function isDuplicateKey(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 11000 || code === 11001) return true;
  return /E11000 duplicate key|UNIQUE constraint failed/.test(error.message);
}

function duplicateDetail(error: unknown): string {
  const keyValue = (error as { keyValue?: unknown }).keyValue;
  if (keyValue && typeof keyValue === 'object') return JSON.stringify(keyValue);
  const message = messageOf(error);
  const index = /index '([^']+)'/.exec(message)?.[1] ?? /index: (\S+)/.exec(message)?.[1];
  return index ? `index ${index}` : message.slice(0, 200);
}

const UNREACHABLE = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoPoolClearedError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
]);

function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNREACHABLE.has(error.name)) return true;
  // insertMany reports a lost server as a MongoBulkWriteError that keeps the driver's error as its
  // errorResponse: without this, a write during a database restart would be a 500, not a 503.
  const wrapped = (error as { errorResponse?: unknown }).errorResponse;
  return error.name === 'MongoBulkWriteError' && wrapped instanceof Error && UNREACHABLE.has(wrapped.name);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** host:port of a mongodb:// URL, without credentials, for messages and logs. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.host || 'the configured MongoDB';
  } catch {
    return 'the configured MongoDB';
  }
}

export { DocumentStoreUnavailableError };
