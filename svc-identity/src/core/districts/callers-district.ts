import type { AccessClaims } from '@heartwise/contracts';
import { forbidden } from '@heartwise/service-kit/domain';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { OrganizationRepository } from '../../ports/organization.repository.port.js';
import type { OrganizationRecord } from '../organization.record.js';

const NO_DISTRICT = 'Your account is not part of a district. Please ask a Heartwise administrator.';

export interface DistrictDeps {
  users: UserRepository;
  organizations: OrganizationRepository;
}

/**
 * The organization admin's own district, read from their stored account and never from anything
 * the request says: every /api/org call starts here, so no call reaches another district.
 */
export async function callersDistrict(deps: DistrictDeps, caller: AccessClaims): Promise<OrganizationRecord> {
  const account = await deps.users.findById(caller.sub);
  const organization = account?.organizationId
    ? await deps.organizations.findById(account.organizationId)
    : null;
  if (!organization) throw forbidden(NO_DISTRICT);
  return organization;
}
