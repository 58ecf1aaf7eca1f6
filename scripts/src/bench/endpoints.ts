import { TIMEZONE_HEADER } from '@heartwise/contracts';
import type { BenchAccounts } from './accounts.js';
import type { LoadTarget } from './load.js';

export type ServiceKey = 'identity' | 'wellness' | 'forum' | 'moderation';

export interface Endpoint {
  /** As the table shows it: method and path. */
  name: string;
  service: ServiceKey;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
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
    { name: 'GET /api/user', service: 'identity', method: 'GET', path: '/api/user', headers: youth },
    {
      name: 'GET /api/habits',
      service: 'wellness',
      method: 'GET',
      path: '/api/habits',
      headers: { ...youth, ...zone },
    },
    {
      name: 'POST /api/emotional-checkins',
      service: 'wellness',
      method: 'POST',
      path: '/api/emotional-checkins',
      headers: { ...youth, ...zone, 'Content-Type': 'application/json' },
      body: JSON.stringify({ emotionLabel: 'calmness', emotionRating: 3 }),
    },
    {
      name: 'GET /api/forum/threads',
      service: 'forum',
      method: 'GET',
      path: '/api/forum/threads',
      headers: youth,
    },
    {
      name: 'GET /api/admin/moderation?status=pending',
      service: 'moderation',
      method: 'GET',
      path: '/api/admin/moderation?status=pending',
      headers: { Cookie: accounts.moderator.cookie },
    },
  ];
}

/** The endpoint as autocannon sends it to `origin` (a service, or the gateway). */
export function targetAt(origin: string, endpoint: Endpoint): LoadTarget {
  return {
    url: `${origin}${endpoint.path}`,
    method: endpoint.method,
    headers: endpoint.method === 'POST' ? { ...endpoint.headers, Origin: origin } : endpoint.headers,
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
  };
}

/** GET /api/forum/threads, the call compared at two forum sizes. */
export function forumList(accounts: BenchAccounts): Endpoint {
  const endpoint = benchEndpoints(accounts).find((candidate) => candidate.service === 'forum');
  if (!endpoint) throw new Error('the forum list is missing from the endpoints');
  return endpoint;
}
