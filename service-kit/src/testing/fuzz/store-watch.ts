import type { Collection, Doc, DocumentStore } from '../../ports/document-store.port.js';

/** The operators the storage port allows (document-store.port.ts); anything else came from outside. */
const PORT_OPERATORS = new Set(['$in', '$nin', '$ne', '$gt', '$gte', '$lt', '$lte', '$exists']);

function dollarKeys(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => dollarKeys(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(key.startsWith('$') || key === '__proto__' ? [`${at}.${key}`] : []),
    ...dollarKeys(inner, `${at}.${key}`),
  ]);
}

/** What a filter holds that no repository writes: unknown operators, object operands, fuzz sentinels. */
function filterOffences(filter: unknown): string[] {
  if (typeof filter !== 'object' || filter === null) return [];
  return Object.entries(filter).flatMap(([field, condition]) => {
    if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) {
      return JSON.stringify(condition ?? null).includes('fuzz-sentinel') ? [`${field} = sentinel`] : [];
    }
    return Object.entries(condition).flatMap(([operator, operand]) => {
      if (!operator.startsWith('$')) return [`${field} compared with an object`];
      if (!PORT_OPERATORS.has(operator)) return [`${field}.${operator} is not a port operator`];
      if (operand === '' && operator !== '$ne') return [`${field}.${operator} ''`];
      if (JSON.stringify(operand ?? null).includes('fuzz-sentinel')) return [`${field}.${operator} sentinel`];
      const inner = Array.isArray(operand) ? operand : [operand];
      return inner.some((item) => typeof item === 'object' && item !== null)
        ? [`${field}.${operator} with an object`]
        : [];
    });
  });
}

/**
 * A DocumentStore that records what reached it: filters carrying request-made operators, and
 * documents written with `$` or `__proto__` keys. `offences()` lists them; `scan()` reads every
 * collection the service touched and lists stored keys that start with `$`.
 */
export class StoreWatch {
  private readonly found: string[] = [];
  private readonly collections = new Map<string, Collection<Doc>>();

  /** The collections the service opened through the watch (none would mean the watch saw nothing). */
  watched(): string[] {
    return [...this.collections.keys()];
  }

  offences(): string[] {
    return [...this.found];
  }

  async scan(): Promise<string[]> {
    const stored: string[] = [];
    for (const [name, collection] of this.collections) {
      for (const doc of await collection.find({}))
        stored.push(...dollarKeys(doc).map((key) => `${name}${key}`));
    }
    return stored;
  }

  wrap(store: DocumentStore): DocumentStore {
    const record = (what: string, problems: string[]) => {
      for (const problem of problems) this.found.push(`${what}: ${problem}`);
    };
    const watchCollection = <T extends Doc>(collection: Collection<T>): Collection<T> => {
      this.collections.set(collection.name, collection as unknown as Collection<Doc>);
      const read = (name: string, filter: unknown) =>
        record(`${collection.name}.${name}`, filterOffences(filter));
      const write = (name: string, doc: unknown) => record(`${collection.name}.${name}`, dollarKeys(doc));
      return {
        name: collection.name,
        insert: (doc, options) => (write('insert', doc), collection.insert(doc, options)),
        insertMany: (items) => {
          for (const { doc } of items) write('insertMany', doc);
          return collection.insertMany(items);
        },
        findById: (id) => (read('findById', { id }), collection.findById(id)),
        findOne: (filter, options) => (read('findOne', filter), collection.findOne(filter, options)),
        find: (filter, options) => (read('find', filter), collection.find(filter, options)),
        count: (filter) => (read('count', filter), collection.count(filter)),
        updateOne: (filter, update, options) => (
          read('updateOne', filter),
          write('updateOne', update.set),
          collection.updateOne(filter, update, options)
        ),
        updateMany: (filter, update) => (
          read('updateMany', filter),
          write('updateMany', update.set),
          collection.updateMany(filter, update)
        ),
        deleteOne: (filter, options) => (read('deleteOne', filter), collection.deleteOne(filter, options)),
        deleteMany: (filter) => (read('deleteMany', filter), collection.deleteMany(filter)),
      };
    };
    return {
      collection: (definition) => watchCollection(store.collection(definition)),
      ensureIndexes: () => store.ensureIndexes(),
      ping: () => store.ping(),
      close: () => store.close(),
      pendingEvents: (limit) => store.pendingEvents(limit),
      markPublished: (events) => store.markPublished(events),
      onEventsWritten: (listener) => store.onEventsWritten(listener),
    };
  }
}
