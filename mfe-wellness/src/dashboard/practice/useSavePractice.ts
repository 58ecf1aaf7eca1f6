import type { MicroActivityCompletion } from '@heartwise/contracts';
import { toastFailure } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { overviewQuery } from '../../api/overview.js';
import { completeMicroActivity, microActivitiesKey } from '../../api/practice.js';

/**
 * Save a practice (SPEC §7): on success everything under /api/micro-activities and the week's
 * figures are refreshed; a failure says so in SPEC §8's words.
 */
export function useSavePractice(onSaved: (completion: MicroActivityCompletion) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMicroActivity,
    onSuccess: (completion) => {
      void queryClient.invalidateQueries({ queryKey: microActivitiesKey });
      void queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
      onSaved(completion);
    },
    onError: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: 'Failed to save activity. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
