import type { ThreadListQuery, ThreadSummary } from '@heartwise/contracts';
import type { ListedThread, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import { isShownTo } from '../visibility.js';
import { threadView } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';
import type { Reader } from './reader.js';
import { admittedReader, type ReadingDeps } from './admitted-reader.js';

type ListDeps = ReadingDeps & {
  threads: Pick<ThreadRepository, 'newestVisibleTo'>;
  authors: AuthorRepository;
};

/**
 * The threads this reader may see, newest first: the active threads of their community (issue 16:
 * their district's or school's, or the public one) and their own held ones, without the threads of
 * people a block hides from them (further pages are read until the page is full, so a block never
 * shortens it). Each reply count is what this reader sees in the thread (their held replies too).
 * Staff see the list as members do, of every community (platform staff) or of their district's
 * (district moderators). The store finds each page of the reader's communities however suits it;
 * what is shown is still decided here, by `isShownTo`.
 */
export async function listThreads(
  deps: ListDeps,
  caller: ForumCaller,
  query: ThreadListQuery,
): Promise<ThreadSummary[]> {
  const reader = await admittedReader(deps, caller);
  const shown: ListedThread[] = [];
  let before = query.before;
  for (;;) {
    const page = await deps.threads.newestVisibleTo(
      { id: reader.id, community: reader.community },
      {
        limit: query.limit,
        ...(before ? { before } : {}),
      },
    );
    shown.push(...page.filter((listed) => isShownTo(listed.thread, reader)));
    const last = page.at(-1);
    if (shown.length >= query.limit || page.length < query.limit || !last) break;
    before = last.thread.createdAt;
  }
  return present(deps, reader, shown.slice(0, query.limit));
}

async function present(
  deps: Pick<ListDeps, 'authors'>,
  reader: Reader,
  listed: ListedThread[],
): Promise<ThreadSummary[]> {
  const authors = await deps.authors.byIds(listed.map(({ thread }) => thread.userId));
  return listed.map(({ thread, heldReplies }) => threadView(thread, authors, reader, heldReplies));
}
