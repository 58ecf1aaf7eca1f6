import type { KindnessActivityId } from '@heartwise/contracts';
import { toast } from '@heartwise/ui-kit';
import { toastFailure } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kindnessQuery, toggleKindness } from '../api/kindness.js';

const mutationKey = ['kindness-toggle'];

const flip = (done: readonly KindnessActivityId[], id: KindnessActivityId): KindnessActivityId[] =>
  done.includes(id) ? done.filter((other) => other !== id) : [...done, id];

/**
 * SPEC §4 kindness activity: applied at once in the UI, then synced and reloaded from the
 * server's list. A failure puts the activity back and says so (SPEC §8).
 */
export function useToggleKindness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: toggleKindness,
    onMutate: async (activityId) => {
      await queryClient.cancelQueries({ queryKey: kindnessQuery.queryKey });
      queryClient.setQueryData(kindnessQuery.queryKey, (done) => flip(done ?? [], activityId));
    },
    onSuccess: () => {
      toast({
        title: 'Great job!',
        description: 'Your compassion practice has been updated.',
        variant: 'success',
      });
    },
    onError: (error, activityId) => {
      queryClient.setQueryData(kindnessQuery.queryKey, (done) => flip(done ?? [], activityId));
      toastFailure(error, {
        title: 'Error',
        description: 'Failed to update activity. Please try again.',
        variant: 'destructive',
      });
    },
    onSettled: () => {
      // Reload only after the last of several quick taps, so a reply never undoes a later tap.
      if (queryClient.isMutating({ mutationKey }) === 1)
        return queryClient.invalidateQueries({ queryKey: kindnessQuery.queryKey });
      return undefined;
    },
  });
}
