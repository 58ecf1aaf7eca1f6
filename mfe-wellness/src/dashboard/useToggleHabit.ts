import type { Habit } from '@heartwise/contracts';
import { toast } from '@heartwise/ui-kit';
import { toastFailure, useCurrentUser } from '@heartwise/web-runtime';
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { habitsQuery, toggleHabitOrKeep } from '../api/habits.js';
import { overviewQuery } from '../api/overview.js';
import { KEPT_ON_DEVICE } from '../offline/keptWords.js';

const putHabit = (queryClient: QueryClient, id: string, change: Partial<Habit>) =>
  queryClient.setQueryData(habitsQuery.queryKey, (habits) =>
    habits?.map((habit) => (habit.id === id ? { ...habit, ...change } : habit)),
  );

/**
 * Mark a habit done or not done: the card changes at once, the server's reply settles it, a
 * failure puts it back (SPEC §8 messages). The overview's figures follow. With no connection the
 * change is kept on the device and synced later (issue 18): the card stays as tapped, and the
 * person is told.
 */
export function useToggleHabit() {
  const queryClient = useQueryClient();
  const accountId = useCurrentUser().data?.id;
  return useMutation({
    // Runs with no connection too: a kept tap must reach the device, not wait in memory.
    networkMode: 'always',
    mutationFn: ({ habit, completed }: { habit: Habit; completed: boolean }) =>
      toggleHabitOrKeep(habit.id, completed, accountId),
    onMutate: async ({ habit, completed }) => {
      // A load still on its way must not overwrite the change the person just made.
      await queryClient.cancelQueries({ queryKey: habitsQuery.queryKey });
      putHabit(queryClient, habit.id, { completed });
    },
    onSuccess: (result) => {
      if (result.kept) {
        toast(KEPT_ON_DEVICE);
        return;
      }
      putHabit(queryClient, result.reply.id, result.reply);
      if (result.reply.completed)
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
    onSettled: (result) => {
      if (result?.kept) return undefined;
      return queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
    },
  });
}
