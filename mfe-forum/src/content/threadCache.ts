import type { Reply, ThreadDetail } from '@heartwise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ForumContent } from '../api/content.js';
import { forumKeys } from '../api/keys.js';

type Patch = Partial<Pick<Reply, 'status' | 'heldNote' | 'content'>>;

/**
 * Shows a change the forum has just accepted on the thread's page at once (it is read again
 * afterwards): the page answers the click, not the next read.
 */
export function patchContent(
  queryClient: QueryClient,
  { threadId, kind, id }: { threadId: string; kind: ForumContent; id: string },
  patch: Patch,
): void {
  queryClient.setQueryData<ThreadDetail>(forumKeys.thread(threadId), (thread) => {
    if (!thread) return thread;
    if (kind === 'thread') return { ...thread, ...patch };
    return {
      ...thread,
      replies: thread.replies.map((reply) => (reply.id === id ? { ...reply, ...patch } : reply)),
    };
  });
}
