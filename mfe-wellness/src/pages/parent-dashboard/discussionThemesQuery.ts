import { discussionThemes } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/forum/themes (svc-forum, `discussionThemes`): the community-wide share of threads per topic group. */
export const discussionThemesQuery = queryOptions({
  queryKey: apiKey(discussionThemes),
  queryFn: () => callApi(discussionThemes),
});
