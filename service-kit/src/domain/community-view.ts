import type { CommunityKey, Role } from '@heartwise/contracts';
import { PUBLIC_COMMUNITY } from '@heartwise/contracts';
import type { MemberPlace } from './member-place.js';

/**
 * The community content was posted in, stored on it at posting (issue 16), and its district (null
 * for the public community), so a district moderator's view can find a school's content too.
 * Content stored before districts has none: it is public.
 */
export interface CommunityStamp {
  community: CommunityKey;
  organizationId: string | null;
}

export const PUBLIC_STAMP: CommunityStamp = { community: PUBLIC_COMMUNITY, organizationId: null };

/** The stamp a person's new content gets: the community they are in now. */
export const stampOf = (place: Pick<MemberPlace, 'community' | 'organizationId'>): CommunityStamp => ({
  community: place.community,
  organizationId: place.organizationId,
});

/**
 * Which communities' content someone may see:
 * - `member`: content whose audience they are in (see `sees`);
 * - `district`: a district moderator (or a staff account with a district): all of that district's;
 * - `every`: platform moderators and admins (no district), every community.
 */
export type CommunityView =
  | { kind: 'member'; organizationId: string | null; schoolId: string | null }
  | { kind: 'district'; organizationId: string }
  | { kind: 'every' };

export const isStaffRole = (role: Role): boolean => role === 'moderator' || role === 'admin';

export function communityViewOf(
  role: Role,
  place: Pick<MemberPlace, 'organizationId' | 'schoolId'>,
): CommunityView {
  if (isStaffRole(role))
    return place.organizationId
      ? { kind: 'district', organizationId: place.organizationId }
      : { kind: 'every' };
  return { kind: 'member', organizationId: place.organizationId, schoolId: place.schoolId };
}

/**
 * Whether content stamped so reaches this viewer. A member sees content whose audience they
 * belong to: public content if they belong to no district, a district's if it is theirs, a school's
 * if it is their school. **(protective)** The stamp is the audience its author wrote for, so a
 * district changing its scope later never widens it: a school's threads stay with the school when
 * the district goes district-wide; a district's stay visible to its schools when it goes per-school.
 */
export function sees(view: CommunityView, stamp: CommunityStamp): boolean {
  if (view.kind === 'every') return true;
  if (view.kind === 'district') return stamp.organizationId === view.organizationId;
  if (stamp.community === PUBLIC_COMMUNITY) return view.organizationId === null;
  if (stamp.organizationId !== view.organizationId) return false;
  if (stamp.community.startsWith('school:'))
    return view.schoolId !== null && stamp.community === `school:${view.schoolId}`;
  return stamp.community === `district:${view.organizationId}`;
}

/** The stamps a member's view sees (for queries): their own community's, and the wider one above it. */
export function stampsSeenBy(view: Extract<CommunityView, { kind: 'member' }>): CommunityKey[] {
  if (!view.organizationId) return [PUBLIC_COMMUNITY];
  const district: CommunityKey = `district:${view.organizationId}`;
  return view.schoolId ? [district, `school:${view.schoolId}`] : [district];
}
