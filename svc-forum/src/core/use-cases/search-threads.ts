import { SEARCH_CURSOR_EXPIRED, type ThreadSearchPage, type ThreadSearchQuery } from '@heartwise/contracts';
import { conflict } from '@heartwise/service-kit/domain';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import { threadView } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';
import { searchWords } from '../search/search-words.js';
import { admittedReader, type ReadingDeps } from './admitted-reader.js';

type SearchDeps = ReadingDeps & {
  threads: Pick<ThreadRepository, 'find'>;
  authors: AuthorRepository;
};

/**
 * Finding threads (issue 19): the active threads the caller is shown (their community's, none of
 * a blocked person's; never anyone's held ones, their own neither: those are on their list) that
 * hold every word searched for, of one topic group, newest or most active first, a page at a time.
 * A search whose words are all too common to index ("the", "I") finds nothing.
 */
export async function searchThreads(
  deps: SearchDeps,
  caller: ForumCaller,
  query: ThreadSearchQuery,
): Promise<ThreadSearchPage> {
  const reader = await admittedReader(deps, caller);
  const words = query.q === undefined ? [] : searchWords(query.q);
  if (query.q !== undefined && !words.length) return { threads: [], nextCursor: null };
  const page = await deps.threads.find(reader, {
    words,
    ...(query.group ? { group: query.group } : {}),
    sort: query.sort,
    limit: query.limit,
    ...(query.cursor ? { after: query.cursor } : {}),
    now: deps.now().toISOString(),
  });
  // 409, as for a link request that expired: the request was well formed, the results moved on.
  if ('unknownCursor' in page) throw conflict(SEARCH_CURSOR_EXPIRED);
  const authors = await deps.authors.byIds(page.threads.map((thread) => thread.userId));
  return {
    threads: page.threads.map((thread) => threadView(thread, authors, reader, 0)),
    nextCursor: page.next,
  };
}
