import { z } from 'zod';
import {
  DuplicateKeyError,
  type CollectionDefinition,
  type DocumentStore,
  type Filter,
} from '@heartwise/service-kit';

/**
 * Ordered lists of thread ids in documents read by `_id` (FerretDB v1 scans for any other filter):
 * the finder's read models (thread-index.ts). A list only grows at its top: each entry gets the next
 * position (0, 1, 2, …), so a page that read down to position p continues below p whatever was
 * added since: it never skips or repeats an entry. The newest `CHUNK` entries live in the list's
 * head document (`<key>`); below them, full chunks are sealed once in documents of their own
 * (`<key>#<n>`, positions n·CHUNK … (n+1)·CHUNK − 1) and never written again.
 */
export const CHUNK = 100;
/** How many list heads a process keeps as it last wrote them (saves a read per append). */
const HEADS_KEPT = 500;

const Entry = z.object({
  /** The thread's id. */
  i: z.string().min(1),
  /** When it was started (newest lists) or last active (activity lists), epoch milliseconds. */
  t: z.number().int(),
});
export type ListEntry = z.infer<typeof Entry>;

const HeadRecord = z.object({
  id: z.string().min(1),
  /** Bumped by every write: a write that read an older version retries (several processes). */
  version: z.number().int().nonnegative(),
  /** How many chunks below the head are sealed. */
  sealed: z.number().int().nonnegative(),
  /** The newest entries, oldest first (fewer than CHUNK). */
  entries: z.array(Entry),
});
type HeadRecord = z.infer<typeof HeadRecord>;
const ChunkRecord = z.object({ id: z.string().min(1), entries: z.array(Entry) });
type ChunkRecord = z.infer<typeof ChunkRecord>;

export const indexHeadsCollection: CollectionDefinition<HeadRecord> = {
  name: 'thread_index_heads',
  schema: HeadRecord,
};
export const indexChunksCollection: CollectionDefinition<ChunkRecord> = {
  name: 'thread_index_chunks',
  schema: ChunkRecord,
};

const ATTEMPTS = 3;

/** One list's entries read downwards from a position, a document at a time. */
export interface ListReader {
  readonly key: string;
  /**
   * The next entry down, with its position, without consuming it: `end` at the bottom, `spent`
   * when the request's budget of documents is used up.
   */
  peek(): Promise<{ position: number; entry: ListEntry } | 'end' | 'spent'>;
  /** Consumes the entry `peek` gave. */
  take(): void;
  /** Everything at or above this position has been consumed; undefined: nothing read yet. */
  readonly position: number | undefined;
}

export function indexLists(store: DocumentStore, chunk: number = CHUNK) {
  const heads = store.collection(indexHeadsCollection);
  const chunks = store.collection(indexChunksCollection);
  // One write at a time per list in this process (FerretDB updates by read-and-write-back).
  // One write at a time per list in this process (FerretDB updates by read-and-write-back); what
  // arrives meanwhile is written together by the next write (many posts at once, one write a list).
  const waiting = new Map<string, { entries: ListEntry[]; done: Promise<void> }>();
  const writing = new Map<string, Promise<void>>();
  const serially = (key: string, added: readonly ListEntry[]): Promise<void> => {
    const queued = waiting.get(key);
    if (queued) {
      queued.entries.push(...added);
      return queued.done;
    }
    const batch = { entries: [...added], done: Promise.resolve() };
    const before = writing.get(key) ?? Promise.resolve();
    batch.done = before.then(() => {
      waiting.delete(key);
      return appendOnce(key, batch.entries);
    });
    waiting.set(key, batch);
    const settled = batch.done.catch(() => undefined);
    writing.set(key, settled);
    void settled.then(() => {
      if (writing.get(key) === settled) writing.delete(key);
    });
    return batch.done;
  };

  /** Writes a sealed chunk; sealing the same chunk again (a retry) writes the same entries over it. */
  async function seal(id: string, entries: ListEntry[]): Promise<void> {
    try {
      await chunks.insert({ id, entries });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      await chunks.updateOne({ id }, { set: { entries } });
    }
  }

  // The heads this process wrote last, newest last (a small LRU): an append tries its write on the
  // version it knows, and reads the head only when another process wrote it since.
  const known = new Map<string, HeadRecord>();
  const remember = (head: HeadRecord | null) => {
    if (!head) return;
    known.delete(head.id);
    known.set(head.id, head);
    if (known.size > HEADS_KEPT) known.delete(known.keys().next().value ?? '');
  };

  async function appendOnce(key: string, added: readonly ListEntry[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const head = (attempt === 1 ? known.get(key) : undefined) ?? (await heads.findById(key));
      known.delete(key);
      let sealed = head?.sealed ?? 0;
      const all = [...(head?.entries ?? []), ...added];
      // Full chunks are sealed before the head names them as sealed.
      let from = 0;
      for (; all.length - from >= chunk; from += chunk, sealed += 1)
        await seal(`${key}#${sealed}`, all.slice(from, from + chunk));
      const entries = all.slice(from);
      try {
        if (!head) {
          remember(await heads.insert({ id: key, version: 0, sealed, entries }));
          return;
        }
        const filter: Filter<HeadRecord> = { id: key, version: head.version };
        const written = await heads.updateOne(filter, {
          set: { version: head.version + 1, sealed, entries },
        });
        remember(written);
        if (written) return;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      if (attempt >= ATTEMPTS) throw new Error(`${indexHeadsCollection.name}: ${key} kept changing`);
    }
  }

  return {
    /** Adds entries at the top of the list, in the order given (oldest first). */
    append: (key: string, added: readonly ListEntry[]): Promise<void> =>
      added.length ? serially(key, added) : Promise.resolve(),

    /** How many entries the list holds (its top position). */
    async size(key: string): Promise<number> {
      const head = await heads.findById(key);
      return head ? head.sealed * chunk + head.entries.length : 0;
    },

    /**
     * Reads the list downwards from just below `below` (from its top when absent). `budget` counts
     * the documents read, shared by every reader of one request, so a request stays bounded.
     */
    reader(key: string, below: number | undefined, budget: { documents: number }): ListReader {
      let head: HeadRecord | null | undefined;
      let position = below ?? Number.POSITIVE_INFINITY;
      let loaded: { chunk: number; entries: ListEntry[] } | null = null;
      let next: { position: number; entry: ListEntry } | null = null;

      async function entriesOf(number: number): Promise<ListEntry[] | 'spent'> {
        if (loaded?.chunk === number) return loaded.entries;
        if (head && number === head.sealed) return head.entries;
        if (budget.documents <= 0) return 'spent';
        budget.documents -= 1;
        const found = await chunks.findById(`${key}#${number}`);
        loaded = { chunk: number, entries: found?.entries ?? [] };
        return loaded.entries;
      }

      return {
        key,
        get position() {
          if (position !== Number.POSITIVE_INFINITY) return position;
          if (head === undefined) return undefined;
          return head ? head.sealed * chunk + head.entries.length : 0;
        },
        async peek() {
          if (next) return next;
          if (head === undefined) {
            if (budget.documents <= 0) return 'spent';
            budget.documents -= 1;
            head = await heads.findById(key);
          }
          if (!head) return 'end';
          const top = head.sealed * chunk + head.entries.length;
          const at = Math.min(position, top) - 1;
          if (at < 0) return 'end';
          const number = Math.floor(at / chunk);
          const entries = await entriesOf(number);
          if (entries === 'spent') return 'spent';
          const entry = entries[at - number * chunk];
          if (!entry) return 'end';
          next = { position: at, entry };
          return next;
        },
        take() {
          if (next) position = next.position;
          next = null;
        },
      };
    },

    /** Drops every list (a rebuild starts them again). */
    async clear(): Promise<void> {
      known.clear();
      await heads.deleteMany({});
      await chunks.deleteMany({});
    },
  };
}
export type IndexLists = ReturnType<typeof indexLists>;
