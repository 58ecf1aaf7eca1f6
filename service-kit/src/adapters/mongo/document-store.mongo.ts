import {
  DocumentStoreUnavailableError,
  type Collection,
  type CollectionDefinition,
  type Doc,
  type DocumentStore,
  type PendingEvent,
} from '../../ports/document-store.port.js';
import { MongoCollection, type StoreContext } from './mongo-collection.js';
import { MongoConnection, type MongoConnectionOptions } from './mongo-connection.js';
import { MongoOutbox } from './mongo-outbox.js';
import { OutboxHints } from './outbox-hints.js';
import { WritePolicy } from './write-policy.js';

/*
 * The store is put together from one file per concern, in this folder:
 * - stored-document.ts: how a document is kept (`_id`, the outbox on the document, tombstones) and
 *   our filters, sorts and updates in storage terms;
 * - mongo-connection.ts: connect, ping, close, FerretDB detection, the driver's errors as the port's;
 * - mongo-collection.ts: a collection's reads and writes (reads by `{_id}` when the filter names ids);
 * - mongo-outbox.ts (with outbox-hints.ts): the relay's reads of pending events and markPublished;
 * - write-policy.ts: serialized writes on FerretDB, compare-and-set on MongoDB.
 */

export interface MongoDocumentStoreOptions extends MongoConnectionOptions {
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
  /** @internal Documents that may hold pending events, read by `_id` instead of scanning. */
  readonly hints = new OutboxHints();
  private readonly outbox: MongoOutbox;
  private readonly context: StoreContext;
  /** host:port without credentials, for messages. */
  readonly where: string;
  readonly serializesWrites: boolean;

  private constructor(
    private readonly connection: MongoConnection,
    private readonly policy: WritePolicy,
    outboxRescanMs: number,
  ) {
    this.where = connection.where;
    this.serializesWrites = policy.serializesWrites;
    this.outbox = new MongoOutbox(outboxRescanMs);
    this.context = {
      hints: this.hints,
      policy,
      run: (collection, call) => this.run(collection, call),
      notify: () => this.notify(),
    };
  }

  /** Connects to `dbName` (one database per service) and waits until the server answers. */
  static async connect(
    url: string,
    dbName: string,
    options: MongoDocumentStoreOptions = {},
  ): Promise<MongoDocumentStore> {
    const connection = await MongoConnection.open(url, dbName, options);
    const { where } = connection;
    const serializeWrites = options.serializeWrites ?? (await connection.isFerretDb());
    if (serializeWrites)
      options.logger?.info({ where }, 'FerretDB: this store runs its writes one at a time');
    return new MongoDocumentStore(
      connection,
      new WritePolicy(serializeWrites),
      options.outboxRescanMs ?? 30_000,
    );
  }

  collection<T extends Doc>(definition: CollectionDefinition<T>): Collection<T> {
    const existing = this.collections.get(definition.name);
    if (existing) return existing as unknown as Collection<T>;
    const created = new MongoCollection<T>(definition, this.connection.model(definition.name), this.context);
    this.collections.set(definition.name, created as unknown as MongoCollection<Doc>);
    this.outbox.add(created.outbox);
    return created;
  }

  async ensureIndexes(): Promise<void> {
    for (const collection of this.collections.values()) await collection.ensureIndexes();
  }

  async ping(): Promise<void> {
    await this.connection.ping();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  /** Drops this store's whole database (tests and local resets only). */
  async dropDatabase(): Promise<void> {
    await this.connection.dropDatabase();
  }

  async pendingEvents(limit: number): Promise<PendingEvent[]> {
    return this.outbox.pendingEvents(limit);
  }

  async markPublished(events: PendingEvent[]): Promise<void> {
    await this.outbox.markPublished(events);
  }

  onEventsWritten(listener: () => void): () => void {
    return this.outbox.onEventsWritten(listener);
  }

  /** @internal Runs a write (with the reads it decides on) after the previous one, when serialized. */
  async exclusive<R>(write: () => Promise<R>): Promise<R> {
    return this.policy.exclusive(write);
  }

  /** @internal */
  notify(): void {
    this.outbox.notify();
  }

  /** @internal Runs a driver call, turning its errors into the port's and ours. */
  async run<R>(collection: string, call: () => Promise<R>): Promise<R> {
    return this.connection.run(collection, call);
  }
}

export { DocumentStoreUnavailableError };
