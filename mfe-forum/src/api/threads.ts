import { ThreadList } from '@heartwise/contracts';
import { getJson, queryKeys } from '@heartwise/ui-kit';
import { queryOptions } from '@tanstack/react-query';

/** How many threads the list asks for. */
export const THREAD_PAGE_SIZE = 50;

/** GET /api/forum/threads?limit=50: visible threads, newest first. */
export const threadListQuery = queryOptions({
  queryKey: queryKeys.forumThreads,
  queryFn: () => getJson(`/api/forum/threads?limit=${THREAD_PAGE_SIZE}`, ThreadList),
});
