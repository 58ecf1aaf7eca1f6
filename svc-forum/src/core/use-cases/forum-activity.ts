import type { ForumActivity } from '@heartwise/contracts';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import { isVisibleTo } from '../visibility.js';
import type { PlaceLookup } from './reader.js';
import { callersView, inView } from './callers-view.js';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';

/**
 * Counts for dashboard cards, as the caller sees the forum: the discussions their list holds, and
 * their own threads and replies that they can still see (held ones too, archived ones not), all
 * within their community (issue 16).
 */
export async function forumActivity(
  deps: AccessDeps & { threads: ThreadRepository; replies: ReplyRepository; memberships: PlaceLookup },
  caller: ForumCaller,
): Promise<ForumActivity> {
  await ensureMayUseForum(deps, caller);
  const userId = caller.sub;
  const view = await callersView(deps, caller);
  const [discussions, threads, replies] = await Promise.all([
    deps.threads.countVisibleTo(userId, view),
    deps.threads.countBy(userId, ['active', 'flagged']),
    deps.replies.notArchivedBy(userId),
  ]);
  // A reply in a thread the caller can no longer see is hidden from them too.
  const threadsOfReplies = await deps.threads.byIds(replies.map((reply) => reply.threadId));
  const visibleThreadIds = new Set(
    threadsOfReplies
      .filter((thread) => isVisibleTo(thread, userId) && inView(view, thread))
      .map((thread) => thread.id),
  );
  return {
    discussions,
    mine: { threads, replies: replies.filter((reply) => visibleThreadIds.has(reply.threadId)).length },
  };
}
