import { randomUUID } from 'node:crypto';
import {
  OrgCreated,
  type AccessClaims,
  type CreatedOrganization,
  type CreateOrganizationRequest,
  type EventEnvelope,
} from '@heartwise/contracts';
import { conflict, newEvent } from '@heartwise/service-kit/domain';
import type { UserRepository } from '../../ports/user.repository.port.js';
import {
  OrganizationNameTakenError,
  type OrganizationRepository,
} from '../../ports/organization.repository.port.js';
import { assertStrongPassword } from '../password-strength.js';
import {
  organizationNameKey,
  toOrganization,
  toSchools,
  type OrganizationRecord,
} from '../organization.record.js';
import { audit, type Audited } from '../audit.js';
import { createAccount } from './create-account.js';

export interface OrganizationDeps extends Audited {
  users: UserRepository;
  organizations: OrganizationRepository;
}

const NAME_TAKEN = 'A district with this name already exists.';
const EMAIL_TAKEN = 'An account with this email already exists.';

/** A district's document and its identity.org.created event, written together. */
export function newDistrict(
  request: Pick<CreateOrganizationRequest, 'name' | 'schools'>,
  now: Date,
): { record: OrganizationRecord; event: EventEnvelope } {
  const record: OrganizationRecord = {
    id: randomUUID(),
    name: request.name,
    nameKey: organizationNameKey(request.name),
    schools: request.schools.map((school) => ({ id: randomUUID(), name: school.name })),
    createdAt: now.toISOString(),
  };
  const event = newEvent(OrgCreated, {
    organizationId: record.id,
    name: record.name,
    schools: record.schools.map((school) => ({ schoolId: school.id, name: school.name })),
  });
  return { record, event };
}

/**
 * A platform admin creates a district, its schools and its first organization admin (issue 16).
 * Everything that can refuse is checked before anything is written; the district (with
 * identity.org.created) and the admin's account (with identity.user.registered and
 * identity.membership.changed) are two writes, so should the second still fail (an email taken at
 * the same moment) the district is removed again and the caller told why.
 */
export async function createOrganization(
  deps: OrganizationDeps,
  actor: AccessClaims,
  request: CreateOrganizationRequest,
  { checkStrength = true }: { checkStrength?: boolean } = {},
): Promise<CreatedOrganization> {
  if (checkStrength) assertStrongPassword(request.admin.password, request.admin);
  if (await deps.organizations.findByName(request.name)) throw conflict(NAME_TAKEN);
  if (await deps.users.findByEmail(request.admin.email)) throw conflict(EMAIL_TAKEN);

  const { record, event } = newDistrict(request, deps.now());
  try {
    await deps.organizations.create(record, [event]);
  } catch (error) {
    if (error instanceof OrganizationNameTakenError) throw conflict(NAME_TAKEN);
    throw error;
  }

  let admin;
  try {
    admin = await createAccount(
      deps,
      { ...request.admin, role: 'org-admin', organizationId: record.id },
      // Weighed above, before anything was written.
      { checkStrength: false },
    );
  } catch (error) {
    await deps.organizations.remove(record.id);
    throw error;
  }
  await audit(deps, { kind: 'staff-created', actorId: actor.sub, subjectId: admin.id, toRole: 'org-admin' });
  return { organization: toOrganization(record), schools: toSchools(record), admin };
}
