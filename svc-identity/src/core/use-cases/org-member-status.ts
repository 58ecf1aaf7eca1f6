import type { AccessClaims, OrgPerson } from '@heartwise/contracts';
import { forbidden, notFound } from '@heartwise/service-kit/domain';
import type { SessionsPort } from '../../ports/sessions.port.js';
import { audit, type Audited } from '../audit.js';
import { callersDistrict, type DistrictDeps } from '../districts/callers-district.js';
import { toOrgPerson } from '../districts/people-directory.js';
import type { UserRecord } from '../user.record.js';
import { deactivateMember, reactivateMember } from './deactivate-member.js';

export type OrgMemberDeps = DistrictDeps & Audited & { sessions: SessionsPort };

/** Also for someone of another district: whether they exist there is not this admin's to learn. */
export const NOT_IN_DISTRICT = "We couldn't find that person in your district.";
const NOT_YOURSELF = "You can't deactivate your own account. Please ask a Heartwise administrator.";

/** The person, if they belong to the caller's district; 404 otherwise (never 403: nothing is revealed). */
async function districtMember(
  deps: OrgMemberDeps,
  caller: AccessClaims,
  userId: string,
): Promise<UserRecord> {
  const district = await callersDistrict(deps, caller);
  const person = await deps.users.findById(userId);
  if (!person || person.organizationId !== district.id) throw notFound(NOT_IN_DISTRICT);
  return person;
}

/**
 * An organization admin turns one of their district's people off (issue 16): they cannot sign in
 * and every session they have ends at once; the account is deleted after the district's retention
 * period unless turned back on first. Never themselves, so a district never locks out its own
 * admin by a click. Audited with the district's id.
 */
export async function deactivateOrgMember(
  deps: OrgMemberDeps,
  caller: AccessClaims,
  userId: string,
): Promise<OrgPerson> {
  if (userId === caller.sub) throw forbidden(NOT_YOURSELF);
  const person = await districtMember(deps, caller, userId);
  const stored = await deactivateMember(deps, userId);
  if (!stored) throw notFound(NOT_IN_DISTRICT);
  if (!person.deactivatedAt) {
    await audit(deps, {
      kind: 'member-deactivated',
      actorId: caller.sub,
      subjectId: userId,
      fromRole: person.role,
      ...(person.organizationId ? { organizationId: person.organizationId } : {}),
    });
  }
  return toOrgPerson(stored);
}

/** Turns a deactivated person of the district back on: they sign in as before. */
export async function reactivateOrgMember(
  deps: OrgMemberDeps,
  caller: AccessClaims,
  userId: string,
): Promise<OrgPerson> {
  const person = await districtMember(deps, caller, userId);
  const stored = await reactivateMember(deps, userId);
  if (!stored) throw notFound(NOT_IN_DISTRICT);
  if (person.deactivatedAt) {
    await audit(deps, {
      kind: 'member-reactivated',
      actorId: caller.sub,
      subjectId: userId,
      fromRole: person.role,
      ...(person.organizationId ? { organizationId: person.organizationId } : {}),
    });
  }
  return toOrgPerson(stored);
}
