import type { Link, LinkList, LinkStatus } from '@heartwise/contracts';
import { listLinks, rejectLink as rejectLinkCall } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

const PENDING: LinkStatus = 'pending';

export const pendingLinksKey = [...apiKey(listLinks), PENDING] as const;

/**
 * GET /api/admin/links?status=pending (`listLinks`): parent–youth requests waiting for the youth,
 * oldest first. A request for a username that is no youth's has `youth: null` and the name asked for.
 */
export const fetchPendingLinks = (): Promise<LinkList> => callApi(listLinks, { query: { status: PENDING } });

export const pendingLinksQuery = queryOptions({ queryKey: pendingLinksKey, queryFn: fetchPendingLinks });

/**
 * POST /api/admin/links/{id}/reject (`rejectLink`), without a body; the reply is the rejected
 * request. There is no approve: only the youth's own acceptance links a parent (issue 14).
 */
export const rejectLink = (linkId: string): Promise<Link> =>
  callApi(rejectLinkCall, { params: { id: linkId } });
