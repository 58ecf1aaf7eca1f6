import type { Role } from '@heartwise/contracts';
import type { RosterPersonState } from '../roster-state.port.js';

/**
 * Staff whose OneRoster role makes them a district moderator: the people a school already trusts
 * with students' wellbeing and conduct (counselors, principals, administrators).
 */
const MODERATING_ROLES: ReadonlySet<string> = new Set([
  'counselor',
  'principal',
  'administrator',
  'siteAdministrator',
  'districtAdministrator',
]);

/**
 * The Heartwise role a rostered person's account gets, or null for no account. **(protective)**
 * Teachers and aides get none: a district moderator reads every post and report of the district's
 * youth, which is not what a student expects of their teacher in a peer-support space. They stay
 * in the roster (classes, enrollments) and get an account only if the district decides so by hand.
 */
export function accountRoleOf(person: Pick<RosterPersonState, 'kind' | 'oneRosterRole'>): Role | null {
  if (person.kind === 'youth') return 'youth';
  if (person.kind === 'parent') return 'parent';
  return MODERATING_ROLES.has(person.oneRosterRole) ? 'moderator' : null;
}
