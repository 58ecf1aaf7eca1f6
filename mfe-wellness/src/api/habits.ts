import type { Habit } from '@heartwise/contracts';
import { todaysHabits, toggleHabit as toggleHabitCall, ToggleHabitRequest } from '@heartwise/contracts';
import { callApi, queryKeys, sendOrKeep, type SentOrKept } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';
import { loadEvenOffline, loadWithin } from './loadWithin.js';

/** GET /api/habits (`todaysHabits`): today's five habits (the time-zone header makes "today" the user's own). */
export const fetchHabits = (): Promise<Habit[]> => callApi(todaysHabits);

/** Today's habits for the Daily Wellness Check: an answer or a failure, never a wait for ever (issue 19). */
export const habitsQuery = queryOptions({
  queryKey: queryKeys.habits,
  queryFn: () => loadWithin(fetchHabits()),
  ...loadEvenOffline,
});

/** PATCH /api/habits/{id}/complete (`toggleHabit`): mark one of today's habits done or not done; replies with the habit. */
export const toggleHabit = (id: string, completed: boolean): Promise<Habit> =>
  callApi(toggleHabitCall, { params: { id }, body: ToggleHabitRequest.parse({ completed }) });

/**
 * The same call as a tap that may be kept on the device (issue 18): it sets, and the habit belongs
 * to one day, so with no connection it is kept and sent later as it is.
 */
export const toggleHabitOrKeep = (
  id: string,
  completed: boolean,
  accountId: string | undefined,
): Promise<SentOrKept<typeof toggleHabitCall>> =>
  sendOrKeep(
    toggleHabitCall,
    { params: { id }, body: ToggleHabitRequest.parse({ completed }) },
    { kind: 'habit', accountId },
  );
