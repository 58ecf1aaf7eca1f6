import { PUBLIC_COMMUNITY, topicCatalogue } from '@heartwise/contracts';
import {
  DuplicateKeyError,
  nameBasedUuid,
  seedProgress,
  type Collection,
  type DocumentStore,
} from '@heartwise/service-kit';
import type { ThreadRecord } from '../../../ports/thread.repository.port.js';
import type { ReplyRecord } from '../../../ports/reply.repository.port.js';
import { threadsCollection } from '../thread.repository.js';
import { repliesCollection } from '../reply.repository.js';
import { threadRepliesCollection } from '../thread-replies.js';
import { memberPosts, memberPostsCollection } from '../member-posts.js';
import { communityCounts, communityCountsCollection } from '../community-counts.js';
import { FEED_SIZE, threadFeedCollection } from '../thread-feed.repository.js';
import { newestFirst } from '../moderated-content.js';
import { threadIndex } from '../thread-index/thread-index.js';

/** Seeded ids are named (a run again finds what it wrote): this seeding's namespace, chosen once. */
const SEEDED = 'a8d393e0-5317-4d69-9bf5-dbcf0b7cc411';
const nameUuid = (name: string): string => nameBasedUuid(SEEDED, name);

const PROGRESS = 'district-threads';
/** How many seeded threads the finder's lists were last built with. */
const INDEXED = 'district-threads-indexed';
const BATCH = 1_000;
const MINUTE_MS = 60_000;
/** Every fourth thread has replies, two of them, from the next members along. */
const REPLIED_EVERY = 4;
const REPLIES = 2;
/** The counters a public thread counts in (community-counts.ts `keysOf`). */
const PUBLIC_COUNTERS = ['every', 'org:public'];
const ATTEMPTS = 3;

const topics = topicCatalogue.flatMap((group) =>
  group.topics.map((topic) => ({ ...topic, group: group.group })),
);

/** The i-th seeded thread's id (i from 0): the bench opens seeded threads by it. */
export const seededThreadId = (index: number): string => nameUuid(`district-thread-${index}`);
const seededReplyId = (index: number, reply: number): string => nameUuid(`district-reply-${index}-${reply}`);

export interface ThreadsSeedOptions {
  /** Who writes them: member ids in a fixed order (at least one). */
  authors: readonly string[];
  /** Seeded threads are older than this, one a minute, back in time from it. */
  now: Date;
  /** Date.now() after which no new batch is started. */
  until?: number;
}

export interface ThreadsSeedOutcome {
  /** Seeded threads the store holds. */
  threads: number;
  /** Threads and replies this call wrote. */
  written: { threads: number; replies: number };
  seconds: number;
  complete: boolean;
}

interface Batch {
  threads: ThreadRecord[];
  replies: ReplyRecord[];
  /** Each member's new posts in this batch. */
  posts: Map<string, { threads: string[]; replies: string[] }>;
}

/** Threads `from` … `to − 1`, their replies, and whose they are. */
function batchOf(from: number, to: number, target: number, options: ThreadsSeedOptions): Batch {
  const { authors } = options;
  // Each member's threads lie side by side, so their posts are named in one batch.
  const perAuthor = Math.max(1, Math.ceil(target / authors.length));
  const batch: Batch = { threads: [], replies: [], posts: new Map() };
  const named = (userId: string) => {
    const posts = batch.posts.get(userId) ?? { threads: [], replies: [] };
    batch.posts.set(userId, posts);
    return posts;
  };
  for (let index = from; index < to; index += 1) {
    const authorAt = Math.floor(index / perAuthor) % authors.length;
    const userId = authors[authorAt] ?? '';
    const topic = topics[index % topics.length] ?? topics[0];
    const createdAt = new Date(options.now.getTime() - (index + 1) * MINUTE_MS).toISOString();
    const id = seededThreadId(index);
    const replyCount = index % REPLIED_EVERY === 0 ? REPLIES : 0;
    for (let reply = 0; reply < replyCount; reply += 1) {
      const replier = authors[(authorAt + 1 + reply) % authors.length] ?? userId;
      const at = new Date(Date.parse(createdAt) + (reply + 1) * 10_000).toISOString();
      const replyId = seededReplyId(index, reply);
      batch.replies.push({
        id: replyId,
        threadId: id,
        userId: replier,
        content: `Thank you for sharing. Something that helps me: taking a slow walk and writing it down (${index}.${reply}).`,
        status: 'active',
        createdAt: at,
        updatedAt: at,
        community: PUBLIC_COMMUNITY,
        organizationId: null,
      });
      named(replier).replies.push(replyId);
    }
    batch.threads.push({
      id,
      userId,
      title: topic?.title ?? '',
      content: `${topic?.prompt ?? ''} I wanted to share how my week went (${index}).`,
      tags: [topic?.group ?? ''],
      status: 'active',
      replyCount,
      createdAt,
      updatedAt: createdAt,
      community: PUBLIC_COMMUNITY,
      organizationId: null,
    });
    named(userId).threads.push(id);
  }
  return batch;
}

/**
 * A read-then-write by version of one document read by id (as the service's own read models
 * write: member-document.ts), inserting it when missing. `change` returns null for "as it is".
 */
async function writeVersioned<T extends { id: string; version: number }>(
  collection: Collection<T>,
  id: string,
  change: (current: T | null) => Omit<T, 'id' | 'version'> | null,
): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const current = await collection.findById(id);
    const next = change(current);
    if (!next) return;
    try {
      if (!current) {
        await collection.insert({ ...next, id, version: 0 } as T);
        return;
      }
      // The cast: both fields are on every versioned document.
      const filter = { id, version: current.version } as Parameters<Collection<T>['updateOne']>[0];
      if (
        await collection.updateOne(filter, { set: { ...next, version: current.version + 1 } as Partial<T> })
      )
        return;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
  throw new Error(`${collection.name}: ${id} kept changing while it was seeded`);
}

/**
 * A district's forum for the bench (issue 18): seeded active threads until the store holds `target`
 * of them, every fourth with two replies, written as svc-forum writes a post, read models included:
 * each member's `member_posts` and each thread's `thread_replies` named before the posts are
 * stored, the posts, then `community_counts` and the `thread_feed` of the newest threads, so that
 * no first read after seeding rebuilds one by reading the whole collection. A thousand threads a
 * write (`insertMany`); resumable: a second call adds only the rest. Seeded threads are older than
 * `now` (one a minute, back in time), so what the app posts afterwards stays newest.
 */
export async function seedForumThreads(
  store: DocumentStore,
  target: number,
  options: ThreadsSeedOptions,
): Promise<ThreadsSeedOutcome> {
  const started = performance.now();
  if (options.authors.length === 0) throw new Error('seedForumThreads needs at least one author');
  const progress = seedProgress(store, PROGRESS);
  const threads = store.collection(threadsCollection);
  const replies = store.collection(repliesCollection);
  const indexes = store.collection(threadRepliesCollection);
  const posts = store.collection(memberPostsCollection);
  const counters = store.collection(communityCountsCollection);
  let done = await progress.done();
  const written = { threads: 0, replies: 0 };
  if (done < target) {
    // A store without the read models' coverage has them built now, from what it holds (the
    // service's own build; cheap before the bulk), so the counts added below are on top of it.
    await memberPosts(store).of(options.authors[0] ?? '');
    await communityCounts(store).active({ kind: 'every' });
    await threadIndex(store).covered();
  }
  const feedEntries: ThreadRecord[] = [];
  while (done < target && (options.until === undefined || Date.now() < options.until)) {
    const to = Math.min(done + BATCH, target);
    const batch = batchOf(done, to, target, options);
    // 1. Named first, as the service does: a name whose post is missing reads as nothing.
    const members = [...batch.posts.entries()];
    const { refused } = await posts.insertMany(
      members.map(([id, named]) => ({ doc: { id, version: 0, ...named } })),
    );
    for (const at of refused) {
      const [id, named] = members[at] ?? [];
      if (!id || !named) continue;
      await writeVersioned(posts, id, (current) => {
        const known = { threads: current?.threads ?? [], replies: current?.replies ?? [] };
        const threadsAdded = named.threads.filter((threadId) => !known.threads.includes(threadId));
        const repliesAdded = named.replies.filter((replyId) => !known.replies.includes(replyId));
        if (!threadsAdded.length && !repliesAdded.length) return null;
        return {
          threads: [...known.threads, ...threadsAdded],
          replies: [...known.replies, ...repliesAdded],
        };
      });
    }
    const repliesOf = new Map<string, { id: string; userId: string }[]>();
    for (const reply of batch.replies)
      repliesOf.set(reply.threadId, [
        ...(repliesOf.get(reply.threadId) ?? []),
        { id: reply.id, userId: reply.userId },
      ]);
    await indexes.insertMany(
      batch.threads.map((thread) => ({
        doc: { id: thread.id, version: 0, replies: repliesOf.get(thread.id) ?? [] },
      })),
    );
    // 2. The posts; any already stored (a run stopped before its progress) are not counted again.
    const repliesRefused = (await replies.insertMany(batch.replies.map((doc) => ({ doc })))).refused;
    const threadsRefused = new Set((await threads.insertMany(batch.threads.map((doc) => ({ doc })))).refused);
    const stored = batch.threads.filter((_, at) => !threadsRefused.has(at));
    written.threads += stored.length;
    written.replies += batch.replies.length - repliesRefused.length;
    // 3. What reads them by key: the counters, then (once, below) the feed.
    if (stored.length) {
      const tags: Record<string, number> = {};
      for (const thread of stored) for (const tag of new Set(thread.tags)) tags[tag] = (tags[tag] ?? 0) + 1;
      for (const key of PUBLIC_COUNTERS) {
        await writeVersioned(counters, key, (current) => {
          const sum = { ...(current?.tags ?? {}) };
          for (const [tag, count] of Object.entries(tags)) sum[tag] = (sum[tag] ?? 0) + count;
          return { active: (current?.active ?? 0) + stored.length, tags: sum };
        });
      }
    }
    if (feedEntries.length < FEED_SIZE) feedEntries.push(...stored.slice(0, FEED_SIZE - feedEntries.length));
    done = to;
    await progress.record(done);
  }
  await addToFeed(store, feedEntries);
  // The finder's lists grow only at the top, and seeded threads are older than anything posted:
  // built again from the threads once seeding wrote any (a run stopped before this does it next time).
  const indexed = seedProgress(store, INDEXED);
  if ((await indexed.done()) < done) {
    await threadIndex(store).rebuild();
    await indexed.record(done);
  }
  return {
    threads: Math.min(done, target),
    written,
    seconds: (performance.now() - started) / 1000,
    complete: done >= target,
  };
}

/**
 * The newest seeded threads into the feed of the newest threads, as `threadChanged` would put them:
 * merged with what it holds, newest `FEED_SIZE` kept. Exact whenever the feed was: the newest of
 * (the newest of the old) and (the new) are the newest of both. A store with no feed yet has it
 * built by the service on its first list.
 */
async function addToFeed(store: DocumentStore, seeded: readonly ThreadRecord[]): Promise<void> {
  if (seeded.length === 0) return;
  const feeds = store.collection(threadFeedCollection);
  const feed = await feeds.findById('newest');
  if (!feed) return;
  const known = new Set(feed.entries.map((entry) => entry.id));
  const added = seeded
    .filter((thread) => !known.has(thread.id))
    .map((thread) => ({
      id: thread.id,
      createdAt: thread.createdAt,
      userId: thread.userId,
      status: 'active' as const,
      community: PUBLIC_COMMUNITY,
      organizationId: null,
      heldReplies: [],
    }));
  const entries = newestFirst([...feed.entries, ...added]);
  const written = await feeds.updateOne(
    { id: 'newest', version: feed.version },
    {
      set: {
        version: feed.version + 1,
        complete: feed.complete && entries.length <= FEED_SIZE,
        entries: entries.slice(0, FEED_SIZE),
      },
    },
  );
  // Changed meanwhile: dropped, so the service builds it again from the threads.
  if (!written) await feeds.deleteOne({ id: 'newest' });
}
