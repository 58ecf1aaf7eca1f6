import type { UserRepository } from '../../ports/user.repository.port.js';
import type { OrganizationRepository } from '../../ports/organization.repository.port.js';
import { createAccount } from './create-account.js';
import { newDistrict } from './create-organization.js';

/** The embedded default's demo district (issue 16); demo-youth stays unaffiliated. */
export const demoDistrict = {
  name: 'Riverside Unified',
  schools: [{ name: 'Riverside High School' }, { name: 'Riverside Middle School' }],
  admin: {
    username: 'demo-org-admin',
    email: 'org-admin@heartwise.local',
    firstName: 'Morgan',
    lastName: 'Patel',
  },
} as const;

const studentNames = [
  ['Avery', 'Nguyen'],
  ['Blake', 'Okafor'],
  ['Casey', 'Lindqvist'],
  ['Devon', 'Martinez'],
  ['Emery', 'Kowalski'],
  ['Finley', 'Haddad'],
  ['Harper', 'Yamamoto'],
  ['Jamie', 'Osei'],
  ['Kendall', 'Rossi'],
  ['Logan', 'Fischer'],
  ['Parker', 'Mensah'],
  ['Quinn', 'Alvarez'],
] as const;

/** A dozen students, alternating between the two schools; usernames are generated. */
export const demoStudents = studentNames.map(([firstName, lastName], index) => ({
  email: `riverside-student-${String(index + 1).padStart(2, '0')}@heartwise.local`,
  firstName,
  lastName,
  school: demoDistrict.schools[index % demoDistrict.schools.length]?.name ?? '',
}));

/**
 * Creates whatever of the demo district is missing (the district and its schools, its organization
 * admin, its students); safe to run at every start. The organization admin gets the demo password
 * (the operator's, so it is not weighed); the students are as an import leaves them, without a
 * password until each activates with a code the organization admin issues (issue 16), so the demo
 * shows that journey. Not an admin action: nothing goes to the audit log.
 */
export async function seedDemoDistrict(
  deps: { users: UserRepository; organizations: OrganizationRepository; now: () => Date },
  password: string,
): Promise<void> {
  let district = await deps.organizations.findByName(demoDistrict.name);
  if (!district) {
    const schools = demoDistrict.schools.map((school) => ({ name: school.name }));
    const { record, event } = newDistrict({ name: demoDistrict.name, schools }, deps.now());
    district = await deps.organizations.create(record, [event]);
  }
  const organizationId = district.id;
  const schoolIdOf = (name: string) => district.schools.find((school) => school.name === name)?.id;

  if (!(await deps.users.findByEmail(demoDistrict.admin.email))) {
    await createAccount(
      deps,
      { ...demoDistrict.admin, password, role: 'org-admin', organizationId },
      { checkStrength: false },
    );
  }
  for (const { school, ...student } of demoStudents) {
    if (await deps.users.findByEmail(student.email)) continue;
    const schoolId = schoolIdOf(school);
    await createAccount(
      deps,
      { ...student, password: null, role: 'youth', organizationId, ...(schoolId ? { schoolId } : {}) },
      { checkStrength: false },
    );
  }
}
