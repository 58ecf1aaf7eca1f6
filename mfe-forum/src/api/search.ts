import { searchThreads } from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { FindCriteria } from '../pages/forum-list/findCriteria.js';
import { forumKeys } from './keys.js';

/** How many found threads a page holds. */
export const FOUND_PAGE_SIZE = 20;

/** GET /api/forum/search (`searchThreads`): one page of what was chosen, after `cursor` when given. */
export const fetchFoundThreads = (criteria: FindCriteria, cursor?: string) =>
  callApi(searchThreads, {
    query: {
      ...(criteria.q ? { q: criteria.q } : {}),
      ...(criteria.group ? { group: criteria.group } : {}),
      sort: criteria.sort,
      limit: FOUND_PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
    },
  });

/** The found threads, a page at a time; each next page starts after the last by its cursor. */
export const foundThreadsQuery = (criteria: FindCriteria) =>
  infiniteQueryOptions({
    queryKey: forumKeys.found(criteria),
    queryFn: ({ pageParam }) => fetchFoundThreads(criteria, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
