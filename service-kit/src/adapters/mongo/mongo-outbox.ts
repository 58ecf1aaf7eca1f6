import type { Model } from 'mongoose';
import type { EventEnvelope } from '@heartwise/contracts';
import type { PendingEvent } from '../../ports/document-store.port.js';
import type { OutboxHints } from './outbox-hints.js';
import { compareText, type StoredDoc } from './stored-document.js';
import { documentKey, MAX_ATTEMPTS, type WritePolicy } from './write-policy.js';

/**
 * The relay's side of the store: which events wait (read by `{_id}` from hints, with a periodic full
 * scan as the safety net), and taking published events off their documents. The events themselves
 * ride on each document (stored-document.ts); writes add them, this reads and removes them.
 */
export class MongoOutbox {
  private readonly collections = new Map<string, CollectionOutbox>();
  private readonly listeners = new Set<() => void>();
  private lastRescanAt = -Infinity;
  private lastRescanTook = 0;
  private rescanning: Promise<void> | null = null;

  constructor(private readonly outboxRescanMs: number) {}

  add(collection: CollectionOutbox): void {
    this.collections.set(collection.name, collection);
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
    try {
      for (const collection of this.collections.values()) await collection.discoverPending();
    } finally {
      // A scan that failed (a large collection timing out) waits its turn like one that finished:
      // tried again at once, it kept FerretDB scanning without pause at 50,000 youth.
      this.lastRescanAt = startedAt;
      this.lastRescanTook = Date.now() - startedAt;
    }
  }

  onEventsWritten(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
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

/** One collection's outboxes: the pending events of its documents, and their removal once published. */
export class CollectionOutbox {
  /** Outboxes the relay read and has not yet marked published (see markPublished). */
  private readonly lastRead = new Map<string, OutboxRead>();

  constructor(
    readonly name: string,
    private readonly model: Model<StoredDoc>,
    private readonly hints: OutboxHints,
    private readonly policy: WritePolicy,
    private readonly runIn: <R>(collection: string, call: () => Promise<R>) => Promise<R>,
  ) {}

  /** Hints every document of this collection that holds pending events (one full scan). */
  async discoverPending(): Promise<void> {
    const waiting = await this.run(() =>
      this.model
        .find({ _pendingSince: { $exists: true } })
        .select({ _pendingSince: 1 })
        .lean<StoredDoc[]>()
        .exec(),
    );
    for (const raw of waiting) {
      if (raw._pendingSince !== undefined) this.hints.add(this.name, raw._id, raw._pendingSince);
    }
  }

  /**
   * Pending events of the `limit` hinted documents that have waited longest (tombstones
   * included). A document this process inserted and nothing touched since is not read: its hint
   * holds its whole outbox (a bulk import's thousands of accounts cost no reads). Any other is read
   * by `{_id}`, and forgotten when found without events.
   */
  async pending(limit: number): Promise<PendingEvent[]> {
    const { hints } = this;
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
   * Takes the published events off the document with a compare-and-set on the whole
   * outbox (FerretDB v1 ignores `$pull` with a condition and positional updates): read it, then
   * write the rest only if the outbox is still exactly what was read, so an event pushed meanwhile
   * is never lost. A tombstone whose outbox empties is removed for good.
   */
  async markPublished(documents: ReadonlyMap<string, Set<string>>): Promise<void> {
    // Each document in its own turn (WritePolicy): writes to other documents go on meanwhile.
    for (const [docId, eventIds] of documents)
      await this.policy.exclusive(
        () => this.markOnePublished(docId, eventIds),
        documentKey(this.name, docId),
      );
  }

  private async markOnePublished(docId: string, eventIds: Set<string>): Promise<void> {
    const read = this.lastRead.get(docId);
    this.lastRead.delete(docId);
    if (read && this.emptiedSinceRead(docId, eventIds, read)) {
      // All of it published and nothing wrote to it since the relay read it (writes to one
      // document are serialized): emptied with one write, no second read.
      await this.run(() =>
        this.model.updateOne({ _id: docId }, { $unset: { _outbox: '', _pendingSince: '' } }).exec(),
      );
      this.hints.forget(this.name, docId, read.version);
    } else {
      await this.removeFromOutbox(docId, eventIds);
    }
  }

  private emptiedSinceRead(docId: string, eventIds: Set<string>, read: OutboxRead): boolean {
    return (
      this.policy.serializesWrites &&
      !read.deleted &&
      this.hints.version(this.name, docId) === read.version &&
      read.eventIds.every((id) => eventIds.has(id))
    );
  }

  private async removeFromOutbox(docId: string, eventIds: Set<string>): Promise<void> {
    const { hints } = this;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const seen = hints.version(this.name, docId);
      const raw = await this.run(() =>
        this.model.findOne({ _id: docId }).select({ _outbox: 1, _deleted: 1 }).lean<StoredDoc>().exec(),
      );
      const outbox = raw?._outbox ?? [];
      const remaining = outbox.filter((entry) => !eventIds.has(entry.id));
      if (outbox.length === 0) hints.forget(this.name, docId, seen);
      if (!raw || remaining.length === outbox.length) return;
      const unchanged = this.policy.outboxFilter(docId, outbox);
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
    return this.runIn(this.name, call);
  }
}
