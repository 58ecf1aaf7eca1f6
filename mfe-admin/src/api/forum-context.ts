import type { ModerationItem } from '@heartwise/contracts';
import { ContentContext } from '@heartwise/contracts';
import { getJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

type ContentType = ModerationItem['contentType'];

/** GET /api/forum/context/{contentType}/{id}: the discussion around a thread or reply, any status. */
export const fetchContentContext = (contentType: ContentType, id: string): Promise<ContentContext> =>
  getJson(`/api/forum/context/${contentType}/${id}`, ContentContext);

/** Every context shares this prefix, so a decision refreshes the statuses it shows. */
export const contentContextPrefix = ['/api/forum/context'] as const;

export const contentContextQuery = (contentType: ContentType, id: string) =>
  queryOptions({
    queryKey: [...contentContextPrefix, contentType, id] as const,
    queryFn: () => fetchContentContext(contentType, id),
  });
