import type { AccessClaims, MyOrganization } from '@heartwise/contracts';
import { forbidden } from '@heartwise/service-kit/domain';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { OrganizationRepository } from '../../ports/organization.repository.port.js';
import { toMyOrganization } from '../organization.record.js';

const NO_DISTRICT = 'Your account is not part of a district. Please ask a Heartwise administrator.';

/**
 * The organization admin's own district (GET /api/org): read from their stored account, never from
 * anything the request says, so no one reaches another district by this door.
 */
export async function myOrganization(
  deps: { users: UserRepository; organizations: OrganizationRepository },
  caller: AccessClaims,
): Promise<MyOrganization> {
  const account = await deps.users.findById(caller.sub);
  const organization = account?.organizationId
    ? await deps.organizations.findById(account.organizationId)
    : null;
  if (!organization) throw forbidden(NO_DISTRICT);
  return toMyOrganization(organization);
}
