import type { User } from '@heartwise/contracts';
import { currentUser } from '@heartwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/callApi.js';
import { ApiError } from './fetcher.js';
import { queryKeys } from './queryKeys.js';

/** GET /api/user (`currentUser`): the signed-in user, or null when nobody is (its 401 says just that). */
export const fetchCurrentUser = (): Promise<User | null> =>
  callApi(currentUser).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  });

export const currentUserQuery = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: fetchCurrentUser,
  retry: false,
});

/** `data` is undefined while loading, null when signed out. */
export const useCurrentUser = () => useQuery(currentUserQuery);

/** What we call someone: their first name, or 'Friend'. */
export const firstNameOrFriend = (user: Pick<User, 'firstName'> | null | undefined): string =>
  user?.firstName?.trim() || 'Friend';

/** The avatar letter: first name's, else the email's. */
export const userInitial = (user: Pick<User, 'firstName' | 'email'>): string =>
  (user.firstName?.trim() || user.email).charAt(0).toUpperCase();
