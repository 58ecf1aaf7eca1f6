import type { Role } from '@heartwise/contracts';

/** Where a person belongs, from svc-moderation's projection of identity.membership.changed. */
export interface Place {
  /** Null: the public community (nobody's district, or identity has not told us of one). */
  organizationId: string | null;
  schoolId: string | null;
  /** Null when identity has not told us (accounts outside any district). */
  role: Role | null;
}

export const PUBLIC_PLACE: Place = { organizationId: null, schoolId: null, role: null };

/** One read by the person's id. */
export interface Places {
  placeOf(userId: string): Promise<Place>;
}
