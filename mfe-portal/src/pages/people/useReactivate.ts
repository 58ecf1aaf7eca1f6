import type { OrgPerson } from '@heartwise/contracts';
import { toast } from '@heartwise/ui-kit';
import { serverMessage, toastFailure } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reactivatePerson } from '../../api/people.js';
import { refreshPeople } from './refreshPeople.js';

/** Reactivate at once: it only gives back what was theirs, so it asks nothing first. */
export function useReactivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: OrgPerson) => reactivatePerson(person.userId),
    onSuccess: (person) => toast({ title: `${person.name} can sign in again`, variant: 'success' }),
    onError: (error) => {
      toastFailure(error, {
        title: 'Failed to reactivate',
        description: serverMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    },
    onSettled: () => refreshPeople(queryClient),
  });
}
