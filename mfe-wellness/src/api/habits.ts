import type { Habit } from '@heartwise/contracts';
import { todaysHabits, toggleHabit as toggleHabitCall, ToggleHabitRequest } from '@heartwise/contracts';
import { callApi, queryKeys } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/habits (`todaysHabits`): today's five habits (the time-zone header makes "today" the user's own). */
export const fetchHabits = (): Promise<Habit[]> => callApi(todaysHabits);

export const habitsQuery = queryOptions({ queryKey: queryKeys.habits, queryFn: fetchHabits });

/** PATCH /api/habits/{id}/complete (`toggleHabit`): mark one of today's habits done or not done; replies with the habit. */
export const toggleHabit = (id: string, completed: boolean): Promise<Habit> =>
  callApi(toggleHabitCall, { params: { id }, body: ToggleHabitRequest.parse({ completed }) });
