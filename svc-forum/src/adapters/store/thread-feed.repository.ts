import { z } from 'zod';
import { Id, IsoDateTime } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { ListReader, Page, ThreadRecord } from '../../ports/thread.repository.port.js';
import type { ReplyRecord } from '../../ports/reply.repository.port.js';
import { sees } from '@heartwise/service-kit';
import { isVisibleTo, stampOfContent } from '../../core/visibility.js';
import { storedStamp } from './community-stamp.js';
import { threadsCollection } from './thread.repository.js';
import { repliesCollection } from './reply.repository.js';
import { newestFirst } from './moderated-content.js';

/** One page of the thread list as the feed holds it. */
export interface FeedPage {
  /** The threads to show, newest first (still to be read, and checked, by id). */
  threadIds: string[];
  /** For each listed thread, how many of the reader's own held replies it has. */
  heldRepliesOf: Record<string, number>;
}

/**
 * The newest threads anyone may see (active) or their author may see (held), kept in one document
 * read by its id: the list's first pages without reading the threads collection, which FerretDB v1
 * would read whole for any other query (docs/architecture.md). Kept current by the repositories
 * on every write that changes a thread's or reply's status; rebuilt from the threads when missing.
 * Internal to the forum's store: the core asks `ThreadRepository.newestVisibleTo` (thread-list.ts).
 */
export interface ThreadFeed {
  /**
   * The page from the feed, of the communities `reader.community` sees, or null when the feed
   * cannot tell it exactly (then read the threads).
   */
  page(reader: ListReader, page: Page): Promise<FeedPage | null>;
  /** A thread was written: created, decided about or edited. */
  threadChanged(thread: ThreadRecord): Promise<void>;
  /** A reply was written: its thread's count of held replies may change. */
  replyChanged(reply: ReplyRecord): Promise<void>;
  /** Its author deleted the thread: it leaves the feed. */
  threadDeleted(threadId: string): Promise<void>;
  /** Its author deleted the reply: it no longer counts as held. */
  replyDeleted(reply: ReplyRecord): Promise<void>;
  /** The feed disagreed with the threads: the next page rebuilds it. */
  invalidate(): Promise<void>;
}

/** How many threads the feed holds: the first pages of the list (50 a page by default). */
export const FEED_SIZE = 200;
const FEED_ID = 'newest';

const FeedEntry = z.object({
  id: Id,
  createdAt: IsoDateTime,
  userId: Id,
  status: z.enum(['active', 'flagged']),
  /** Its community (issue 16): each reader's page holds only what their community sees. */
  ...storedStamp,
  /** The thread's held replies and who wrote them (each author counts their own). */
  heldReplies: z.array(z.object({ replyId: Id, userId: Id })),
});
type FeedEntry = z.infer<typeof FeedEntry>;

const FeedRecord = z.object({
  id: z.literal(FEED_ID),
  /** Bumped by every write: a write that read an older version retries (several processes). */
  version: z.number().int().nonnegative(),
  /**
   * The entries are always the newest active or held threads, newest first. `complete`: they are
   * all of them; otherwise older threads exist that the feed does not hold.
   */
  complete: z.boolean(),
  entries: z.array(FeedEntry),
});
type FeedRecord = z.infer<typeof FeedRecord>;

export const threadFeedCollection: CollectionDefinition<FeedRecord> = {
  name: 'thread_feed',
  schema: FeedRecord,
  indexes: [],
};

const ATTEMPTS = 3;
const isListed = (status: string): status is FeedEntry['status'] =>
  status === 'active' || status === 'flagged';
/** True when `a` comes after `b` in the list's order (older, or as old with a smaller id). */
const isOlder = (a: FeedEntry, b: FeedEntry) => newestFirst([a, b])[0] === b;

export function threadFeed(store: DocumentStore): ThreadFeed {
  const feeds = store.collection(threadFeedCollection);
  const threads = store.collection(threadsCollection);
  const replies = store.collection(repliesCollection);
  // One change at a time in this process (FerretDB's writes by id do not compare-and-set; the
  // version does so on MongoDB, across processes).
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  // Until this process has built the feed itself once it does not trust one it finds: a crash
  // between a write and its feed change, or a write behind the service's back, would be in it.
  let trusted = false;
  // Requests that find no feed at once share one rebuild (each is a read of the threads).
  let building: Promise<FeedRecord> | null = null;
  const rebuildOnce = (): Promise<FeedRecord> => {
    building ??= serially(rebuild).finally(() => {
      building = null;
    });
    return building;
  };

  async function rebuild(): Promise<FeedRecord> {
    for (let attempt = 1; ; attempt += 1) {
      const current = await feeds.findById(FEED_ID);
      const newest = await threads.find(
        { status: { $in: ['active', 'flagged'] } },
        { sort: { createdAt: -1, id: -1 }, limit: FEED_SIZE + 1 },
      );
      const listed = newest.slice(0, FEED_SIZE);
      const held = listed.length
        ? await replies.find({ status: 'flagged', threadId: { $in: listed.map((thread) => thread.id) } })
        : [];
      const entries = listed.map((thread) => ({
        ...entryOf(thread),
        heldReplies: held
          .filter((reply) => reply.threadId === thread.id)
          .map((reply) => ({ replyId: reply.id, userId: reply.userId })),
      }));
      const complete = newest.length <= FEED_SIZE;
      if (!current) {
        const made = { id: FEED_ID, version: 0, complete, entries } as const;
        try {
          return await feeds.insert(made);
        } catch (error) {
          // Another process made it first: read again and write over it by version.
          if (attempt >= ATTEMPTS) throw error;
          continue;
        }
      }
      const written = await feeds.updateOne(
        { id: FEED_ID, version: current.version },
        { set: { version: current.version + 1, complete, entries } },
      );
      if (written) return written;
      if (attempt >= ATTEMPTS) throw new Error('the thread feed kept changing while it was rebuilt');
    }
  }

  /** Applies `change` to the feed; null from `change` leaves it as it is. */
  async function mutate(change: (feed: FeedRecord) => Omit<FeedRecord, 'id' | 'version'> | null) {
    try {
      await serially(async () => {
        for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
          const feed = await feeds.findById(FEED_ID);
          // No feed yet: the next page builds it from the threads, this change included.
          if (!feed) return;
          const next = change(feed);
          if (!next) return;
          const written = await feeds.updateOne(
            { id: FEED_ID, version: feed.version },
            { set: { version: feed.version + 1, complete: next.complete, entries: next.entries } },
          );
          if (written) return;
        }
        throw new Error('the thread feed kept changing');
      });
    } catch {
      // The write itself is done; the feed may now miss it. Rebuild it before trusting it again,
      // here, and drop it for other processes (best effort: the store may be what failed).
      trusted = false;
      await feeds.deleteOne({ id: FEED_ID }).catch(() => undefined);
    }
  }

  return {
    async page(reader, { before, limit }) {
      const readerId = reader.id;
      let feed = trusted ? await feeds.findById(FEED_ID) : null;
      // Missing, or worn down by removals to a quarter of its size: read the threads once.
      if (!feed || (!feed.complete && feed.entries.length < FEED_SIZE / 4)) {
        feed = await rebuildOnce();
        trusted = true;
      }
      const visible = feed.entries.filter(
        (entry) =>
          isVisibleTo(entry, readerId) &&
          sees(reader.community, stampOfContent(entry)) &&
          (!before || entry.createdAt < before),
      );
      // Beyond the feed's last entry there may be threads it does not hold.
      if (visible.length < limit && !feed.complete) return null;
      const shown = visible.slice(0, limit);
      const page: FeedPage = {
        threadIds: shown.map((entry) => entry.id),
        heldRepliesOf: Object.fromEntries(
          shown.map((entry) => [
            entry.id,
            entry.heldReplies.filter((reply) => reply.userId === readerId).length,
          ]),
        ),
      };
      return page;
    },

    threadChanged: (thread) =>
      mutate((feed) => {
        const known = feed.entries.find((entry) => entry.id === thread.id);
        const others = feed.entries.filter((entry) => entry.id !== thread.id);
        if (!isListed(thread.status)) return known ? { complete: feed.complete, entries: others } : null;
        const entry = { ...entryOf(thread), heldReplies: known?.heldReplies ?? [] };
        const last = feed.entries.at(-1);
        // Older than every thread the feed holds while older ones exist: outside it, as a rebuild
        // would leave it (adding it would leave a gap of threads the feed does not hold).
        if (!known && !feed.complete && (!last || isOlder(entry, last))) return null;
        const entries = newestFirst([...others, entry]);
        return entries.length > FEED_SIZE
          ? { complete: false, entries: entries.slice(0, FEED_SIZE) }
          : { complete: feed.complete, entries };
      }),

    replyChanged: (reply) => mutate((feed) => withHeldReply(feed, reply, reply.status === 'flagged')),

    threadDeleted: (threadId) =>
      mutate((feed) =>
        feed.entries.some((entry) => entry.id === threadId)
          ? { complete: feed.complete, entries: feed.entries.filter((entry) => entry.id !== threadId) }
          : null,
      ),

    replyDeleted: (reply) => mutate((feed) => withHeldReply(feed, reply, false)),

    async invalidate() {
      trusted = false;
      await feeds.deleteOne({ id: FEED_ID });
    },
  };
}

/** The feed with the reply counted as held in its thread's entry, or not; null when nothing changes. */
function withHeldReply(feed: FeedRecord, reply: ReplyRecord, isHeld: boolean) {
  const entry = feed.entries.find((candidate) => candidate.id === reply.threadId);
  if (!entry) return null;
  const wasHeld = entry.heldReplies.some((held) => held.replyId === reply.id);
  if (wasHeld === isHeld) return null;
  const heldReplies = isHeld
    ? [...entry.heldReplies, { replyId: reply.id, userId: reply.userId }]
    : entry.heldReplies.filter((held) => held.replyId !== reply.id);
  return {
    complete: feed.complete,
    entries: feed.entries.map((candidate) => (candidate === entry ? { ...entry, heldReplies } : candidate)),
  };
}

function entryOf(thread: ThreadRecord): Omit<FeedEntry, 'heldReplies'> {
  if (!isListed(thread.status)) throw new Error(`a ${thread.status} thread is not in the feed`);
  return {
    id: thread.id,
    createdAt: thread.createdAt,
    userId: thread.userId,
    status: thread.status,
    ...(thread.community
      ? { community: thread.community, organizationId: thread.organizationId ?? null }
      : {}),
  };
}
