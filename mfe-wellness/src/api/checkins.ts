import type { CheckInListQuery, CheckInRequest } from '@heartwise/contracts';
import { CheckInList, LatestCheckIn, SavedCheckIn, Trend } from '@heartwise/contracts';
import { getJson, keyPath, sendJson } from '@heartwise/web-runtime';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';

const CHECKINS_PATH = '/api/emotional-checkins';

/** Keys are API paths (SPEC §7), so every remote reading the same call shares one cache entry. */
export const checkInKeys = {
  history: [CHECKINS_PATH],
  latest: [`${CHECKINS_PATH}/latest`],
  trend: [`${CHECKINS_PATH}/trend`],
} as const;

/** POST /api/emotional-checkins: the saved check-in, with support words when the feeling was very hard. */
export const saveCheckIn = (body: CheckInRequest) => sendJson('POST', CHECKINS_PATH, body, SavedCheckIn);

/** GET /api/emotional-checkins/latest: null before the first check-in. */
export const fetchLatestCheckIn = () => getJson(keyPath(checkInKeys.latest), LatestCheckIn);
export const latestCheckInQuery = queryOptions({ queryKey: checkInKeys.latest, queryFn: fetchLatestCheckIn });

/** GET /api/emotional-checkins/trend: the last 7 check-ins, oldest first. */
export const fetchTrend = () => getJson(keyPath(checkInKeys.trend), Trend);
export const trendQuery = queryOptions({ queryKey: checkInKeys.trend, queryFn: fetchTrend });

/** GET /api/emotional-checkins?limit=&before=: one page of the history, newest first. */
export function fetchCheckInPage({ limit, before }: Partial<CheckInListQuery> = {}) {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (before) params.set('before', before);
  const query = params.toString();
  return getJson(query ? `${CHECKINS_PATH}?${query}` : CHECKINS_PATH, CheckInList);
}

/**
 * After a check-in: everything read from /api/emotional-checkins (history, latest, trend) and the
 * figures built from check-ins (overview, insights, the youth's own summary) are out of date.
 */
export function refreshAfterCheckIn(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKey[0];
      return (
        typeof path === 'string' &&
        (path.startsWith(CHECKINS_PATH) ||
          path === '/api/wellness/overview' ||
          path === '/api/wellness/insights' ||
          path === '/api/wellness/my-summary')
      );
    },
  });
}
