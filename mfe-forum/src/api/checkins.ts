import { LatestCheckIn } from '@heartwise/contracts';
import { getJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** The same key mfe-wellness uses (the API path), so both remotes share one cache entry. */
export const latestCheckInKey = ['/api/emotional-checkins/latest'] as const;

/** GET /api/emotional-checkins/latest (svc-wellness): the caller's latest check-in, or null. */
export const fetchLatestCheckIn = () => getJson('/api/emotional-checkins/latest', LatestCheckIn);

export const latestCheckInQuery = queryOptions({ queryKey: latestCheckInKey, queryFn: fetchLatestCheckIn });
