import { z } from 'zod';
import { ContentStatus, HeldNote, Id, IsoDateTime } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { ThreadFeed } from './thread-feed.repository.js';
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
import { audienceFilter, storedStamp } from './community-stamp.js';

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
): ThreadRepository {
  const threads = store.collection(threadsCollection);
  const told = async (thread: ThreadRecord | null) => {
    if (thread) await feed.threadChanged(thread);
    return thread;
  };
  const byIds: ThreadRepository['byIds'] = async (ids) =>
    ids.length ? threads.find({ id: { $in: [...new Set(ids)] } }) : [];

  return {
    async create(thread, events) {
      const created = await threads.insert(thread, { events });
      await feed.threadChanged(created);
      return created;
    },
    findById: (id) => threads.findById(id),
    newestVisibleTo: threadList(threads, byIds, replies, feed),
    async countVisibleTo(readerId, view) {
      const audience = audienceFilter(view);
      const [active, held] = await Promise.all([
        threads.count({ status: 'active', ...audience }),
        threads.count({ userId: readerId, status: 'flagged', ...audience }),
      ]);
      return active + held;
    },
    countActiveTagged: (tag, view) => threads.count({ status: 'active', tags: tag, ...audienceFilter(view) }),
    countBy: (userId, statuses) => threads.count({ userId, status: { $in: statuses } }),
    byIds,
    async addActiveReply(threadId) {
      await threads.updateOne({ id: threadId }, { inc: { replyCount: 1 } });
    },
    async setReplyCount(threadId, activeReplies) {
      await threads.updateOne({ id: threadId }, { set: { replyCount: activeReplies } });
    },
    applyDecision: async (id, change) =>
      told(await overwriteIfOlder(threads, id, change.decidedAt, decisionChanges(change))),
    applyAuthorEdit: async (read, edit, events) =>
      told(await writeIfUnchanged(threads, read, editChanges(edit), events)),
    remove: async (read, removal, events) =>
      told(await writeIfUnchanged(threads, read, removalChanges(removal), events)),
    setHeldNote: (read, note, at, events) => writeIfUnchanged(threads, read, noteChanges(note, at), events),
    async delete(thread, events) {
      const deleted = await threads.deleteOne({ id: thread.id }, { events });
      if (deleted) await feed.threadDeleted(thread.id);
      return deleted;
    },
    allBy: (userId) => threads.find({ userId }, { sort: { createdAt: 1, id: 1 } }),
    countByStatus: (status) => threads.count({ status }),
    startedSince: (since) => threads.find({ createdAt: { $gte: since } }, { sort: { createdAt: 1, id: 1 } }),
    postedInDistrictSince: (organizationId, since) =>
      threads.find({ organizationId, createdAt: { $gte: since } }),
  };
}
