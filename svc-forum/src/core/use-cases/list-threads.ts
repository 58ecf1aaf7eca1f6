import type { AccessClaims, ThreadListQuery, ThreadSummary } from '@heartwise/contracts';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';

/** Visible threads, newest first, with each author's first name (or null → 'Anonymous' in the UI). */
export async function listThreads(
  deps: { threads: ThreadRepository; authors: AuthorRepository },
  caller: AccessClaims,
  query: ThreadListQuery,
): Promise<ThreadSummary[]> {
  const threads = await deps.threads.listVisible(query);
  const authors = await deps.authors.byIds(threads.map((thread) => thread.userId));
  return threads.map((thread) => ({
    id: thread.id,
    title: thread.title,
    content: thread.content,
    tags: thread.tags,
    createdAt: thread.createdAt,
    replyCount: thread.replyCount,
    user: { firstName: authors.get(thread.userId)?.firstName ?? null },
    status: thread.status,
    mine: thread.userId === caller.sub,
  }));
}
