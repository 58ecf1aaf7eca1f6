import { ApiError, toast } from '@heartwise/ui-kit';
import { useEffect } from 'react';

/** SPEC §9: the pause before someone whose session ended is sent to sign in again. */
export const SIGNED_OUT_REDIRECT_MS = 500;
const LOGIN_URL = '/api/login';

/** The browser's own navigation, in one object so tests can watch it (jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

// Several forum calls can fail at once when a session ends; the person is told and sent once.
let redirecting = false;

/** SPEC §8 "Unauthorized": say so, then send the browser to /api/login after 500 ms. */
export function sendToLogin(): void {
  if (redirecting) return;
  redirecting = true;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  setTimeout(() => {
    redirecting = false;
    browser.assign(LOGIN_URL);
  }, SIGNED_OUT_REDIRECT_MS);
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A forum call failing as unauthorized (a 401). Returns whether it was that, so callers explain the rest. */
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
