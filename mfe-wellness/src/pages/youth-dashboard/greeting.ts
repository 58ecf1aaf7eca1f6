import type { User } from '@heartwise/contracts';
import { firstNameOrFriend } from '@heartwise/web-runtime';

/**
 * How long after an account can first be used its visit still counts as the first (issue 19). GET
 * /api/user moves `lastActive` on at most every 5 minutes, so an hour covers a first sitting; a
 * person who comes back later has a `lastActive` well past it.
 */
export const FIRST_VISIT_MS = 60 * 60 * 1000;

type Seen = Pick<User, 'createdAt' | 'updatedAt' | 'lastActive' | 'organizationId'>;

/**
 * When the person could first sign in: their sign-up, or for an account a district imported (the
 * only accounts with an organization) its activation, the change that gave it a password and so the
 * last change before its first use. Its `createdAt` is the import, maybe weeks earlier.
 */
const openedAt = (user: Seen): string => (user.organizationId === null ? user.createdAt : user.updatedAt);

/**
 * Whether this is the account's first visit, from what the server says (never a flag on this
 * device, which a second device would not have): never seen, or seen only within its first hour.
 */
export function isFirstVisit(user: Seen): boolean {
  if (user.lastActive === null) return true;
  return Date.parse(user.lastActive) - Date.parse(openedAt(user)) < FIRST_VISIT_MS;
}

/** 'Welcome, Sam!' on a first visit, 'Welcome back, Sam!' after it (SPEC §2 youth dashboard). */
export function greeting(user: (Seen & Pick<User, 'firstName'>) | null | undefined): string {
  const back = user ? !isFirstVisit(user) : false;
  return `${back ? 'Welcome back' : 'Welcome'}, ${firstNameOrFriend(user)}!`;
}
