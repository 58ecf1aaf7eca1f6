import type { Filter } from '../../ports/document-store.port.js';
import { liveFilter, type OutboxEntry, type Raw } from './stored-document.js';

/** Optimistic rounds before a write that keeps losing a race gives up (another writer won each time). */
export const MAX_ATTEMPTS = 5;

/**
 * How a write to a document just read stays safe from other writers: serialized writes (FerretDB,
 * whose updates have no isolation) or a compare-and-set in the write's filter (MongoDB). A write
 * that misses its compare-and-set reads again, at most MAX_ATTEMPTS times.
 */
export class WritePolicy {
  /** The last write in line, when writes are serialized. */
  private writeQueue: Promise<void> = Promise.resolve();

  constructor(readonly serializesWrites: boolean) {}

  /** Runs a write (with the reads it decides on) after the previous one, when serialized. */
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
