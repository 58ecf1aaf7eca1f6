import { toastFailure } from '@heartwise/web-runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptGuidelines, consentQuery } from '../api/consent.js';

/**
 * Whether the caller has agreed to the Community Guidelines, and the way to agree. `needed` is
 * true only when the forum said "not yet": an unknown answer never locks anyone out. `known`
 * says whether the forum has answered (or failed to) yet.
 */
export function useGuidelinesConsent() {
  const queryClient = useQueryClient();
  const consent = useQuery(consentQuery);
  const accept = useMutation({
    mutationFn: acceptGuidelines,
    onSuccess: (accepted) => queryClient.setQueryData(consentQuery.queryKey, accepted),
    onError: (error) => {
      toastFailure(error, {
        title: 'Error',
        description: 'We could not save your agreement. Please try again.',
        variant: 'destructive',
      });
    },
  });
  return { needed: consent.data?.accepted === false, known: !consent.isPending, accept };
}
