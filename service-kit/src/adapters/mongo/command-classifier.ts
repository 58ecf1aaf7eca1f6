import { MAX_POINT_READS } from './id-lookup.js';

/**
 * Which documents a command sent to the store makes the server read (docs/architecture.md,
 * "FerretDB v1 query pushdown"):
 * - `key`: the documents named by `_id` (or a write of new documents): its cost does not grow
 *   with the collection;
 * - `scan`: any other filter, which FerretDB v1 answers by reading the whole collection;
 * - `none`: no documents at all (pings, indexes, cursors, sessions).
 */
export type StoreReadKind = 'key' | 'scan' | 'none';

export interface StoreRead {
  kind: StoreReadKind;
  /** The command's name, as the driver sent it (find, aggregate, update, …). */
  command: string;
  /** The collection it reads, when it reads one. */
  collection: string | null;
  /** The filters it sends (one per statement of an update or delete; a pipeline's first $match). */
  filters: unknown[];
}

/**
 * The server a classification is for. FerretDB v1's SQLite backend pushes down only a filter that
 * is `{_id: <string or ObjectId>}` and nothing else. MongoDB reads by its `_id` index whenever the
 * filter pins `_id` to a value or to a bounded `$in`, whatever else the filter checks.
 */
export type StoreEngine = 'ferretdb-v1' | 'mongodb';

/** Commands that carry no filter and read no documents of a collection. */
const NO_DOCUMENTS = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'buildInfo',
  'buildinfo',
  'saslStart',
  'saslContinue',
  'endSessions',
  'killCursors',
  // The rest of a find or aggregate already classified when it started.
  'getMore',
  'createIndexes',
  'listIndexes',
  'dropIndexes',
  'listCollections',
  'create',
  'drop',
  'dropDatabase',
  'listDatabases',
]);

/** What a command sent to a MongoDB-wire server reads, on the given engine. */
export function classifyCommand(
  commandName: string,
  command: Readonly<Record<string, unknown>>,
  engine: StoreEngine = 'ferretdb-v1',
): StoreRead {
  const collection = typeof command[commandName] === 'string' ? (command[commandName] as string) : null;
  const read = (kind: StoreReadKind, filters: unknown[]): StoreRead => ({
    kind,
    command: commandName,
    collection,
    filters,
  });
  const byFilters = (filters: unknown[]): StoreRead =>
    read(
      filters.length > 0 && filters.every((filter) => isKeyFilter(filter, engine)) ? 'key' : 'scan',
      filters,
    );

  switch (commandName) {
    case 'insert':
      // New documents, written by their `_id`: nothing is read.
      return read('key', []);
    case 'find':
      return byFilters([command.filter ?? {}]);
    case 'count':
    case 'distinct':
      return byFilters([command.query ?? {}]);
    case 'findAndModify':
      return byFilters([command.query ?? {}]);
    case 'update':
      return byFilters(statements(command.updates).map((statement) => statement.q ?? {}));
    case 'delete':
      return byFilters(statements(command.deletes).map((statement) => statement.q ?? {}));
    case 'aggregate':
      return aggregateRead(command, engine, read);
    default:
      if (NO_DOCUMENTS.has(commandName)) return read('none', []);
      // A command this list does not know: counted as a scan until someone says what it reads.
      return read('scan', []);
  }
}

/**
 * Whether a filter makes the engine read only the documents it names by `_id`. FerretDB v1: the
 * filter is `{_id: <string or ObjectId>}` alone. MongoDB: `_id` is a value, `{$eq: value}` or
 * `{$in: [up to MAX_POINT_READS values]}`, whatever else the filter checks on those documents.
 */
export function isKeyFilter(filter: unknown, engine: StoreEngine = 'ferretdb-v1'): boolean {
  if (!isPlainObject(filter) || !('_id' in filter)) return false;
  const condition = filter._id;
  if (engine === 'ferretdb-v1') return Object.keys(filter).length === 1 && isIdValue(condition);
  if (isIdValue(condition)) return true;
  if (!isPlainObject(condition)) return false;
  const operators = Object.keys(condition);
  if (operators.length !== 1) return false;
  if (operators[0] === '$eq') return isIdValue(condition.$eq);
  const list = condition.$in;
  return (
    operators[0] === '$in' && Array.isArray(list) && list.length <= MAX_POINT_READS && list.every(isIdValue)
  );
}

function aggregateRead(
  command: Readonly<Record<string, unknown>>,
  engine: StoreEngine,
  read: (kind: StoreReadKind, filters: unknown[]) => StoreRead,
): StoreRead {
  const pipeline = Array.isArray(command.pipeline) ? (command.pipeline as unknown[]) : [];
  const first = pipeline[0];
  const match = isPlainObject(first) && '$match' in first ? first.$match : undefined;
  // Without an `_id` match first, the pipeline reads the collection (countDocuments is one of these).
  if (match === undefined) return read('scan', [{}]);
  return read(isKeyFilter(match, engine) ? 'key' : 'scan', [match]);
}

function statements(value: unknown): { q?: unknown }[] {
  return Array.isArray(value) ? value.filter(isPlainObject) : [];
}

/** A string or an ObjectId (the two `_id` values FerretDB v1 pushes down). */
function isIdValue(value: unknown): boolean {
  if (typeof value === 'string') return true;
  return isPlainObjectLike(value) && (value as { _bsontype?: unknown })._bsontype === 'ObjectId';
}

function isPlainObjectLike(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return isPlainObjectLike(value) && (value as { _bsontype?: unknown })._bsontype === undefined;
}
