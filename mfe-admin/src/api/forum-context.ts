import type { ContentContext, ModerationItem } from '@heartwise/contracts';
import { contentContext } from '@heartwise/contracts';
import { apiKey, callApi, sharedKey } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

type ContentType = ModerationItem['contentType'];

/** GET /api/forum/context/{contentType}/{id} (`contentContext`): the discussion around a thread or reply, any status. */
export const fetchContentContext = (contentType: ContentType, id: string): Promise<ContentContext> =>
  callApi(contentContext, { params: { contentType, id } });

/** Every context shares this prefix, so a decision refreshes the statuses it shows. */
export const contentContextPrefix = sharedKey(contentContext);

export const contentContextQuery = (contentType: ContentType, id: string) =>
  queryOptions({
    queryKey: apiKey(contentContext, { params: { contentType, id } }),
    queryFn: () => fetchContentContext(contentType, id),
  });
