import type { Role } from '@heartwise/contracts';

/** Which sign-in portal a request came through, from its Host (SPEC §2 auth page). */
export type Portal = 'main' | 'admin' | 'mod' | 'portal';

export function portalOf(host: string | undefined): Portal {
  const name = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  const sub = name.split('.')[0];
  if (name.split('.').length < 2) return 'main';
  if (sub === 'admin' || sub === 'mod' || sub === 'portal') return sub;
  return 'main';
}

/**
 * Why this portal is not the door for this role, or null when it is (SPEC §2, §6): staff sign in on
 * their own portals, organization admins only on the Organization Portal (issue 16), which takes
 * every role. One rule for signing in and for activating an account.
 */
export function portalRefusal(portal: Portal, role: Role): string | null {
  const staff = role === 'moderator' || role === 'admin';
  if (portal === 'main' && staff)
    return `Staff accounts sign in on the ${role === 'admin' ? 'Administrator' : 'Moderator'} Portal.`;
  if (portal === 'main' && role === 'org-admin')
    return 'Organization admins sign in on the Organization Portal.';
  if (portal === 'admin' && role !== 'admin') return 'The Administrator Portal is for administrators only.';
  if (portal === 'mod' && !staff) return 'The Moderator Portal is for moderators and administrators only.';
  return null;
}
