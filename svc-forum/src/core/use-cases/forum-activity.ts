import type { ForumActivity } from '@heartwise/contracts';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import { isVisibleTo } from '../visibility.js';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';

/**
 * Counts for dashboard cards, as the caller sees the forum: the discussions their list holds, and
 * their own threads and replies that they can still see (held ones too, archived ones not).
 */
export async function forumActivity(
  deps: AccessDeps & { threads: ThreadRepository; replies: ReplyRepository },
  caller: ForumCaller,
): Promise<ForumActivity> {
  await ensureMayUseForum(deps, caller);
  const userId = caller.sub;
  const [discussions, threads, replies] = await Promise.all([
    deps.threads.countVisibleTo(userId),
    deps.threads.countBy(userId, ['active', 'flagged']),
    deps.replies.notArchivedBy(userId),
  ]);
  // A reply in a thread the caller can no longer see is hidden from them too.
  const threadsOfReplies = await deps.threads.byIds(replies.map((reply) => reply.threadId));
  const visibleThreadIds = new Set(
    threadsOfReplies.filter((thread) => isVisibleTo(thread, userId)).map((thread) => thread.id),
  );
  return {
    discussions,
    mine: { threads, replies: replies.filter((reply) => visibleThreadIds.has(reply.threadId)).length },
  };
}
