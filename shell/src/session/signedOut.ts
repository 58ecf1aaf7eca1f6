import { toast } from '@heartwise/ui-kit';
import { ApiError, currentUserQuery } from '@heartwise/web-runtime';
import type { QueryClient } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';

/** SPEC §9: the pause before someone whose session ended is sent to sign in again. */
export const SIGNED_OUT_REDIRECT_MS = 500;

/**
 * SPEC §8 "request failing as unauthorized": the session ended (signed out elsewhere, a password
 * change on another device). Say so, then forget the user, which sends the guard to /auth.
 * Returns whether the error was that; other errors are the caller's to explain.
 */
export function handleSignedOut(error: unknown, queryClient: QueryClient): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  setTimeout(() => {
    // "Nobody" first, so every guard still watching that query moves on to /auth; then drop the rest.
    queryClient.setQueryData(currentUserQuery.queryKey, null);
    queryClient.removeQueries({
      predicate: (query) => query.queryHash !== hashKey(currentUserQuery.queryKey),
    });
  }, SIGNED_OUT_REDIRECT_MS);
  return true;
}
