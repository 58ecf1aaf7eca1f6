import {
  coverageCollection,
  coveredOnce,
  stampsSeenBy,
  type Collection,
  type CommunityView,
  type DocumentStore,
} from '@heartwise/service-kit';
import {
  ACTIVITY_KEPT,
  type FindQuery,
  type FoundPage,
  type ThreadRecord,
} from '../../../ports/thread.repository.port.js';
import { isShownTo, stampOfContent, type Viewer } from '../../../core/visibility.js';
import { matchesWords, threadWords } from '../../../core/search/search-words.js';
import { threadsCollection } from '../thread.repository.js';
import { readByIds } from '../by-ids.js';
import { indexLists, type ListEntry, type ListReader } from './index-lists.js';
import { decodeCursor, encodeCursor } from './find-cursor.js';

/**
 * The finder's read models (GET /api/forum/search), lists of thread ids read by `_id` (index-lists.ts):
 *
 * - `n|<scope>|*` every thread of a scope by when it was started, `n|<scope>|g:<group>` those of a
 *   topic group, `n|<community>|w:<word>` those holding a word (the word index);
 * - `a|<scope>|*` and `a|<scope>|g:<group>`: an entry each time an active reply was posted, newest
 *   on top. "Most active" reads them merged with the `n|` lists (a thread's start is its first
 *   activity), and passes over every entry of a thread but its latest at the first page's moment.
 *
 * Scopes are who may read a list: the community the thread was posted in (what members read: their
 * district's and school's, or the public one), `org:<district>` (the district's moderators) and
 * `all` (platform staff). Word lists are kept for the community only; staff searches read the
 * scope's lists and check the words on each thread.
 *
 * Entries never change: status, community, blocks, words and latest activity are checked on the
 * thread itself when a page is read (the threads are read by id anyway), so hiding, removing or
 * deleting a thread needs no change here, and a page never shows what the reader may not see.
 */
export function threadIndex(store: DocumentStore, options: { chunk?: number } = {}) {
  const lists = indexLists(store, options.chunk);
  const threads = store.collection(threadsCollection);
  const ensureCovered = coveredOnce(store, indexCoverageCollection, () => rebuildFrom(lists, threads));

  return {
    covered: ensureCovered,

    /** A new thread: in every list of its scopes, its group, its words. */
    async threadPosted(thread: ThreadRecord): Promise<void> {
      await ensureCovered();
      const entry = { i: thread.id, t: Date.parse(thread.createdAt) };
      await Promise.all(keysOfPosted(thread).map((key) => lists.append(key, [entry])));
    },

    /**
     * Its author edited its words: in the list of every word it holds now, at the edit's time
     * (`wordsAt`), so its new words find it and its entries of before are passed over.
     */
    async threadEdited(thread: ThreadRecord): Promise<void> {
      await ensureCovered();
      const entry = { i: thread.id, t: wordsTime(thread) };
      await Promise.all(wordKeys(thread).map((key) => lists.append(key, [entry])));
    },

    /** An active reply was posted at `at`: the thread's latest activity. */
    async threadActive(thread: ThreadRecord, at: string): Promise<void> {
      await ensureCovered();
      const entry = { i: thread.id, t: Date.parse(at) };
      await Promise.all(activityKeys(thread).map((key) => lists.append(key, [entry])));
    },

    /** Every list built again from the stored threads (a seeded store; the first use of one from before). */
    async rebuild(): Promise<void> {
      await ensureCovered();
      await rebuildFrom(lists, threads);
    },

    async find(viewer: Viewer, query: FindQuery): Promise<FoundPage> {
      await ensureCovered();
      const fingerprint = [
        query.sort,
        query.group ?? '',
        query.words.join(' '),
        scopesOf(viewer.community),
      ].join('|');
      const cursor = query.after ? decodeCursor(query.after) : null;
      if (query.after && (!cursor || cursor.f !== fingerprint)) return { unknownCursor: true };
      const asOf = cursor?.s ?? Date.parse(query.now);
      const budget = { documents: DOCUMENTS_PER_PAGE };
      const keys = cursor
        ? cursor.l.map((list) => list.k)
        : await chooseLists(lists, viewer.community, query);
      const readers = keys.map((key, at) => lists.reader(key, cursor?.l[at]?.p, budget));
      const cursorNow = (): string =>
        encodeCursor({
          v: 1,
          f: fingerprint,
          s: asOf,
          l: readers.map((r) => ({ k: r.key, ...(r.position === undefined ? {} : { p: r.position }) })),
        });

      const found: ThreadRecord[] = [];
      let examined = 0;
      let batchSize = query.limit;
      for (;;) {
        // Candidates in the lists' merged order, each with the positions just after it.
        const batch: { entry: ListEntry; after: string }[] = [];
        let stop: 'end' | 'spent' | null = null;
        while (batch.length < Math.min(batchSize, THREADS_PER_PAGE - examined)) {
          const next = await nextMerged(readers, asOf);
          if (typeof next === 'string') {
            stop = next;
            break;
          }
          batch.push({ entry: next, after: cursorNow() });
        }
        examined += batch.length;
        // The first batch is one page (every candidate usually is shown); sparser searches read more.
        batchSize = Math.min(BATCH, batchSize * 2);
        const read = await readByIds(
          threads,
          batch.map(({ entry }) => entry.i),
        );
        const byId = new Map(read.map((thread) => [thread.id, thread]));
        for (const [at, { entry, after }] of batch.entries()) {
          const thread = byId.get(entry.i);
          if (!thread || !isFound(thread, entry, viewer, query, asOf)) continue;
          found.push(thread);
          if (found.length < query.limit) continue;
          const last =
            at === batch.length - 1 && (stop === 'end' || (stop === null && (await atEnd(readers))));
          return { threads: found, next: last ? null : after };
        }
        if (stop === 'end') return { threads: found, next: null };
        if (stop === 'spent' || examined >= THREADS_PER_PAGE) return { threads: found, next: cursorNow() };
      }
    },
  };
}
export type ThreadIndex = ReturnType<typeof threadIndex>;

/** Documents of the lists one page may read, and threads it may look at: a page's whole cost. */
const DOCUMENTS_PER_PAGE = 16;
const THREADS_PER_PAGE = 200;
const BATCH = 60;

export const indexCoverageCollection = coverageCollection('thread_index_coverage');

const key = (order: 'n' | 'a', scope: string, facet: string) => `${order}|${scope}|${facet}`;

/** The scopes a thread is listed in: its community, its district's, everyone's. */
function scopesOfThread(thread: ThreadRecord): string[] {
  const stamp = stampOfContent(thread);
  return [stamp.community, 'all', ...(stamp.organizationId ? [`org:${stamp.organizationId}`] : [])];
}

/** The scopes a reader reads: exactly the communities `sees` lets them see. */
function readerScopes(view: CommunityView): string[] {
  if (view.kind === 'every') return ['all'];
  if (view.kind === 'district') return [`org:${view.organizationId}`];
  return stampsSeenBy(view);
}
const scopesOf = (view: CommunityView) => readerScopes(view).join(',');

const facetsOf = (thread: ThreadRecord) => ['*', ...thread.tags.map((tag) => `g:${tag}`)];

function activityKeys(thread: ThreadRecord): string[] {
  return scopesOfThread(thread).flatMap((scope) => facetsOf(thread).map((facet) => key('a', scope, facet)));
}

/** The word lists that hold a thread: one per word, in its community. */
function wordKeys(thread: ThreadRecord): string[] {
  const community = stampOfContent(thread).community;
  return threadWords(thread).map((word) => key('n', community, `w:${word}`));
}

/** A new thread's lists: its scopes' (all, group) and its words'; its activity lists wait for a reply. */
function keysOfPosted(thread: ThreadRecord): string[] {
  return [
    ...scopesOfThread(thread).flatMap((scope) => facetsOf(thread).map((facet) => key('n', scope, facet))),
    ...wordKeys(thread),
  ];
}

/** When the thread's words were written (started, or last edited): its time in the word lists. */
const wordsTime = (thread: Pick<ThreadRecord, 'createdAt' | 'wordsAt'>) =>
  Date.parse(thread.wordsAt ?? thread.createdAt);

/** A member's newest-first search by words reads the word lists; every other search, the scopes'. */
const readsWordLists = (view: CommunityView, query: FindQuery) =>
  query.sort === 'newest' && query.words.length > 0 && view.kind === 'member';

/**
 * The lists a first page reads, one per scope: a member's search by words in newest order reads
 * each scope's list of its rarest word (a scope missing a word has nothing to find); everything
 * else reads the scope's list of the group, or of all threads, and checks the words on the thread.
 */
async function chooseLists(
  lists: ReturnType<typeof indexLists>,
  view: CommunityView,
  query: FindQuery,
): Promise<string[]> {
  const facet = query.group ? `g:${query.group}` : '*';
  const scopes = readerScopes(view);
  // Most active: the replies' activity merged with the threads' own starts (a thread with no reply
  // yet was last active when it was started), each thread at its latest.
  if (query.sort === 'active')
    return scopes.flatMap((scope) => [key('a', scope, facet), key('n', scope, facet)]);
  if (!readsWordLists(view, query)) return scopes.map((scope) => key('n', scope, facet));
  const chosen: string[] = [];
  for (const scope of scopes) {
    const sized = await Promise.all(
      query.words.map(async (word) => {
        const wordKey = key('n', scope, `w:${word}`);
        return { key: wordKey, size: await lists.size(wordKey) };
      }),
    );
    if (sized.some(({ size }) => size === 0)) continue;
    const rarest = sized.reduce((best, list) => (list.size < best.size ? list : best));
    chosen.push(rarest.key);
  }
  return chosen;
}

/** The newest entry of all the lists (taken), `end` when all are read, `spent` when one may not read on. */
async function nextMerged(readers: ListReader[], asOf: number): Promise<ListEntry | 'end' | 'spent'> {
  for (;;) {
    let best: { reader: ListReader; entry: ListEntry } | null = null;
    for (const reader of readers) {
      const next = await reader.peek();
      if (next === 'spent') return 'spent';
      if (next === 'end') continue;
      if (!best || isNewer(next.entry, best.entry)) best = { reader, entry: next.entry };
    }
    if (!best) return 'end';
    best.reader.take();
    // Written after the first page was read: not part of these pages.
    if (best.entry.t <= asOf) return best.entry;
  }
}

const isNewer = (a: ListEntry, b: ListEntry) => a.t > b.t || (a.t === b.t && a.i > b.i);

/** Whether nothing is left below (read within the budget; unsure counts as more to read). */
async function atEnd(readers: ListReader[]): Promise<boolean> {
  for (const reader of readers) if ((await reader.peek()) !== 'end') return false;
  return true;
}

function isFound(
  thread: ThreadRecord,
  entry: ListEntry,
  viewer: Viewer,
  query: FindQuery,
  asOf: number,
): boolean {
  if (thread.status !== 'active' || !isShownTo(thread, viewer)) return false;
  if (query.group && !thread.tags.includes(query.group)) return false;
  if (!matchesWords(thread, query.words)) return false;
  // A word list holds an edited thread again at its edit: only the entry of its words now counts.
  if (readsWordLists(viewer.community, query)) return wordsTime(thread) === entry.t;
  return query.sort === 'newest' || latestActivity(thread, asOf) === entry.t;
}

/**
 * The thread's latest activity at `asOf` (its creation, or an active reply's time), or null when
 * its kept reply times no longer reach back that far (then its older entries are passed over).
 */
export function latestActivity(
  thread: Pick<ThreadRecord, 'createdAt' | 'activity'>,
  asOf: number,
): number | null {
  const times = [thread.createdAt, ...(thread.activity ?? [])].map(Date.parse).filter((time) => time <= asOf);
  const kept = thread.activity ?? [];
  const oldestKept = kept[0];
  if (kept.length >= ACTIVITY_KEPT && oldestKept && Date.parse(oldestKept) > asOf) return null;
  return Math.max(...times);
}

/** Every list from the stored threads, oldest first: once a store, reading the threads whole. */
async function rebuildFrom(
  lists: ReturnType<typeof indexLists>,
  threads: Collection<ThreadRecord>,
): Promise<void> {
  await lists.clear();
  const all = (await threads.find({})).sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1,
  );
  const added = new Map<string, ListEntry[]>();
  const add = (listKey: string, entry: ListEntry) => {
    const entries = added.get(listKey) ?? [];
    entries.push(entry);
    added.set(listKey, entries);
  };
  for (const thread of all) {
    const entry = { i: thread.id, t: Date.parse(thread.createdAt) };
    for (const scope of scopesOfThread(thread))
      for (const facet of facetsOf(thread)) add(key('n', scope, facet), entry);
  }
  // Words: each thread once, at when its words were written, in that order.
  const byWords = [...all].sort((a, b) => wordsTime(a) - wordsTime(b) || (a.id < b.id ? -1 : 1));
  for (const thread of byWords)
    for (const listKey of wordKeys(thread)) add(listKey, { i: thread.id, t: wordsTime(thread) });
  // Activity: each thread replied to once, at its latest activity, in that order.
  const byActivity = all
    .map((thread) => ({
      thread,
      t: latestActivity(thread, Number.MAX_SAFE_INTEGER) ?? Date.parse(thread.createdAt),
    }))
    .filter(({ thread, t }) => t > Date.parse(thread.createdAt))
    .sort((a, b) => a.t - b.t || (a.thread.id < b.thread.id ? -1 : 1));
  for (const { thread, t } of byActivity)
    for (const listKey of activityKeys(thread)) add(listKey, { i: thread.id, t });
  for (const [listKey, entries] of added) await lists.append(listKey, entries);
}
