import type { Habit } from '@heartwise/contracts';
import { toast } from '@heartwise/ui-kit';
import { toastFailure } from '@heartwise/web-runtime';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { habitsQuery, toggleHabit } from '../api/habits.js';
import { overviewQuery } from '../api/overview.js';

const putHabit = (queryClient: QueryClient, id: string, change: Partial<Habit>) =>
  queryClient.setQueryData(habitsQuery.queryKey, (habits) =>
    habits?.map((habit) => (habit.id === id ? { ...habit, ...change } : habit)),
  );

/**
 * Mark a habit done or not done: the card changes at once, the server's reply settles it, a
 * failure puts it back (SPEC §8 messages). The overview's figures follow.
 */
export function useToggleHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ habit, completed }: { habit: Habit; completed: boolean }) =>
      toggleHabit(habit.id, completed),
    onMutate: async ({ habit, completed }) => {
      // A load still on its way must not overwrite the change the person just made.
      await queryClient.cancelQueries({ queryKey: habitsQuery.queryKey });
      putHabit(queryClient, habit.id, { completed });
    },
    onSuccess: (saved) => {
      putHabit(queryClient, saved.id, saved);
      if (saved.completed)
        toast({
          title: 'Great job!',
          description: 'Keep building those healthy habits! 🌟',
          variant: 'success',
        });
    },
    onError: (error, { habit }) => {
      putHabit(queryClient, habit.id, { completed: habit.completed });
      toastFailure(error, {
        title: 'Error',
        description: 'Failed to update habit. Please try again.',
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
  });
}
