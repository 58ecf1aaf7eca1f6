import { z } from 'zod';
import { ContentStatus, HeldNote, Id, IsoDateTime } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import {
  ACTIVITY_KEPT,
  type ThreadRecord,
  type ThreadRepository,
} from '../../ports/thread.repository.port.js';
import type { ThreadIndex } from './thread-index/thread-index.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { ThreadFeed } from './thread-feed.repository.js';
import type { ThreadReplies } from './thread-replies.js';
import type { MemberPostsIndex } from './member-posts.js';
import type { CommunityCounts } from './community-counts.js';
import { readByIds } from './by-ids.js';
import { threadList } from './thread-list.js';
import {
  decisionChanges,
  editChanges,
  noteChanges,
  overwriteIfOlder,
  readingHeldNote,
  removalChanges,
  writeIfUnchanged,
} from './moderated-content.js';
import { inAudience, storedStamp } from './community-stamp.js';

const ThreadRecordSchema = readingHeldNote(
  z.object({
    id: Id,
    userId: Id,
    title: z.string(),
    content: z.string(),
    tags: z.array(z.string()),
    status: ContentStatus,
    replyCount: z.number().int().nonnegative(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    moderatedAt: IsoDateTime.optional(),
    heldNote: HeldNote.optional(),
    ...storedStamp,
    activity: z.array(IsoDateTime).optional(),
    wordsAt: IsoDateTime.optional(),
  }),
);

export const threadsCollection: CollectionDefinition<ThreadRecord> = {
  name: 'threads',
  schema: ThreadRecordSchema,
  indexes: [
    // The list's whole sort (createdAt, then id): MongoDB then reads `limit` entries instead of
    // sorting every active thread. FerretDB v1 (SQLite) uses no secondary index for queries.
    { fields: { status: 1, createdAt: -1, id: -1 } },
    { fields: { userId: 1 } },
    { fields: { createdAt: 1 } },
    // A district's week, for its organization admin's figures (issue 16).
    { fields: { organizationId: 1, createdAt: 1 } },
  ],
};

/**
 * Every write that sets a thread's status also tells `feed` (the list's first pages), and the list
 * reads it first (thread-list.ts); `replies` gives each reader's held replies on a queried page.
 */
export function threadRepository(
  store: DocumentStore,
  feed: ThreadFeed,
  replies: Pick<ReplyRepository, 'heldBy'>,
  replyIndex: Pick<ThreadReplies, 'threadMade'>,
  posts: MemberPostsIndex,
  counts: CommunityCounts,
  index: ThreadIndex,
): ThreadRepository {
  const threads = store.collection(threadsCollection);
  const told = async (thread: ThreadRecord | null, before: ThreadRecord | null) => {
    if (thread) {
      await feed.threadChanged(thread);
      await counts.changed(before, thread);
    }
    return thread;
  };
  const byIds: ThreadRepository['byIds'] = async (ids) =>
    ids.length ? threads.find({ id: { $in: [...new Set(ids)] } }) : [];

  // Every write that may change a thread's status waits until the counters cover the store.
  const counted =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await counts.covered();
      return write(...args);
    };

  return {
    create: counted(async (thread, events) => {
      // The finder's lists cover what the store held first, so this thread is added once.
      await index.covered();
      // Its (empty) index of replies first: a thread without one is older, and has it built once.
      await replyIndex.threadMade(thread.id);
      await posts.threadMade(thread.userId, thread.id);
      const created = await threads.insert(thread, { events });
      await feed.threadChanged(created);
      await counts.changed(null, created);
      await index.threadPosted(created);
      return created;
    }),
    findById: (id) => threads.findById(id),
    newestVisibleTo: threadList(threads, byIds, replies, feed),
    // Counted by community (community-counts.ts), plus the reader's own held threads, read by id.
    async countVisibleTo(readerId, view) {
      const [active, own] = await Promise.all([
        counts.active(view),
        posts.of(readerId).then((mine) => readByIds(threads, mine.threads)),
      ]);
      return active + own.filter((thread) => thread.status === 'flagged' && inAudience(thread, view)).length;
    },
    countActiveTagged: (tag, view) => counts.tagged(tag, view),
    // Their own threads, named in their document and read by id (a query by userId reads them all).
    countBy: async (userId, statuses) =>
      (await readByIds(threads, (await posts.of(userId)).threads)).filter((thread) =>
        statuses.includes(thread.status),
      ).length,
    byIds,
    async addActiveReply(threadId, at) {
      await index.covered();
      const thread = await threads.updateOne({ id: threadId }, { inc: { replyCount: 1 } });
      if (!thread) return;
      // Its latest activity, for the finder's "most active" order (a race may drop one time: the
      // thread then shows at its previous activity).
      const activity = [...(thread.activity ?? []), at].sort().slice(-ACTIVITY_KEPT);
      const written = await threads.updateOne({ id: threadId }, { set: { activity } });
      await index.threadActive(written ?? thread, at);
    },
    find: (viewer, query) => index.find(viewer, query),
    async setReplyCount(threadId, activeReplies) {
      await threads.updateOne({ id: threadId }, { set: { replyCount: activeReplies } });
    },
    applyDecision: counted(async (id, change) => {
      // Its status before, for the counters (decisions about one thread come one at a time).
      const before = await threads.findById(id);
      return told(await overwriteIfOlder(threads, id, change.decidedAt, decisionChanges(change)), before);
    }),
    applyAuthorEdit: counted(async (read, edit, events) => {
      const changes = editChanges<ThreadRecord>(edit);
      const changed = { ...changes, set: { ...changes.set, wordsAt: edit.editedAt } };
      const written = await told(await writeIfUnchanged(threads, read, changed, events), read);
      // Found by its new words too, at the time of the edit (a held edit is found once published).
      if (written) await index.threadEdited(written);
      return written;
    }),
    remove: counted(async (read, removal, events) =>
      told(await writeIfUnchanged(threads, read, removalChanges(removal), events), read),
    ),
    setHeldNote: (read, note, at, events) => writeIfUnchanged(threads, read, noteChanges(note, at), events),
    delete: counted(async (thread, events) => {
      const deleted = await threads.deleteOne({ id: thread.id }, { events });
      if (deleted) {
        await feed.threadDeleted(thread.id);
        await counts.changed(thread, null);
        await posts.threadDeleted(thread.userId, thread.id);
      }
      return deleted;
    }),
    allBy: (userId) => threads.find({ userId }, { sort: { createdAt: 1, id: 1 } }),
    countByStatus: (status) => threads.count({ status }),
    countStartedBetween: (from, to) => threads.count({ createdAt: { $gte: from, $lt: to } }),
    postedInDistrictSince: (organizationId, since) =>
      threads.find({ organizationId, createdAt: { $gte: since } }),
  };
}
