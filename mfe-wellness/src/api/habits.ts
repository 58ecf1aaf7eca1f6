import type { Habit } from '@heartwise/contracts';
import { Habit as HabitSchema, HabitList, ToggleHabitRequest } from '@heartwise/contracts';
import { getJson, keyPath, queryKeys, sendJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/habits: today's five habits (the time-zone header makes "today" the user's own). */
export const fetchHabits = (): Promise<Habit[]> => getJson(keyPath(queryKeys.habits), HabitList);

export const habitsQuery = queryOptions({ queryKey: queryKeys.habits, queryFn: fetchHabits });

/** PATCH /api/habits/{id}/complete: mark one of today's habits done or not done; replies with the habit. */
export const toggleHabit = (id: string, completed: boolean): Promise<Habit> =>
  sendJson(
    'PATCH',
    `/api/habits/${encodeURIComponent(id)}/complete`,
    ToggleHabitRequest.parse({ completed }),
    HabitSchema,
  );
