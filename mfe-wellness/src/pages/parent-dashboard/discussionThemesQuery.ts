import { DiscussionThemes } from '@heartwise/contracts';
import { getJson, keyPath } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/forum/themes (svc-forum): the community-wide share of threads per topic group. */
export const discussionThemesQuery = queryOptions({
  queryKey: ['/api/forum/themes'],
  queryFn: ({ queryKey }) => getJson(keyPath(queryKey), DiscussionThemes),
});
