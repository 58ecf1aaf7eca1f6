import type { KindnessActivityId } from '@heartwise/contracts';
import { toast } from '@heartwise/ui-kit';
import { toastFailure, useCurrentUser } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kindnessQuery, setKindness } from '../api/kindness.js';
import { KEPT_ON_DEVICE } from '../offline/keptWords.js';

const mutationKey = ['kindness-toggle'];

const setDone = (
  done: readonly KindnessActivityId[],
  id: KindnessActivityId,
  on: boolean,
): KindnessActivityId[] =>
  on ? (done.includes(id) ? [...done] : [...done, id]) : done.filter((other) => other !== id);

export interface KindnessTap {
  activityId: KindnessActivityId;
  /** The state the person chose: done, or not done. */
  done: boolean;
}

/**
 * SPEC §4 kindness activity: applied at once in the UI, then synced and reloaded from the
 * server's list. A failure puts the activity back and says so (SPEC §8). With no connection the
 * tap is kept on the device and synced later (issue 18): it stays as tapped, and the person is told.
 */
export function useToggleKindness() {
  const queryClient = useQueryClient();
  const accountId = useCurrentUser().data?.id;
  return useMutation({
    mutationKey,
    // Runs with no connection too: a kept tap must reach the device, not wait in memory.
    networkMode: 'always',
    mutationFn: ({ activityId, done }: KindnessTap) => setKindness(activityId, done, accountId),
    onMutate: async ({ activityId, done }) => {
      await queryClient.cancelQueries({ queryKey: kindnessQuery.queryKey });
      queryClient.setQueryData(kindnessQuery.queryKey, (today) => setDone(today ?? [], activityId, done));
    },
    onSuccess: (result) => {
      toast(
        result.kept
          ? KEPT_ON_DEVICE
          : {
              title: 'Great job!',
              description: 'Your compassion practice has been updated.',
              variant: 'success',
            },
      );
    },
    onError: (error, { activityId, done }) => {
      queryClient.setQueryData(kindnessQuery.queryKey, (today) => setDone(today ?? [], activityId, !done));
      toastFailure(error, {
        title: 'Error',
        description: 'Failed to update activity. Please try again.',
        variant: 'destructive',
      });
    },
    onSettled: (result) => {
      // A kept tap stays as tapped: reading the list now would show the server's older one.
      if (result?.kept) return undefined;
      // Reload only after the last of several quick taps, so a reply never undoes a later tap.
      if (queryClient.isMutating({ mutationKey }) === 1)
        return queryClient.invalidateQueries({ queryKey: kindnessQuery.queryKey });
      return undefined;
    },
  });
}
