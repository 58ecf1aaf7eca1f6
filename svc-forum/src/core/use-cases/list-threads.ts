import type { AccessClaims, ThreadListQuery, ThreadSummary } from '@heartwise/contracts';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import { threadView } from '../content-views.js';

/**
 * The threads this reader may see, newest first: everyone's active threads and the reader's own
 * held ones. Each reply count is what this reader sees in the thread (their held replies too).
 */
export async function listThreads(
  deps: { threads: ThreadRepository; replies: ReplyRepository; authors: AuthorRepository },
  caller: AccessClaims,
  query: ThreadListQuery,
): Promise<ThreadSummary[]> {
  const threads = await deps.threads.listVisibleTo(caller.sub, query);
  const ids = threads.map((thread) => thread.id);
  const [authors, held] = await Promise.all([
    deps.authors.byIds(threads.map((thread) => thread.userId)),
    deps.replies.heldBy(caller.sub, ids),
  ]);
  const heldIn = (threadId: string) => held.filter((reply) => reply.threadId === threadId).length;
  return threads.map((thread) => threadView(thread, authors, caller.sub, heldIn(thread.id)));
}
