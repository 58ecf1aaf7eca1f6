import type { Filter } from '../../ports/document-store.port.js';
import { liveFilter, type OutboxEntry, type Raw } from './stored-document.js';

/** Optimistic rounds before a write that keeps losing a race gives up (another writer won each time). */
export const MAX_ATTEMPTS = 5;

/**
 * How a write to a document just read stays safe from other writers: serialized writes (FerretDB,
 * whose updates have no isolation) or a compare-and-set in the write's filter (MongoDB). A write
 * that misses its compare-and-set reads again, at most MAX_ATTEMPTS times.
 *
 * Serialized per document: FerretDB v1 applies an update by reading the document into Go and
 * writing it back, so two writes to one document at once can lose one; writes to different
 * documents cannot (each is one SQLite statement, and unique indexes are SQLite's own). A write
 * that names its document (`key`) waits only for the writes before it to that document and for
 * any write that names none; a write that names none (many documents, or a filter not by id)
 * waits for every write before it and holds back every write after it. One write at a time per
 * store made a district's morning check-ins queue behind each other's round trips
 * (docs/performance.md).
 */
export class WritePolicy {
  /** The last write in line that named no document: every later write waits for it. */
  private wholeStore: Promise<void> = Promise.resolve();
  /** The last write in line per document named, while one is in flight or waiting. */
  private readonly byDocument = new Map<string, Promise<void>>();

  constructor(readonly serializesWrites: boolean) {}

  /**
   * Runs a write (with the reads it decides on) after the writes it must follow, when serialized:
   * those to the same `key` (collection and id, documentKey) and those that named no key; with no
   * `key`, after every write before it.
   */
  async exclusive<R>(write: () => Promise<R>, key?: string): Promise<R> {
    if (!this.serializesWrites) return write();
    let release = (): void => undefined;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    let before: Promise<void>[];
    if (key === undefined) {
      before = [this.wholeStore, ...this.byDocument.values()];
      this.wholeStore = mine;
      // Every later write waits for this one, which waits for all of these.
      this.byDocument.clear();
    } else {
      before = [this.wholeStore, this.byDocument.get(key) ?? this.wholeStore];
      this.byDocument.set(key, mine);
    }
    await Promise.all(before);
    try {
      return await write();
    } finally {
      release();
      if (key !== undefined && this.byDocument.get(key) === mine) this.byDocument.delete(key);
    }
  }

  /**
   * The filter of a write to a document just read (`extra`: what the read saw that the write
   * relies on). On MongoDB it repeats the conditions, so the write is a compare-and-set. On a store
   * that serializes its writes (FerretDB) it is `{_id}` alone: nothing in this process can change
   * the document between the read and the write, and FerretDB v1 could not do better anyway. It
   * applies any update by reading the document into Go and writing it back with no isolation, and
   * any filter but `{_id}` makes it read the whole collection first: cost, no added safety.
   */
  writeFilter<T>(filter: Filter<T>, id: string, extra: Raw = {}): Raw {
    if (this.serializesWrites) return { _id: id };
    return { ...liveFilter(filter), ...extra, _id: id };
  }

  /**
   * The filter of a write to an outbox just read: the outbox as read is the compare-and-set on
   * MongoDB; a serializing store needs `{_id}` only (see writeFilter).
   */
  outboxFilter(docId: string, outbox: OutboxEntry[]): Raw {
    return this.serializesWrites ? { _id: docId } : { _id: docId, _outbox: outbox };
  }
}

/** The key a write to one document is serialized by (WritePolicy.exclusive). */
export function documentKey(collection: string, id: string): string {
  return JSON.stringify([collection, id]);
}
