import {
  operationRequest,
  TIMEZONE_HEADER,
  type HttpMethod,
  type OperationRequest,
} from '@heartwise/contracts';
import type { BenchAccounts } from './accounts.js';
import type { LoadTarget } from './load.js';

export type ServiceKey = 'identity' | 'wellness' | 'forum' | 'moderation';

export interface Endpoint {
  /** As the table shows it: method and URL (`labelOf`). */
  name: string;
  service: ServiceKey;
  method: HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** How the report names a request: its method and URL, e.g. "GET /api/admin/moderation?status=pending". */
export const labelOf = (request: OperationRequest): string => `${request.method} ${request.url}`;

/** The forum list, the call compared at two forum sizes. */
export const FORUM_LIST = operationRequest('listThreads');

/** The moderator's pending queue, polled for the event latency and measured as an endpoint. */
export const PENDING_QUEUE = operationRequest('moderationQueue', { query: { status: 'pending' } });

/** The request as an endpoint of `service`, with the headers a browser sends and its body as JSON. */
function endpoint(service: ServiceKey, request: OperationRequest, headers: Record<string, string>): Endpoint {
  return {
    name: labelOf(request),
    service,
    method: request.method,
    path: request.url,
    headers: request.bodyMediaType ? { ...headers, 'Content-Type': request.bodyMediaType } : headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  };
}

/**
 * The five calls of issue 8, each with what a browser sends: the session cookie (the gateway
 * lets only the cookie speak for a caller; a service reads the same cookie), the IANA zone on
 * wellness calls, and on the POST the page's own Origin (the gateway's CSRF check).
 */
export function benchEndpoints(accounts: BenchAccounts): Endpoint[] {
  const youth = { Cookie: accounts.youth.cookie };
  const zone = { [TIMEZONE_HEADER]: 'Europe/Amsterdam' };
  return [
    endpoint('identity', operationRequest('currentUser'), youth),
    endpoint('wellness', operationRequest('todaysHabits'), { ...youth, ...zone }),
    endpoint(
      'wellness',
      operationRequest('saveCheckIn', { body: { emotionLabel: 'calmness', emotionRating: 3 } }),
      { ...youth, ...zone },
    ),
    endpoint('forum', FORUM_LIST, youth),
    endpoint('moderation', PENDING_QUEUE, { Cookie: accounts.moderator.cookie }),
  ];
}

/** The endpoint as autocannon sends it to `origin` (a service, or the gateway). */
export function targetAt(origin: string, endpoint: Endpoint): LoadTarget {
  return {
    url: `${origin}${endpoint.path}`,
    method: endpoint.method,
    // Every write carries the page's Origin, as the gateway's CSRF check wants.
    headers: endpoint.method === 'GET' ? endpoint.headers : { ...endpoint.headers, Origin: origin },
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
  };
}

/** The forum list (`FORUM_LIST`) as an endpoint, with the youth's cookie. */
export function forumList(accounts: BenchAccounts): Endpoint {
  const endpoint = benchEndpoints(accounts).find((candidate) => candidate.service === 'forum');
  if (!endpoint) throw new Error('the forum list is missing from the endpoints');
  return endpoint;
}
