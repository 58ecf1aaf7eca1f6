import type { Link, LinkList, LinkRequest, LinkRequestReceipt, OkBody } from '@heartwise/contracts';
import {
  acceptLink as acceptLinkCall,
  declineLink as declineLinkCall,
  endLink as endLinkCall,
  myLinks,
  requestLink as requestLinkCall,
} from '@heartwise/contracts';
import { callApi, queryKeys } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

// Parent–youth links (svc-identity README, "Parent–youth links"). No body on accept, decline and
// end: a call that takes none sends neither a body nor its content type.

/**
 * GET /api/links (`myLinks`), newest first: a parent's requests and links (a request shows no youth
 * until the youth accepts); for a youth, every request ever made for them.
 */
export const fetchLinks = (): Promise<LinkList> => callApi(myLinks);

/**
 * One query for the profile page and the youth's banner. Fetched once per page load (the client's
 * SPEC §9 defaults: never stale, no refetch on focus, no polling) and refreshed after each change.
 */
export const linksQuery = queryOptions({ queryKey: queryKeys.links, queryFn: fetchLinks });

/**
 * POST /api/links (parents): always the same receipt, whether or not the username is a youth's —
 * the request shows in the parent's list either way. 429 when they have asked too often.
 */
export const requestLink = (body: LinkRequest): Promise<LinkRequestReceipt> =>
  callApi(requestLinkCall, { body });

/** POST /api/links/{id}/accept (the youth of the link); 409 once answered or expired. */
export const acceptLink = (id: string): Promise<Link> => callApi(acceptLinkCall, { params: { id } });

/** POST /api/links/{id}/decline (the youth of the link). */
export const declineLink = (id: string): Promise<Link> => callApi(declineLinkCall, { params: { id } });

/** DELETE /api/links/{id}: ends an approved link (either side) or withdraws a request (the parent). */
export const endLink = (id: string): Promise<OkBody> => callApi(endLinkCall, { params: { id } });
