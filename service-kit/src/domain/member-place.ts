import type { AccessClaims, CommunityKey, OrgSettings } from '@heartwise/contracts';

/** Where a person belongs, as a service needs it to scope, screen and support them. */
export interface MemberPlace {
  organizationId: string | null;
  schoolId: string | null;
  /** The community they post in now (`communityOf` under their district's scope). */
  community: CommunityKey;
  /** Their district's settings; null for the unaffiliated (the deployment's defaults apply). */
  settings: OrgSettings | null;
}

/** Someone with no membership stored: the public community, the deployment's defaults. */
export const UNAFFILIATED: MemberPlace = {
  organizationId: null,
  schoolId: null,
  community: 'public',
  settings: null,
};

/** What of a caller's token says where they belong (AccessClaims). */
export type CallerPlaceClaims = Pick<AccessClaims, 'sub' | 'org' | 'school'>;

/**
 * Where members belong, as a use case asks it: the service's membership projection
 * (`Memberships` in service-kit) answers, the core only names the need.
 */
export interface MemberPlaces {
  /** Where they belong now. */
  placeOf(userId: string): Promise<MemberPlace>;
  /** Where the signed-in caller belongs, as their token says (the projection for older tokens). */
  placeOfCaller(caller: CallerPlaceClaims): Promise<MemberPlace>;
}
