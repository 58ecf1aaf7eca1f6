import type { ToastOptions } from '@heartwise/ui-kit';
import { toast } from '@heartwise/ui-kit';
import { queryKeys, serverMessage, toastFailure } from '@heartwise/web-runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * One change to a link (accept, decline, withdraw, end): a toast either way (SPEC §8 voice), then
 * the list is read again. The button stays busy until the fresh list is in, so it never flickers
 * back on. A failure refreshes too: a 409 usually means the other side changed it meanwhile.
 */
export function useLinkChange<T>(
  change: (id: string) => Promise<T>,
  messages: { success: Omit<ToastOptions, 'variant'>; failure: string },
  /** Told just before the list is read again (the row may go, and with it the focused button). */
  beforeRefresh: () => void,
) {
  const queryClient = useQueryClient();
  const refresh = () => {
    beforeRefresh();
    return queryClient.invalidateQueries({ queryKey: queryKeys.links });
  };
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      toast({ ...messages.success, variant: 'success' });
      await refresh();
    },
    onError: async (error) => {
      toastFailure(error, {
        title: 'Error',
        description: serverMessage(error, messages.failure),
        variant: 'destructive',
      });
      await refresh();
    },
  });
}
