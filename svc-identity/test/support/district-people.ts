import { randomUUID } from 'node:crypto';
import type { Role } from '@heartwise/contracts';
import type { DocumentStore } from '@heartwise/service-kit';
import { identityService } from '../../src/service.js';
import { userRepository } from '../../src/adapters/store/user.repository.js';
import { organizationRepository } from '../../src/adapters/store/organization.repository.js';
import { newDistrict } from '../../src/core/use-cases/create-organization.js';
import { hashPassword } from '../../src/core/password.js';
import type { UserRecord } from '../../src/core/user.record.js';
import type { OrganizationRecord } from '../../src/core/organization.record.js';

/** Everyone seeded here signs in with it (one scrypt for all of them). */
export const PEOPLE_PASSWORD = 'district person password 1';

export interface PersonPlan {
  firstName: string;
  lastName: string;
  role?: Role;
  /** Index into the district's schools; none for district staff. */
  school?: number;
  status?: 'active' | 'not-activated' | 'deactivated';
  lastActive?: string | null;
  deactivatedAt?: string;
  username?: string;
  email?: string;
}

/** A district as stored before the service starts: its record, its org admin and its people. */
export interface SeededDistrict {
  district: OrganizationRecord;
  schoolIds: string[];
  orgAdmin: UserRecord;
  people: UserRecord[];
  /** Writes it into a store (see `withDistricts`). */
  seed(store: DocumentStore): Promise<void>;
}

/** Pass as `definition` to startIdentity: the service, with these districts in its store from the start. */
export function withDistricts(...districts: SeededDistrict[]): typeof identityService {
  return {
    ...identityService,
    async build(context) {
      const parts = await identityService.build(context);
      for (const district of districts) await district.seed(context.infra.store);
      return parts;
    },
  };
}

let sequence = 0;

/**
 * A district whose people are written straight into the service's store, as a roster import or
 * activation would leave them (through the user repository, so their directory keys are made the
 * same way): the only way to have dozens of people in every state without those calls.
 */
export async function seededDistrict(
  name: string,
  schools: string[],
  people: PersonPlan[],
  now: Date = new Date(),
): Promise<SeededDistrict> {
  const hash = await hashPassword(PEOPLE_PASSWORD);
  const { record: district, event } = newDistrict(
    { name, schools: schools.map((school) => ({ name: school })) },
    now,
  );
  const schoolIds = district.schools.map((school) => school.id);
  const at = now.toISOString();
  const tag = `${Date.now()}-${(sequence += 1)}`;
  const person = (plan: PersonPlan, index: number): UserRecord => ({
    id: randomUUID(),
    username: plan.username ?? `person-${tag}-${index}`,
    email: plan.email ?? `${plan.firstName}.${plan.lastName}.${tag}.${index}@example.com`.toLowerCase(),
    emailKey: (plan.email ?? `${plan.firstName}.${plan.lastName}.${tag}.${index}@example.com`).toLowerCase(),
    passwordHash: plan.status === 'not-activated' ? null : hash,
    firstName: plan.firstName,
    lastName: plan.lastName,
    profileImageUrl: null,
    role: plan.role ?? 'youth',
    createdAt: at,
    updatedAt: at,
    lastActive: plan.lastActive ?? null,
    organizationId: district.id,
    schoolId: plan.school === undefined ? null : (schoolIds[plan.school] ?? null),
    deactivatedAt: plan.status === 'deactivated' ? (plan.deactivatedAt ?? at) : null,
    rosterSourcedId: null,
  });
  const orgAdmin = person({ firstName: 'Dana', lastName: 'Okoro', role: 'org-admin' }, 0);
  const records = people.map((plan, index) => person(plan, index + 1));

  async function seed(store: DocumentStore) {
    const users = userRepository(store);
    await organizationRepository(store).create(district, [event]);
    for (const record of [orgAdmin, ...records]) await users.create(record, []);
  }
  return { district, schoolIds, orgAdmin, people: records, seed };
}
