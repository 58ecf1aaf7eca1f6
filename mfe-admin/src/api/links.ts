import { Link, LinkList } from '@heartwise/contracts';
import { apiRequest, getJson } from '@heartwise/ui-kit';
import { queryOptions } from '@tanstack/react-query';

export type LinkDecision = 'approve' | 'reject';

export const pendingLinksKey = ['/api/admin/links', 'pending'] as const;

/** GET /api/admin/links?status=pending: parent–youth requests waiting for an answer, oldest first. */
export const fetchPendingLinks = (): Promise<LinkList> =>
  getJson('/api/admin/links?status=pending', LinkList);

export const pendingLinksQuery = queryOptions({ queryKey: pendingLinksKey, queryFn: fetchPendingLinks });

/** POST /api/admin/links/{id}/approve|reject, without a body; the reply is the decided link. */
export async function decideLink(linkId: string, decision: LinkDecision): Promise<Link> {
  const response = await apiRequest('POST', `/api/admin/links/${linkId}/${decision}`);
  return Link.parse(await response.json());
}
