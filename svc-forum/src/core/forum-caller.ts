import type { AccessClaims, HelplineCountry } from '@heartwise/contracts';

/**
 * Who is calling, as the forum's use cases need them: their token's claims, their IANA time zone
 * for the times they are told (when a mute ends; UTC when none is known), and the country whose
 * helplines their notices name (issue 19; null or absent: the default list).
 */
export type ForumCaller = AccessClaims & { timeZone?: string; country?: HelplineCountry | null };

/** Moderators and admins see every status on a thread's page and may take anything down. */
export const isStaff = (caller: Pick<AccessClaims, 'role'>): boolean =>
  caller.role === 'moderator' || caller.role === 'admin';
