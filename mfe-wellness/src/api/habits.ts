import { HabitList } from '@heartwise/contracts';
import { getJson, keyPath, queryKeys } from '@heartwise/ui-kit';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/habits: today's five habits (the time-zone header makes "today" the user's own). */
export const habitsQuery = queryOptions({
  queryKey: queryKeys.habits,
  queryFn: ({ queryKey }) => getJson(keyPath(queryKey), HabitList),
});
