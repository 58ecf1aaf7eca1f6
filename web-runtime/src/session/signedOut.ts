import { currentUser, loginPage } from '@heartwise/contracts';
import { pageSingleton, toast } from '@heartwise/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../data/fetcher.js';
import { runtimeSlot } from '../version.js';
import { sessionEnded, SIGNED_OUT_NOTICE } from './sessionEnded.js';

/** SPEC §9: the pause before someone whose session ended is sent to sign in again. */
export const SIGNED_OUT_REDIRECT_MS = 500;

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
 * Nobody is signed in any more: every guard watching the current user moves on to /auth at once,
 * within the page, while the browser goes. (Other queries stay: dropping them would only make
 * mounted pages ask again, and be refused again, before the page is gone.)
 */
function forgetSession(client: QueryClient): void {
  client.setQueryData([currentUser.path], null);
}

/**
 * SPEC §8 "Unauthorized": say so, then, after 500 ms, send the browser to /api/login (`loginPage`,
 * which redirects to /auth). Given the page's data client, it first says nobody is signed in there,
 * so the shell's guards open /auth within the page at once. Returns a way to call the move off (an
 * effect's cleanup).
 */
export function sendToLogin(client?: QueryClient): () => void {
  if (move.pending === null) {
    toast({ ...SIGNED_OUT_NOTICE, variant: 'destructive' });
    move.pending = setTimeout(() => {
      move.pending = null;
      if (client) forgetSession(client);
      loginNavigation.assign(loginPage.path);
    }, SIGNED_OUT_REDIRECT_MS);
  }
  return () => {
    if (move.pending !== null) clearTimeout(move.pending);
    move.pending = null;
  };
}

// The data clients that already follow the rule below: one per page, whichever copy added it.
const watched = pageSingleton(runtimeSlot('session-watch'), () => new WeakSet<QueryClient>());

/**
 * The one 401 rule (issue 17): when a query or a mutation of this client fails because the session
 * ended (`sessionEnded`: a 401 from a call that needs a session), the person is told and sent to
 * sign in (`sendToLogin`), before the call's own error callbacks run. Those never test for a 401:
 * `serverMessage` and `toastFailure` already say nothing else about a failure the page is
 * answering. `createQueryClient` applies it; `RemoteRoot` applies it to a client an older host made.
 */
export function watchSessionEnd(client: QueryClient): QueryClient {
  if (watched.has(client)) return client;
  watched.add(client);
  const queries = client.getQueryCache();
  const { onError: queryError } = queries.config;
  queries.config = {
    ...queries.config,
    onError: (error, query) => {
      if (sessionEnded(error)) sendToLogin(client);
      queryError?.(error, query);
    },
  };
  const mutations = client.getMutationCache();
  const { onError: mutationError } = mutations.config;
  mutations.config = {
    ...mutations.config,
    onError: (error, ...rest) => {
      if (sessionEnded(error)) sendToLogin(client);
      return mutationError?.(error, ...rest);
    },
  };
  return client;
}

/** A 401 of any call, public ones included (e.g. a wrong password at sign-in). */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * A call failing as unauthorized (a 401): sends the person to sign in again and returns true.
 * @deprecated since 1.1: the data client does it (`watchSessionEnd`); kept for apps built on 1.0.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  sendToLogin();
  return true;
}

/**
 * For queries: a 401 in any of the given errors sends the person to sign in again.
 * @deprecated since 1.1: the data client does it (`watchSessionEnd`); kept for apps built on 1.0.
 */
export function useSignedOutRedirect(...errors: unknown[]): void {
  const unauthorized = errors.some(isUnauthorized);
  useEffect(() => {
    if (unauthorized) sendToLogin();
  }, [unauthorized]);
}
