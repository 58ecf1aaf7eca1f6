import { toastFailure } from '@heartwise/web-runtime';
import { useQueryClient } from '@tanstack/react-query';
import { forumKeys } from '../api/keys.js';
import { refusal } from './refusal.js';

/**
 * What a new post or reply does when it is not sent. Refused (a mute, a block): the form says
 * why, and the page learns the member's standing again, so it stops offering what cannot work.
 * Any other failure: a toast with `description`, the words kept in the form.
 */
export function useWritingFailure(description: string) {
  const queryClient = useQueryClient();
  return (error: Error) => {
    if (refusal(error)) {
      void queryClient.invalidateQueries({ queryKey: forumKeys.standing });
      return;
    }
    toastFailure(error, { title: 'Error', description, variant: 'destructive' });
  };
}
