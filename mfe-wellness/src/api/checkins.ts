import type { CheckInListQuery, CheckInRequest } from '@heartwise/contracts';
import {
  checkInTrend,
  latestCheckIn,
  listCheckIns,
  mySummaryPath,
  saveCheckIn as saveCheckInCall,
  wellnessInsightsPath,
  wellnessOverviewPath,
} from '@heartwise/contracts';
import { apiKey, callApi, newClientRef, sendOrKeep, type SentOrKept } from '@heartwise/web-runtime';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';

/** Keys are API paths (SPEC §7), so every remote reading the same call shares one cache entry. */
export const checkInKeys = {
  history: apiKey(listCheckIns),
  latest: apiKey(latestCheckIn),
  trend: apiKey(checkInTrend),
} as const;

/** POST /api/emotional-checkins (`saveCheckIn`): the saved check-in, with support words when the feeling was very hard. */
export const saveCheckIn = (body: CheckInRequest) => callApi(saveCheckInCall, { body });

/**
 * The same call from a dialog that may keep the check-in on the device (issue 18): it names itself
 * (`clientRef`, so a second sending is recorded once) and its moment (`occurredAt`, its day).
 */
export const saveCheckInOrKeep = (
  body: CheckInRequest,
  accountId: string | undefined,
): Promise<SentOrKept<typeof saveCheckInCall>> => {
  const clientRef = body.clientRef ?? newClientRef();
  return sendOrKeep(
    saveCheckInCall,
    { body: { ...body, clientRef, occurredAt: body.occurredAt ?? new Date().toISOString() } },
    { kind: 'check-in', accountId, clientRef },
  );
};

/** GET /api/emotional-checkins/latest (`latestCheckIn`): null before the first check-in. */
export const fetchLatestCheckIn = () => callApi(latestCheckIn);
export const latestCheckInQuery = queryOptions({ queryKey: checkInKeys.latest, queryFn: fetchLatestCheckIn });

/** GET /api/emotional-checkins/trend (`checkInTrend`): the last 7 check-ins, oldest first. */
export const fetchTrend = () => callApi(checkInTrend);
export const trendQuery = queryOptions({ queryKey: checkInKeys.trend, queryFn: fetchTrend });

/** GET /api/emotional-checkins?limit=&before= (`listCheckIns`): one page of the history, newest first. */
export const fetchCheckInPage = ({ limit, before }: Partial<CheckInListQuery> = {}) =>
  callApi(listCheckIns, { query: { limit, before: before || undefined } });

/** Every path read from the check-ins starts with the history's; the figures built from them. */
const checkInsPath = checkInKeys.history[0];
const builtFromCheckIns = new Set([wellnessOverviewPath, wellnessInsightsPath, mySummaryPath]);

/**
 * After a check-in: everything read from /api/emotional-checkins (history, latest, trend) and the
 * figures built from check-ins (overview, insights, the youth's own summary) are out of date.
 */
export function refreshAfterCheckIn(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKey[0];
      return typeof path === 'string' && (path.startsWith(checkInsPath) || builtFromCheckIns.has(path));
    },
  });
}
