import type { AccessClaims, ThreadDetail } from '@heartwise/contracts';
import { notFound } from '@heartwise/service-kit';
import type { ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import { isVisibleTo } from '../visibility.js';
import { replyView, threadView } from '../content-views.js';

export const THREAD_NOT_FOUND = "We couldn't find that discussion. It may have been removed.";

/** The thread, if this reader may see it; otherwise 404, the same as for one that never existed. */
export async function visibleThread(
  deps: { threads: ThreadRepository },
  readerId: string,
  threadId: string,
): Promise<ThreadRecord> {
  const thread = await deps.threads.findById(threadId);
  if (!thread || !isVisibleTo(thread, readerId)) throw notFound(THREAD_NOT_FOUND);
  return thread;
}

/** A thread with the replies this reader may see, oldest first. */
export async function threadDetail(
  deps: { threads: ThreadRepository; replies: ReplyRepository; authors: AuthorRepository },
  caller: AccessClaims,
  threadId: string,
): Promise<ThreadDetail> {
  const thread = await visibleThread(deps, caller.sub, threadId);
  const replies = await deps.replies.visibleIn(thread.id, caller.sub);
  const authors = await deps.authors.byIds([thread.userId, ...replies.map((reply) => reply.userId)]);
  const heldReplies = replies.filter((reply) => reply.status !== 'active').length;
  return {
    ...threadView(thread, authors, caller.sub, heldReplies),
    replies: replies.map((reply) => replyView(reply, authors, caller.sub)),
  };
}
