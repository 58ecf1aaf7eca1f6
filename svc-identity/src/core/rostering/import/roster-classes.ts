import type { AccessClaims, RosterClass } from '@heartwise/contracts';
import { notFound } from '@heartwise/service-kit/domain';
import { callersDistrict, type DistrictDeps } from '../../districts/callers-district.js';
import type { DistrictRoster } from '../district-roster.port.js';

const NO_SUCH_SCHOOL = "We couldn't find that school in your district.";

/** GET /api/org/classes?schoolId=: a school of the caller's district and its rostered classes. */
export async function listClasses(
  deps: DistrictDeps & { rosterOf(organizationId: string): DistrictRoster },
  caller: AccessClaims,
  schoolId: string,
): Promise<RosterClass[]> {
  const district = await callersDistrict(deps, caller);
  const school = district.schools.find((entry) => entry.id === schoolId && !entry.closedAt);
  if (!school) throw notFound(NO_SUCH_SCHOOL);
  if (!school.rosterSourcedId) return [];
  const classes = await deps.rosterOf(district.id).classesOfSchool(school.rosterSourcedId);
  return classes
    .map((entry) => ({ id: entry.sourcedId, schoolId, title: entry.title, classCode: entry.classCode }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/**
 * The accounts of the students enrolled in one of a district's classes (its OneRoster sourcedId),
 * or null when the district has no such class: for per-class activation codes.
 */
export function classMembersOf(rosterOf: (organizationId: string) => DistrictRoster) {
  return async (organizationId: string, classId: string): Promise<readonly string[] | null> => {
    const roster = rosterOf(organizationId);
    const found = (await roster.find('class', [classId])).get(classId);
    if (!found?.active) return null;
    const students = await roster.studentsInClass(classId);
    return students.flatMap((student) => (student.userId === null ? [] : [student.userId]));
  };
}
