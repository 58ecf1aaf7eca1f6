import type {
  CompleteMicroActivityRequest,
  MicroActivityCompletion,
  TodaysPractice,
} from '@heartwise/contracts';
import {
  completeMicroActivity as completeMicroActivityCall,
  CompleteMicroActivityRequest as CompleteRequestSchema,
  practiceCompletions,
  todaysPractice,
} from '@heartwise/contracts';
import { apiKeyWithin, callApi, sharedKey } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** Every practice query starts with this, so one invalidation refreshes them all (SPEC §7). */
export const microActivitiesKey = sharedKey(practiceCompletions, todaysPractice, completeMicroActivityCall);

const completionsKey = apiKeyWithin(microActivitiesKey, practiceCompletions);
const todayKey = apiKeyWithin(microActivitiesKey, todaysPractice);

/** GET /api/micro-activities/completions (`practiceCompletions`): the caller's practices, newest first. */
export const fetchCompletions = (): Promise<MicroActivityCompletion[]> => callApi(practiceCompletions);

export const completionsQuery = queryOptions({ queryKey: completionsKey, queryFn: fetchCompletions });

/** GET /api/micro-activities/today (`todaysPractice`): today's practices and how many. */
export const fetchTodaysPractice = (): Promise<TodaysPractice> => callApi(todaysPractice);

export const todaysPracticeQuery = queryOptions({ queryKey: todayKey, queryFn: fetchTodaysPractice });

/** POST /api/micro-activities/complete: save a practice (never shared: shareAnonymously is false). */
export const completeMicroActivity = (
  request: Omit<CompleteMicroActivityRequest, 'shareAnonymously'>,
): Promise<MicroActivityCompletion> =>
  callApi(completeMicroActivityCall, {
    body: CompleteRequestSchema.parse({ ...request, shareAnonymously: false }),
  });
