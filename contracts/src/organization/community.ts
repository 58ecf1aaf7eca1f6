import type { CommunityScope } from '../identity/org-settings.js';

/**
 * Which Pause and Post community a person belongs to (issue 16): the public one for the
 * unaffiliated, their district's, or (when the district chose per-school communities) their
 * school's. Services stamp content with its author's community at posting and show a viewer only
 * their own; the key is opaque text so it can be stored and compared as it is.
 */
export type CommunityKey = 'public' | `district:${string}` | `school:${string}`;

export const PUBLIC_COMMUNITY: CommunityKey = 'public';

export interface CommunityMembership {
  organizationId: string | null;
  schoolId: string | null;
}

export function communityOf(membership: CommunityMembership, scope: CommunityScope): CommunityKey {
  if (!membership.organizationId) return PUBLIC_COMMUNITY;
  // A district member without a school (district-wide staff, parents) is in the district's.
  if (scope === 'school' && membership.schoolId) return `school:${membership.schoolId}`;
  return `district:${membership.organizationId}`;
}
