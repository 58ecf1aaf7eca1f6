import { z } from 'zod';
import { Id } from '@heartwise/contracts';
import { DuplicateKeyError, type CollectionDefinition, type DocumentStore } from '@heartwise/service-kit';
import type { ReplyRecord } from '../../ports/reply.repository.port.js';
import { memberDocuments } from './member-document.js';
import { repliesCollection } from './reply.repository.js';
import { readByIds } from './by-ids.js';

/** A reply as its thread's index names it: who wrote it never changes, so it is all the index keeps. */
const IndexedReply = z.object({ id: Id, userId: Id });
type IndexedReply = z.infer<typeof IndexedReply>;

const ThreadRepliesRecord = z.object({
  /** The thread's id. */
  id: Id,
  version: z.number().int().nonnegative(),
  replies: z.array(IndexedReply),
});
type ThreadRepliesRecord = z.infer<typeof ThreadRepliesRecord>;

export const threadRepliesCollection: CollectionDefinition<ThreadRepliesRecord> = {
  name: 'thread_replies',
  schema: ThreadRepliesRecord,
};

/**
 * Which replies each thread has, in one document read by the thread's id: a thread's page, its
 * reply count and each reader's held replies read the thread's replies by id instead of querying
 * the replies by `threadId`, which FerretDB v1 answers by reading every reply (docs/architecture.md).
 *
 * It names replies, never their status: the replies themselves, read by id, are the truth of what
 * is shown. So it only changes when a reply is made (named before it is written: a crash between
 * the two leaves a name that reads as nothing) or deleted (unnamed after). A thread made by this
 * service gets its (empty) index before it is stored; a thread without one (stored before the index
 * existed, or behind the service's back) has it built once from a query of its replies.
 * Size: the thread's own replies, which its page shows anyway.
 */
export function threadReplies(store: DocumentStore) {
  const replies = store.collection(repliesCollection);
  const indexes = store.collection(threadRepliesCollection);
  const documents = memberDocuments<ThreadRepliesRecord, IndexedReply[]>(indexes, {
    toValue: (doc) => doc?.replies ?? [],
    toDoc: (id, indexed, version) => ({ id, version, replies: indexed }),
  });

  /** The index as stored, or built once from the replies when the thread has none yet. */
  async function named(threadId: string): Promise<IndexedReply[]> {
    const found = await indexes.findById(threadId);
    if (found) return found.replies;
    const existing = await replies.find({ threadId });
    const built = existing.map(({ id, userId }) => ({ id, userId }));
    try {
      await indexes.insert({ id: threadId, version: 0, replies: built });
    } catch (error) {
      // Made meanwhile (a reply, another process): that one holds these and more.
      if (!(error instanceof DuplicateKeyError)) throw error;
      return (await indexes.findById(threadId))?.replies ?? built;
    }
    return built;
  }

  /** These replies, read by id (missing ones left out), oldest first as the thread shows them. */
  async function read(ids: readonly string[]): Promise<ReplyRecord[]> {
    const found = await readByIds(replies, ids);
    return found.sort((a, b) =>
      a.createdAt === b.createdAt ? compare(a.id, b.id) : compare(a.createdAt, b.createdAt),
    );
  }

  return {
    /** A new thread: its index exists before it does, so a missing index means an older thread. */
    async threadMade(threadId: string): Promise<void> {
      try {
        await indexes.insert({ id: threadId, version: 0, replies: [] });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    },
    /** Names a reply in its thread's index; call before the reply is stored. */
    async replyMade(reply: Pick<ReplyRecord, 'id' | 'threadId' | 'userId'>): Promise<void> {
      await named(reply.threadId);
      await documents.update(reply.threadId, (indexed) =>
        indexed.some((entry) => entry.id === reply.id)
          ? null
          : [...indexed, { id: reply.id, userId: reply.userId }],
      );
    },
    /** Unnames a deleted reply; call after it is deleted. */
    async replyDeleted(reply: Pick<ReplyRecord, 'id' | 'threadId'>): Promise<void> {
      await documents.update(reply.threadId, (indexed) =>
        indexed.some((entry) => entry.id === reply.id)
          ? indexed.filter((entry) => entry.id !== reply.id)
          : null,
      );
    },
    /** Every reply of the thread, whatever its status, oldest first. */
    async allIn(threadId: string): Promise<ReplyRecord[]> {
      return read((await named(threadId)).map((entry) => entry.id));
    },
    /** The replies this person wrote in the thread, whatever their status, oldest first. */
    async writtenBy(userId: string, threadId: string): Promise<ReplyRecord[]> {
      const indexed = await named(threadId);
      return read(indexed.filter((entry) => entry.userId === userId).map((entry) => entry.id));
    },
  };
}
export type ThreadReplies = ReturnType<typeof threadReplies>;

/** Plain code-unit order, as the store sorts text. */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
