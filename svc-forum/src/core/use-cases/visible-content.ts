import { notFound } from '@heartwise/service-kit/domain';
import type { ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRecord, ReplyRepository } from '../../ports/reply.repository.port.js';
import { isShownTo, type Viewer } from '../visibility.js';

export const THREAD_NOT_FOUND = "We couldn't find that discussion. It may have been removed.";
export const REPLY_NOT_FOUND = "We couldn't find that reply. It may have been removed.";

/**
 * The thread, if this member may see it; otherwise 404, the same as for one that never existed
 * (held content of others, archived content, the content of people a block hides).
 */
export async function visibleThread(
  deps: { threads: Pick<ThreadRepository, 'findById'> },
  viewer: Viewer,
  threadId: string,
): Promise<ThreadRecord> {
  const thread = await deps.threads.findById(threadId);
  if (!thread || !isShownTo(thread, viewer)) throw notFound(THREAD_NOT_FOUND);
  return thread;
}

/** The reply and its thread, if this member may see both; otherwise 404 as for a missing reply. */
export async function visibleReply(
  deps: { threads: Pick<ThreadRepository, 'findById'>; replies: Pick<ReplyRepository, 'findById'> },
  viewer: Viewer,
  replyId: string,
): Promise<{ reply: ReplyRecord; thread: ThreadRecord }> {
  const reply = await deps.replies.findById(replyId);
  const thread = reply ? await deps.threads.findById(reply.threadId) : null;
  if (!reply || !thread || !isShownTo(reply, viewer) || !isShownTo(thread, viewer)) {
    throw notFound(REPLY_NOT_FOUND);
  }
  return { reply, thread };
}
