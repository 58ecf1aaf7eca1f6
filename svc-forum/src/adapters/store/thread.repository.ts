import { z } from 'zod';
import { ContentStatus, Id, IsoDateTime } from '@heartwise/contracts';
import type { CollectionDefinition, DocumentStore } from '@heartwise/service-kit';
import type { ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';

const ThreadRecordSchema = z.object({
  id: Id,
  userId: Id,
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  status: ContentStatus,
  replyCount: z.number().int().nonnegative(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

export const threadsCollection: CollectionDefinition<ThreadRecord> = {
  name: 'threads',
  schema: ThreadRecordSchema,
  indexes: [{ fields: { status: 1, createdAt: -1 } }, { fields: { userId: 1 } }],
};

export function threadRepository(store: DocumentStore): ThreadRepository {
  const threads = store.collection(threadsCollection);
  return {
    listVisible: ({ before, limit }) =>
      threads.find(
        { status: 'active', ...(before ? { createdAt: { $lt: before } } : {}) },
        { sort: { createdAt: -1, id: -1 }, limit },
      ),
    allBy: (userId) => threads.find({ userId }, { sort: { createdAt: 1, id: 1 } }),
  };
}
