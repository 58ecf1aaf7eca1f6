/** A document that may hold pending events, as this process last knew it. */
export interface OutboxHint {
  collection: string;
  docId: string;
  /** Oldest `occurredAt` known to wait there: orders the documents as `_pendingSince` does. */
  pendingSince: string;
  /** Bumped by every write that touches the document, so a stale "it is empty" never drops it. */
  version: number;
}

/**
 * Which documents may hold pending events, so the relay reads them by `_id` (a primary-key read on
 * FerretDB v1) instead of scanning every collection. Only a hint: the outbox on each document stays
 * the source of truth, a hint too many is dropped once its document reads empty, and a hint missing
 * (another process, a crash, a lost reply) is found again by the store's periodic full scan.
 */
export class OutboxHints {
  private readonly hints = new Map<string, OutboxHint>();
  private lastVersion = 0;

  /** A write added (or may have added) events to the document: called after it. */
  add(collection: string, docId: string, pendingSince: string): void {
    const key = keyOf(collection, docId);
    const known = this.hints.get(key);
    this.lastVersion += 1;
    if (known) {
      if (pendingSince < known.pendingSince) known.pendingSince = pendingSince;
      known.version = this.lastVersion;
      return;
    }
    this.hints.set(key, { collection, docId, pendingSince, version: this.lastVersion });
  }

  version(collection: string, docId: string): number | undefined {
    return this.hints.get(keyOf(collection, docId))?.version;
  }

  /** The document was seen without events: forget it, unless a write came after `seenVersion`. */
  forget(collection: string, docId: string, seenVersion: number | undefined): void {
    const key = keyOf(collection, docId);
    if (this.hints.get(key)?.version === seenVersion) this.hints.delete(key);
  }

  /** The document's oldest pending event, as just read or written, unless a write came after `seenVersion`. */
  settle(collection: string, docId: string, pendingSince: string, seenVersion: number | undefined): void {
    const known = this.hints.get(keyOf(collection, docId));
    if (known && known.version === seenVersion) known.pendingSince = pendingSince;
  }

  /** The `limit` hinted documents of a collection that have waited longest (by pendingSince, then id). */
  oldest(collection: string, limit: number): OutboxHint[] {
    return [...this.hints.values()]
      .filter((hint) => hint.collection === collection)
      .sort((a, b) => compareText(a.pendingSince, b.pendingSince) || compareText(a.docId, b.docId))
      .slice(0, limit);
  }

  get size(): number {
    return this.hints.size;
  }
}

function keyOf(collection: string, docId: string): string {
  return JSON.stringify([collection, docId]);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
