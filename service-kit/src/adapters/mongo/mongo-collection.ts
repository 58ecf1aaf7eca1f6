import type { Model, mongo } from 'mongoose';
import type { EventEnvelope } from '@heartwise/contracts';
import type {
  Collection,
  CollectionDefinition,
  Doc,
  Filter,
  FindOptions,
  InsertItem,
  InsertManyResult,
  Update,
  WriteOptions,
} from '../../ports/document-store.port.js';
// The port's reference semantics, shared with the embedded store: filters that read by `_id` are
// finished with it here.
import { applyFind, matches } from '../shared/filter-match.js';
import { idsNamedBy } from './id-lookup.js';
import { duplicateIndexes } from './mongo-connection.js';
import { CollectionOutbox } from './mongo-outbox.js';
import type { OutboxHints } from './outbox-hints.js';
import {
  STORAGE_FIELDS,
  applyUpdate,
  liveFilter,
  newOutbox,
  oldestOccurredAt,
  pushEvents,
  toStored,
  toStoredSort,
  toStoredUpdate,
  type Raw,
  type StoredDoc,
} from './stored-document.js';
import { documentKey, MAX_ATTEMPTS, type WritePolicy } from './write-policy.js';

/**
 * What a collection uses of its store: the relay's hints, the write policy, the driver's errors as
 * the port's, and the relay's wake-up.
 */
export interface StoreContext {
  readonly hints: OutboxHints;
  readonly policy: WritePolicy;
  run<R>(collection: string, call: () => Promise<R>): Promise<R>;
  notify(): void;
}

/** One collection's reads and writes; its outbox is `outbox` (mongo-outbox.ts). */
export class MongoCollection<T extends Doc> implements Collection<T> {
  readonly name: string;
  /** @internal The relay's reads and removals of this collection's pending events. */
  readonly outbox: CollectionOutbox;

  constructor(
    private readonly definition: CollectionDefinition<T>,
    private readonly model: Model<StoredDoc>,
    private readonly store: StoreContext,
  ) {
    this.name = definition.name;
    this.outbox = new CollectionOutbox(this.name, model, store.hints, store.policy, (name, call) =>
      store.run(name, call),
    );
  }

  async insert(doc: T, options: WriteOptions = {}): Promise<T> {
    const parsed = this.definition.schema.parse(doc);
    const events = options.events ?? [];
    const stored: StoredDoc = { ...toStored(parsed), ...(events.length ? newOutbox(events) : {}) };
    await this.store.policy.exclusive(
      async () => {
        try {
          await this.run(() => this.model.insertMany([stored], { lean: true }));
        } catch (error) {
          // Its reply may be what was lost: hinted without its events, so the relay reads the document.
          if (events.length) this.store.hints.add(this.name, parsed.id, oldestOccurredAt(events));
          throw error;
        }
        // A new document: these events are its whole outbox.
        if (events.length) this.store.hints.add(this.name, parsed.id, oldestOccurredAt(events), events);
      },
      documentKey(this.name, parsed.id),
    );
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
    const refused = await this.store.policy.exclusive(async () => {
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

  /** The key of the one document a filter names by id, to serialize its write by; else none. */
  private oneDocument(filter: Filter<T>): string | undefined {
    const ids = idsNamedBy(filter);
    return ids?.length === 1 && ids[0] !== undefined ? documentKey(this.name, ids[0]) : undefined;
  }

  /** The first live match, read by `{_id}` when the filter names its ids. */
  private async firstMatch(filter: Filter<T>): Promise<Raw | null> {
    const ids = idsNamedBy(filter);
    if (ids) return (await this.matchByIds(ids, filter))[0]?.raw ?? null;
    return this.run(() => this.model.findOne(liveFilter(filter)).lean<Raw>().exec());
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
    return this.store.policy.exclusive(
      () => this.updateFirstMatch(filter, update, options.events ?? []),
      this.oneDocument(filter),
    );
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
            .findOneAndUpdate(this.store.policy.writeFilter(filter, id), operations, {
              returnDocument: 'after',
            })
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
    return this.store.policy.exclusive(() => this.updateAllMatches(filter, update));
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
    return this.store.policy.exclusive(
      () => this.deleteFirstMatch(filter, options.events ?? []),
      this.oneDocument(filter),
    );
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
              .updateOne(this.store.policy.writeFilter(filter, id), {
                $set: { _deleted: true },
                ...pushEvents(events),
              })
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
      const target = this.store.policy.writeFilter(filter, id, { _pendingSince: { $exists: waiting } });
      const done = waiting
        ? (await this.run(() => this.model.updateOne(target, { $set: { _deleted: true } }).exec()))
            .matchedCount
        : (await this.run(() => this.model.deleteOne(target).exec())).deletedCount;
      if (done > 0) return true;
    }
    throw new Error(`Could not delete a document in ${this.name}: it kept changing under concurrent writes.`);
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    return this.store.policy.exclusive(() => this.deleteAllMatches(filter));
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

  private run<R>(call: () => Promise<R>): Promise<R> {
    return this.store.run(this.name, call);
  }

  private fromStored(raw: Raw): T {
    const doc: Raw = { id: raw._id };
    for (const [field, value] of Object.entries(raw)) if (!STORAGE_FIELDS.has(field)) doc[field] = value;
    return this.definition.schema.parse(doc);
  }
}
