import { ContentDeleted } from '@heartwise/contracts';
import { forbidden, newEvent } from '@heartwise/service-kit/domain';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { BlockRepository } from '../../ports/block.repository.port.js';
import { replySnapshot, threadSnapshot } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';
import { viewerOf, type PlaceLookup } from './reader.js';
import { visibleReply, visibleThread } from './visible-content.js';

export const NOT_YOURS_TO_DELETE = 'You can only delete your own posts.';

type DeleteDeps = {
  threads: ThreadRepository;
  replies: ReplyRepository;
  blocks: Pick<BlockRepository, 'of'>;
  memberships: PlaceLookup;
  now: () => Date;
};

/**
 * The author deletes their own thread: gone for everyone at once, with `forum.content.deleted`
 * (the post as it was) in the same write, so moderation closes its item and keeps its words for a
 * follow-up. Someone else's post they can see answers 403; one they cannot see, 404. Never
 * stopped by a mute or suspension: a member may always take back what they wrote.
 */
export async function deleteThread(deps: DeleteDeps, caller: ForumCaller, threadId: string): Promise<void> {
  const thread = await visibleThread(deps, await viewerOf(deps, caller), threadId);
  if (thread.userId !== caller.sub) throw forbidden(NOT_YOURS_TO_DELETE);
  const deletedAt = deps.now().toISOString();
  await deps.threads.delete(thread, [
    newEvent(ContentDeleted, { deletedAt, content: threadSnapshot(thread) }),
  ]);
}

/** As for threads: the author deletes their reply; its thread's count is recounted. */
export async function deleteReply(deps: DeleteDeps, caller: ForumCaller, replyId: string): Promise<void> {
  const { reply, thread } = await visibleReply(deps, await viewerOf(deps, caller), replyId);
  if (reply.userId !== caller.sub) throw forbidden(NOT_YOURS_TO_DELETE);
  const deletedAt = deps.now().toISOString();
  await deps.replies.delete(reply, [
    newEvent(ContentDeleted, { deletedAt, content: replySnapshot(reply, thread) }),
  ]);
  await deps.threads.setReplyCount(thread.id, await deps.replies.countActiveIn(thread.id));
}
