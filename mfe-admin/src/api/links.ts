import { Link, LinkList } from '@heartwise/contracts';
import { apiRequest, getJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

export const pendingLinksKey = ['/api/admin/links', 'pending'] as const;

/**
 * GET /api/admin/links?status=pending: parent–youth requests waiting for the youth, oldest first.
 * A request for a username that is no youth's has `youth: null` and the name asked for.
 */
export const fetchPendingLinks = (): Promise<LinkList> =>
  getJson('/api/admin/links?status=pending', LinkList);

export const pendingLinksQuery = queryOptions({ queryKey: pendingLinksKey, queryFn: fetchPendingLinks });

/**
 * POST /api/admin/links/{id}/reject, without a body; the reply is the rejected request. There is
 * no approve: only the youth's own acceptance links a parent (issue 14).
 */
export async function rejectLink(linkId: string): Promise<Link> {
  const response = await apiRequest('POST', `/api/admin/links/${encodeURIComponent(linkId)}/reject`);
  return Link.parse(await response.json());
}
