import type { AccessClaims, ThreadListQuery, ThreadSummary } from '@heartwise/contracts';
import type { ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import type { ThreadFeed } from '../../ports/thread-feed.port.js';
import { isVisibleTo } from '../visibility.js';
import { threadView } from '../content-views.js';

type ListDeps = {
  threads: ThreadRepository;
  replies: ReplyRepository;
  authors: AuthorRepository;
  feed: ThreadFeed;
};

/**
 * The threads this reader may see, newest first: everyone's active threads and the reader's own
 * held ones. Each reply count is what this reader sees in the thread (their held replies too).
 * The first pages come from the feed and are read by id; each thread is checked against the
 * feed, and any disagreement (a change the feed missed) reads the threads themselves instead.
 */
export async function listThreads(
  deps: ListDeps,
  caller: AccessClaims,
  query: ThreadListQuery,
): Promise<ThreadSummary[]> {
  const fromFeed = await pageFromFeed(deps, caller.sub, query);
  if (fromFeed) return present(deps, caller.sub, fromFeed.threads, (id) => fromFeed.heldRepliesOf[id] ?? 0);
  const threads = await deps.threads.listVisibleTo(caller.sub, query);
  const held = await deps.replies.heldBy(
    caller.sub,
    threads.map((thread) => thread.id),
  );
  return present(deps, caller.sub, threads, (id) => held.filter((reply) => reply.threadId === id).length);
}

async function pageFromFeed(deps: ListDeps, readerId: string, query: ThreadListQuery) {
  const page = await deps.feed.page(readerId, query);
  if (!page) return null;
  const found = await deps.threads.byIds(page.threadIds);
  const byId = new Map(found.map((thread) => [thread.id, thread]));
  const threads = page.threadIds.map((id) => byId.get(id));
  const agrees = (thread: ThreadRecord | undefined): thread is ThreadRecord =>
    thread !== undefined && isVisibleTo(thread, readerId);
  if (!threads.every(agrees)) {
    await deps.feed.invalidate();
    return null;
  }
  return { threads, heldRepliesOf: page.heldRepliesOf };
}

async function present(
  deps: Pick<ListDeps, 'authors'>,
  readerId: string,
  threads: ThreadRecord[],
  heldRepliesIn: (threadId: string) => number,
): Promise<ThreadSummary[]> {
  const authors = await deps.authors.byIds(threads.map((thread) => thread.userId));
  return threads.map((thread) => threadView(thread, authors, readerId, heldRepliesIn(thread.id)));
}
