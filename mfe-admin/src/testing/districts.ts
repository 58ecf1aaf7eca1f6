// Contract-shaped districts for mfe-admin's jsdom tests (never imported by app code).
import type {
  CreatedOrganization,
  CreateOrganizationRequest,
  OrganizationSummary,
} from '@heartwise/contracts';
import { aUser } from '@heartwise/web-runtime/testing';

/** Riverside Unified as the demo seeds it: two schools, a dozen students and its org admin. */
export const riverside: OrganizationSummary = {
  id: 'd1000000-3f0e-4c8e-9b51-6a2f0f1c0a01',
  name: 'Riverside Unified',
  createdAt: '2026-11-01T09:30:00.000Z',
  schools: 2,
  members: 13,
};

/** What svc-identity answers when it made the district `request` asks for. */
export function created(request: CreateOrganizationRequest): CreatedOrganization {
  const organization = {
    id: 'd2000000-3f0e-4c8e-9b51-6a2f0f1c0a02',
    name: request.name,
    createdAt: '2026-11-21T10:00:00.000Z',
  };
  return {
    organization,
    schools: request.schools.map((school, index) => ({
      id: `d2000000-3f0e-4c8e-9b51-6a2f0f1c0b0${index}`,
      organizationId: organization.id,
      name: school.name,
    })),
    admin: aUser('org-admin', {
      firstName: request.admin.firstName,
      lastName: request.admin.lastName,
      email: request.admin.email,
      organizationId: organization.id,
    }),
  };
}
