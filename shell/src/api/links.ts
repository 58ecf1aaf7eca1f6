import type { LinkRequest } from '@heartwise/contracts';
import { Link, LinkList, OkBody } from '@heartwise/contracts';
import { getJson, keyPath, queryKeys, sendJson } from '@heartwise/ui-kit';
import { queryOptions } from '@tanstack/react-query';

// Parent–youth links (svc-identity README, "Parent–youth links"). No body on accept, decline and
// end: sendJson leaves the body and its content type out when given none.

const linkPath = (id: string, action?: 'accept' | 'decline'): string =>
  `/api/links/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** GET /api/links: the caller's current links (pending and approved), newest first. */
export const fetchLinks = (): Promise<LinkList> => getJson(keyPath(queryKeys.links), LinkList);

/**
 * One query for the profile page and the youth's banner. Fetched once per page load (the client's
 * SPEC §9 defaults: never stale, no refetch on focus, no polling) and refreshed after each change.
 */
export const linksQuery = queryOptions({ queryKey: queryKeys.links, queryFn: fetchLinks });

/** POST /api/links (parents): 404 when no youth has that username, 409 when already asked or linked. */
export const requestLink = (body: LinkRequest): Promise<Link> => sendJson('POST', '/api/links', body, Link);

/** POST /api/links/{id}/accept (the youth of the link). */
export const acceptLink = (id: string): Promise<Link> =>
  sendJson('POST', linkPath(id, 'accept'), undefined, Link);

/** POST /api/links/{id}/decline (the youth of the link). */
export const declineLink = (id: string): Promise<Link> =>
  sendJson('POST', linkPath(id, 'decline'), undefined, Link);

/** DELETE /api/links/{id}: ends an approved link (either side) or withdraws a pending request (the parent). */
export const endLink = (id: string): Promise<OkBody> => sendJson('DELETE', linkPath(id), undefined, OkBody);
