import type { EventEnvelope } from '@heartwise/contracts';

/** A document that may hold pending events, as this process last knew it. */
export interface OutboxHint {
  collection: string;
  docId: string;
  /** Oldest `occurredAt` known to wait there: orders the documents as `_pendingSince` does. */
  pendingSince: string;
  /** Bumped by every write that touches the document, so a stale "it is empty" never drops it. */
  version: number;
  /**
   * The document's whole outbox, when this process inserted it and nothing touched it since: the
   * relay publishes these without reading the document. Any later write to it forgets them.
   */
  events?: EventEnvelope[];
}

/** Events held for new documents at most (memory stays bounded while the bus is away). */
const HELD_EVENTS = 50_000;

/**
 * Which documents may hold pending events, so the relay reads them by `_id` (a primary-key read on
 * FerretDB v1) instead of scanning every collection. Only a hint: the outbox on each document stays
 * the source of truth, a hint too many is dropped once its document reads empty, and a hint missing
 * (another process, a crash, a lost reply) is found again by the store's periodic full scan.
 */
export class OutboxHints {
  private readonly hints = new Map<string, OutboxHint>();
  private lastVersion = 0;

  private held = 0;

  /**
   * A write added (or may have added) events to the document: called after it. `inserted`: the
   * events of a document this write created, which are then its whole outbox.
   */
  add(collection: string, docId: string, pendingSince: string, inserted?: EventEnvelope[]): void {
    const key = keyOf(collection, docId);
    const known = this.hints.get(key);
    this.lastVersion += 1;
    if (known) {
      if (pendingSince < known.pendingSince) known.pendingSince = pendingSince;
      known.version = this.lastVersion;
      this.release(known);
      return;
    }
    const hint: OutboxHint = { collection, docId, pendingSince, version: this.lastVersion };
    if (inserted && this.held + inserted.length <= HELD_EVENTS) {
      hint.events = inserted;
      this.held += inserted.length;
    }
    this.hints.set(key, hint);
  }

  /** The outbox of the document as this process wrote it, if that is still all of it. */
  events(collection: string, docId: string, seenVersion: number): EventEnvelope[] | undefined {
    const known = this.hints.get(keyOf(collection, docId));
    return known?.version === seenVersion ? known.events : undefined;
  }

  private release(hint: OutboxHint): void {
    if (hint.events) this.held -= hint.events.length;
    delete hint.events;
  }

  version(collection: string, docId: string): number | undefined {
    return this.hints.get(keyOf(collection, docId))?.version;
  }

  /** The document was seen without events: forget it, unless a write came after `seenVersion`. */
  forget(collection: string, docId: string, seenVersion: number | undefined): void {
    const key = keyOf(collection, docId);
    const known = this.hints.get(key);
    if (!known || known.version !== seenVersion) return;
    this.release(known);
    this.hints.delete(key);
  }

  /** The document's oldest pending event, as just read or written, unless a write came after `seenVersion`. */
  settle(collection: string, docId: string, pendingSince: string, seenVersion: number | undefined): void {
    const known = this.hints.get(keyOf(collection, docId));
    if (!known || known.version !== seenVersion) return;
    known.pendingSince = pendingSince;
    // What was read or left is the truth now; the events as inserted may no longer be all of it.
    this.release(known);
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
