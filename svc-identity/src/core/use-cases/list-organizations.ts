import type { OrganizationList } from '@heartwise/contracts';
import type { UserRepository } from '../../ports/user.repository.port.js';
import type { OrganizationRepository } from '../../ports/organization.repository.port.js';
import { toOrganization } from '../organization.record.js';

/** Every district with its counts, for the platform admin (GET /api/admin/organizations). */
export async function listOrganizations(deps: {
  users: UserRepository;
  organizations: OrganizationRepository;
}): Promise<OrganizationList> {
  const organizations = await deps.organizations.list();
  return Promise.all(
    organizations.map(async (record) => ({
      ...toOrganization(record),
      schools: record.schools.length,
      members: await deps.users.countInOrganization(record.id),
    })),
  );
}
