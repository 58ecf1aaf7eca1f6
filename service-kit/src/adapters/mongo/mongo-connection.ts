import { Schema, createConnection, type ConnectOptions, type Connection, type Model } from 'mongoose';
import type { BaseLogger } from 'pino';
import { DocumentStoreUnavailableError, DuplicateKeyError } from '../../ports/document-store.port.js';
import type { StoredDoc } from './stored-document.js';
import { commandsObserved, forwardCommands } from './command-observer.js';

export interface MongoConnectionOptions {
  logger?: Pick<BaseLogger, 'info' | 'warn'>;
  /** Driver options; ours (below) are defaults that these override. */
  connectOptions?: ConnectOptions;
}

/** One service's database on MongoDB's wire protocol: connect, ping, close, and the driver's errors as the port's. */
export class MongoConnection {
  private constructor(
    private readonly connection: Connection,
    /** host:port without credentials, for messages. */
    readonly where: string,
  ) {}

  /** Connects to `dbName` (one database per service) and waits until the server answers. */
  static async open(
    url: string,
    dbName: string,
    options: MongoConnectionOptions = {},
  ): Promise<MongoConnection> {
    const where = describe(url);
    // Only while a test watches what calls cost (command-observer.ts): off for everyone else.
    const observed = commandsObserved();
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
      ...(observed ? { monitorCommands: true } : {}),
      ...options.connectOptions,
    });
    if (observed) forwardCommands(connection.getClient());
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
    return new MongoConnection(connection, where);
  }

  /** FerretDB answers buildInfo with its own version beside the MongoDB one it emulates. */
  async isFerretDb(): Promise<boolean> {
    const info = await this.connection.db
      ?.admin()
      .command({ buildInfo: 1 })
      .catch(() => undefined);
    return info !== undefined && 'ferretdbVersion' in info;
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

  /** Drops this whole database (tests and local resets only). */
  async dropDatabase(): Promise<void> {
    await this.run('dropDatabase', () => this.connection.dropDatabase());
  }

  /** Runs a driver call, turning its errors into the port's and ours. */
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

  model(name: string): Model<StoredDoc> {
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

/**
 * The indexes an unordered bulk insert refused for a taken unique key, when that is all it refused;
 * an empty list when the error is anything else (or also something else).
 */
export function duplicateIndexes(error: unknown, count: number): number[] {
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

/**
 * E11000 from MongoDB; FerretDB v1 says so for inserts, but an update that breaks a unique index
 * surfaces there as InternalError (code 1) carrying SQLite's "UNIQUE constraint failed".
 */
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
