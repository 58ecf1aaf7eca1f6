import { z } from 'zod';
import { ContentStatus, HeldNote, Id, IsoDateTime } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { ReplyRecord, ReplyRepository } from '../../ports/reply.repository.port.js';
import type { ThreadFeed } from './thread-feed.repository.js';
import type { ThreadReplies } from './thread-replies.js';
import type { MemberPostsIndex } from './member-posts.js';
import { readByIds } from './by-ids.js';
import { isVisibleTo } from '../../core/visibility.js';
import {
  decisionChanges,
  editChanges,
  noteChanges,
  overwriteIfOlder,
  readingHeldNote,
  removalChanges,
  writeIfUnchanged,
} from './moderated-content.js';
import { storedStamp } from './community-stamp.js';

const ReplyRecordSchema = readingHeldNote(
  z.object({
    id: Id,
    threadId: Id,
    userId: Id,
    content: z.string(),
    status: ContentStatus,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    moderatedAt: IsoDateTime.optional(),
    heldNote: HeldNote.optional(),
    ...storedStamp,
  }),
);

export const repliesCollection: CollectionDefinition<ReplyRecord> = {
  name: 'replies',
  schema: ReplyRecordSchema,
  indexes: [
    { fields: { threadId: 1, createdAt: 1 } },
    { fields: { userId: 1 } },
    { fields: { status: 1 } },
    // A district's week, for its organization admin's figures (issue 16).
    { fields: { organizationId: 1, createdAt: 1 } },
  ],
};

/**
 * Every write that sets a reply's status also tells `feed` (held replies count for their author).
 * A thread's replies are found through its index (`thread-replies.ts`: read by the thread's id),
 * never by querying `threadId`, which FerretDB v1 answers by reading every reply.
 */
export function replyRepository(
  store: DocumentStore,
  feed: ThreadFeed,
  index: ThreadReplies,
  posts: MemberPostsIndex,
): ReplyRepository {
  const replies = store.collection(repliesCollection);
  const told = async (reply: ReplyRecord | null) => {
    if (reply) await feed.replyChanged(reply);
    return reply;
  };
  const oldestFirst = { sort: { createdAt: 1, id: 1 } } as const;

  return {
    async create(reply, events) {
      // Named in its thread first: a crash before the reply is stored leaves a name that reads as nothing.
      await index.replyMade(reply);
      await posts.replyMade(reply.userId, reply.id);
      const created = await replies.insert(reply, { events });
      await feed.replyChanged(created);
      return created;
    },
    findById: (id) => replies.findById(id),
    async visibleIn(threadId, readerId) {
      return (await index.allIn(threadId)).filter((reply) => isVisibleTo(reply, readerId));
    },
    allIn: (threadId) => index.allIn(threadId),
    async heldBy(readerId, threadIds) {
      const written = await Promise.all([...new Set(threadIds)].map((id) => index.writtenBy(readerId, id)));
      return written.flat().filter((reply) => reply.status === 'flagged');
    },
    countActiveIn: async (threadId) =>
      (await index.allIn(threadId)).filter((reply) => reply.status === 'active').length,
    // Their own replies, named in their document and read by id (a query by userId reads them all).
    notArchivedBy: async (userId) =>
      (await readByIds(replies, (await posts.of(userId)).replies)).filter(
        (reply) => reply.status !== 'archived',
      ),
    applyDecision: async (id, change) =>
      told(await overwriteIfOlder(replies, id, change.decidedAt, decisionChanges(change))),
    applyAuthorEdit: async (read, edit, events) =>
      told(await writeIfUnchanged(replies, read, editChanges(edit), events)),
    remove: async (read, removal, events) =>
      told(await writeIfUnchanged(replies, read, removalChanges(removal), events)),
    setHeldNote: (read, note, at, events) => writeIfUnchanged(replies, read, noteChanges(note, at), events),
    async delete(reply, events) {
      const deleted = await replies.deleteOne({ id: reply.id }, { events });
      if (deleted) {
        await feed.replyDeleted(reply);
        await index.replyDeleted(reply);
        await posts.replyDeleted(reply.userId, reply.id);
      }
      return deleted;
    },
    allBy: (userId) => replies.find({ userId }, oldestFirst),
    countByStatus: (status) => replies.count({ status }),
    postedInDistrictSince: (organizationId, since) =>
      replies.find({ organizationId, createdAt: { $gte: since } }),
  };
}
