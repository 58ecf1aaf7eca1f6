import type { AccessClaims } from '@heartwise/contracts';

/**
 * Who is calling, as the forum's use cases need them: their token's claims, and their IANA time
 * zone for the times they are told (when a mute ends); UTC when none is known.
 */
export type ForumCaller = AccessClaims & { timeZone?: string };

/** Moderators and admins see every status on a thread's page and may take anything down. */
export const isStaff = (caller: Pick<AccessClaims, 'role'>): boolean =>
  caller.role === 'moderator' || caller.role === 'admin';
