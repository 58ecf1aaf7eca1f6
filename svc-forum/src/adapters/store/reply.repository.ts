import { z } from 'zod';
import { ContentStatus, Id, IsoDateTime } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { ReplyRecord, ReplyRepository } from '../../ports/reply.repository.port.js';
import type { ThreadFeed } from '../../ports/thread-feed.port.js';
import { isVisibleTo } from '../../core/visibility.js';
import { decisionChanges, overwriteIfOlder } from './moderated-content.js';

const ReplyRecordSchema = z.object({
  id: Id,
  threadId: Id,
  userId: Id,
  content: z.string(),
  status: ContentStatus,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  moderatedAt: IsoDateTime.optional(),
  editRequest: z.object({ reason: z.string(), requestedAt: IsoDateTime }).optional(),
});

export const repliesCollection: CollectionDefinition<ReplyRecord> = {
  name: 'replies',
  schema: ReplyRecordSchema,
  indexes: [{ fields: { threadId: 1, createdAt: 1 } }, { fields: { userId: 1 } }, { fields: { status: 1 } }],
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
    heldBy: async (readerId, threadIds) =>
      threadIds.length
        ? replies.find({ userId: readerId, status: 'flagged', threadId: { $in: [...threadIds] } })
        : [],
    countActiveIn: (threadId) => replies.count({ threadId, status: 'active' }),
    notArchivedBy: (userId) => replies.find({ userId, status: { $ne: 'archived' } }),
    applyDecision: async (id, change) =>
      told(await overwriteIfOlder(replies, id, change.decidedAt, decisionChanges(change))),
    applyAuthorEdit: async (id, authorId, edit, events) =>
      told(
        await replies.updateOne(
          { id, userId: authorId, editRequest: { $exists: true } },
          {
            set: { content: edit.content, status: edit.status, updatedAt: edit.editedAt },
            unset: ['editRequest'],
          },
          { events },
        ),
      ),
    allBy: (userId) => replies.find({ userId }, oldestFirst),
    countByStatus: (status) => replies.count({ status }),
  };
}
