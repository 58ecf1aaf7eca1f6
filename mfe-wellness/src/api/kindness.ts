import type { KindnessActivityId } from '@heartwise/contracts';
import { CompletedKindness, ToggleKindnessRequest } from '@heartwise/contracts';
import { getJson, keyPath, sendJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

const kindnessKey = ['/api/daily-compassion-check'];

/** GET /api/daily-compassion-check: the ids of today's completed kindness activities. */
export const fetchCompletedKindness = (): Promise<CompletedKindness> =>
  getJson(keyPath(kindnessKey), CompletedKindness);

export const kindnessQuery = queryOptions({ queryKey: kindnessKey, queryFn: fetchCompletedKindness });

/** POST /api/daily-compassion-check/toggle: flip one activity; replies with today's completed ids. */
export const toggleKindness = (activityId: KindnessActivityId): Promise<CompletedKindness> =>
  sendJson(
    'POST',
    '/api/daily-compassion-check/toggle',
    ToggleKindnessRequest.parse({ activityId }),
    CompletedKindness,
  );
