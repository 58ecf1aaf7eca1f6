import { z } from 'zod';
import { ContentStatus, HeldNote, Id, IsoDateTime } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { ReplyRecord, ReplyRepository } from '../../ports/reply.repository.port.js';
import type { ThreadFeed } from './thread-feed.repository.js';
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

/** Every write that sets a reply's status also tells `feed` (held replies count for their author). */
export function replyRepository(store: DocumentStore, feed: ThreadFeed): ReplyRepository {
  const replies = store.collection(repliesCollection);
  const told = async (reply: ReplyRecord | null) => {
    if (reply) await feed.replyChanged(reply);
    return reply;
  };
  const oldestFirst = { sort: { createdAt: 1, id: 1 } } as const;

  return {
    async create(reply, events) {
      const created = await replies.insert(reply, { events });
      await feed.replyChanged(created);
      return created;
    },
    findById: (id) => replies.findById(id),
    async visibleIn(threadId, readerId) {
      const candidates = await replies.find(
        { threadId, status: { $in: ['active', 'flagged'] } },
        oldestFirst,
      );
      return candidates.filter((reply) => isVisibleTo(reply, readerId));
    },
    allIn: (threadId) => replies.find({ threadId }, oldestFirst),
    heldBy: async (readerId, threadIds) =>
      threadIds.length
        ? replies.find({ userId: readerId, status: 'flagged', threadId: { $in: [...threadIds] } })
        : [],
    countActiveIn: (threadId) => replies.count({ threadId, status: 'active' }),
    notArchivedBy: (userId) => replies.find({ userId, status: { $ne: 'archived' } }),
    applyDecision: async (id, change) =>
      told(await overwriteIfOlder(replies, id, change.decidedAt, decisionChanges(change))),
    applyAuthorEdit: async (read, edit, events) =>
      told(await writeIfUnchanged(replies, read, editChanges(edit), events)),
    remove: async (read, removal, events) =>
      told(await writeIfUnchanged(replies, read, removalChanges(removal), events)),
    setHeldNote: (read, note, at, events) => writeIfUnchanged(replies, read, noteChanges(note, at), events),
    async delete(reply, events) {
      const deleted = await replies.deleteOne({ id: reply.id }, { events });
      if (deleted) await feed.replyDeleted(reply);
      return deleted;
    },
    allBy: (userId) => replies.find({ userId }, oldestFirst),
    countByStatus: (status) => replies.count({ status }),
    postedInDistrictSince: (organizationId, since) =>
      replies.find({ organizationId, createdAt: { $gte: since } }),
  };
}
