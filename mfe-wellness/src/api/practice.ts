import type {
  CompleteMicroActivityRequest,
  MicroActivityCompletion,
  TodaysPractice,
} from '@heartwise/contracts';
import {
  CompleteMicroActivityRequest as CompleteRequestSchema,
  MicroActivityCompletion as CompletionSchema,
  MicroActivityCompletionList,
  TodaysPractice as TodaysPracticeSchema,
} from '@heartwise/contracts';
import { getJson, keyPath, sendJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** Every practice query starts with this, so one invalidation refreshes them all (SPEC §7). */
export const microActivitiesKey = ['/api/micro-activities'] as const;

const completionsKey = [...microActivitiesKey, 'completions'];
const todayKey = [...microActivitiesKey, 'today'];

/** GET /api/micro-activities/completions: the caller's practices, newest first. */
export const fetchCompletions = (): Promise<MicroActivityCompletion[]> =>
  getJson(keyPath(completionsKey), MicroActivityCompletionList);

export const completionsQuery = queryOptions({ queryKey: completionsKey, queryFn: fetchCompletions });

/** GET /api/micro-activities/today: today's practices and how many. */
export const fetchTodaysPractice = (): Promise<TodaysPractice> =>
  getJson(keyPath(todayKey), TodaysPracticeSchema);

export const todaysPracticeQuery = queryOptions({ queryKey: todayKey, queryFn: fetchTodaysPractice });

/** POST /api/micro-activities/complete: save a practice (never shared: shareAnonymously is false). */
export const completeMicroActivity = (
  request: Omit<CompleteMicroActivityRequest, 'shareAnonymously'>,
): Promise<MicroActivityCompletion> =>
  sendJson(
    'POST',
    '/api/micro-activities/complete',
    CompleteRequestSchema.parse({ ...request, shareAnonymously: false }),
    CompletionSchema,
  );
