import { latestCheckIn } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** The same key mfe-wellness uses (the API path), so both remotes share one cache entry. */
export const latestCheckInKey = apiKey(latestCheckIn);

/** GET /api/emotional-checkins/latest (svc-wellness, `latestCheckIn`): the caller's latest check-in, or null. */
export const fetchLatestCheckIn = () => callApi(latestCheckIn);

export const latestCheckInQuery = queryOptions({ queryKey: latestCheckInKey, queryFn: fetchLatestCheckIn });
