import { pageSingleton, toast } from '@heartwise/ui-kit';
import { useEffect } from 'react';
import { ApiError } from '../data/fetcher.js';
import { runtimeSlot } from '../version.js';

/** SPEC §9: the pause before someone whose session ended is sent to sign in again. */
export const SIGNED_OUT_REDIRECT_MS = 500;
const LOGIN_URL = '/api/login';

/** The browser's own navigation, in one object so tests can watch it (jsdom cannot navigate). */
export const loginNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

// Several calls can fail at once when a session ends, in any app on the page (any copy of this
// package): the person is told and sent once.
const move = pageSingleton(runtimeSlot('signed-out'), () => ({
  pending: null as ReturnType<typeof setTimeout> | null,
}));

/**
 * SPEC §8 "Unauthorized" in the remotes: say so, then send the browser to /api/login after 500 ms.
 * Returns a way to call the move off (an effect's cleanup). (The shell's guards use /auth instead:
 * SPEC gives both.)
 */
export function sendToLogin(): () => void {
  if (move.pending === null) {
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    move.pending = setTimeout(() => {
      move.pending = null;
      loginNavigation.assign(LOGIN_URL);
    }, SIGNED_OUT_REDIRECT_MS);
  }
  return () => {
    if (move.pending !== null) clearTimeout(move.pending);
    move.pending = null;
  };
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A call failing as unauthorized (a 401): sends the person to sign in again and returns true. */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  sendToLogin();
  return true;
}

/** For queries: a 401 in any of the given errors sends the person to sign in again. */
export function useSignedOutRedirect(...errors: unknown[]): void {
  const unauthorized = errors.some(isUnauthorized);
  useEffect(() => {
    if (unauthorized) sendToLogin();
  }, [unauthorized]);
}
