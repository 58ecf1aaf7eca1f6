import type { CompletedKindness, KindnessActivityId } from '@heartwise/contracts';
import {
  todaysKindness,
  toggleKindness as toggleKindnessCall,
  ToggleKindnessRequest,
} from '@heartwise/contracts';
import { apiKey, callApi, sendOrKeep, type SentOrKept } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';
import { loadEvenOffline, loadWithin } from './loadWithin.js';

/** GET /api/daily-compassion-check (`todaysKindness`): the ids of today's completed kindness activities. */
export const fetchCompletedKindness = (): Promise<CompletedKindness> => callApi(todaysKindness);

/** Today's done activities for the Daily Kindness Check: an answer or a failure, never a wait for ever (issue 19). */
export const kindnessQuery = queryOptions({
  queryKey: apiKey(todaysKindness),
  queryFn: () => loadWithin(fetchCompletedKindness()),
  ...loadEvenOffline,
});

/** POST /api/daily-compassion-check/toggle (`toggleKindness`): flip one activity; replies with today's completed ids. */
export const toggleKindness = (activityId: KindnessActivityId): Promise<CompletedKindness> =>
  callApi(toggleKindnessCall, { body: ToggleKindnessRequest.parse({ activityId }) });

/**
 * The same call as a tap that may be kept on the device (issue 18): it sets the activity (`done`)
 * rather than flipping it, so sending it again changes nothing, and says when it was tapped.
 */
export const setKindness = (
  activityId: KindnessActivityId,
  done: boolean,
  accountId: string | undefined,
): Promise<SentOrKept<typeof toggleKindnessCall>> =>
  sendOrKeep(
    toggleKindnessCall,
    { body: ToggleKindnessRequest.parse({ activityId, done, occurredAt: new Date().toISOString() }) },
    { kind: 'kindness', accountId },
  );
