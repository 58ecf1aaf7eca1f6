import type { CompletedKindness, KindnessActivityId } from '@heartwise/contracts';
import {
  todaysKindness,
  toggleKindness as toggleKindnessCall,
  ToggleKindnessRequest,
} from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/daily-compassion-check (`todaysKindness`): the ids of today's completed kindness activities. */
export const fetchCompletedKindness = (): Promise<CompletedKindness> => callApi(todaysKindness);

export const kindnessQuery = queryOptions({
  queryKey: apiKey(todaysKindness),
  queryFn: fetchCompletedKindness,
});

/** POST /api/daily-compassion-check/toggle (`toggleKindness`): flip one activity; replies with today's completed ids. */
export const toggleKindness = (activityId: KindnessActivityId): Promise<CompletedKindness> =>
  callApi(toggleKindnessCall, { body: ToggleKindnessRequest.parse({ activityId }) });
