import type { ActivationSlip, Role } from '@heartwise/contracts';
import { formatDate } from '@heartwise/ui-kit';

/** A person's name on a slip: first and last, else their username. */
export const slipName = (slip: ActivationSlip): string =>
  [slip.firstName, slip.lastName].filter(Boolean).join(' ') || slip.username;

/** The portal each role signs in on (SPEC §2); everyone else uses the main site. */
const portalOf: Partial<Record<Role, string>> = { moderator: 'mod', 'org-admin': 'portal' };

/**
 * Where a code is entered: `/auth?activate` (the "I have an activation code" form, open) on the host
 * the person will sign in on — a district's counselors (moderators) on the Moderator Portal, its
 * organization admins on this portal, youth and parents on the main site. Worked out from the host
 * this portal runs under (portal.localhost:8080 → mod.localhost:8080 or localhost:8080).
 */
export function activationAddress(
  role: Role,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const main = location.host.replace(/^portal\./, '');
  const portal = portalOf[role];
  return `${location.protocol}//${portal ? `${portal}.${main}` : main}/auth?activate`;
}

/** Names the form the address opens, for someone who types the address without its `?activate`. */
export const ENTER_CODE_HINT = '(“I have an activation code”)';

/** The codes as a CSV table: the same slips the printable page shows, each with its own address. */
export const slipsCsvRows = (
  slips: readonly ActivationSlip[],
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string[][] => [
  ['Name', 'Username', 'School', 'Grade', 'Activation code', 'Expires', 'Where to enter it'],
  ...slips.map((slip) => [
    slipName(slip),
    slip.username,
    slip.schoolName ?? '',
    slip.grade ?? '',
    slip.code,
    formatDate(slip.expiresAt),
    `${activationAddress(slip.role, location)} ${ENTER_CODE_HINT}`,
  ]),
];
