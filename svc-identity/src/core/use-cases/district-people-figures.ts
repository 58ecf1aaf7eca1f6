import { guardFigure, type AccessClaims, type DistrictPeopleFigures } from '@heartwise/contracts';
import { callersDistrict, type DistrictDeps } from '../districts/callers-district.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Per school of the caller's district (GET /api/org/figures/people): youth with an active account,
 * and how many of them were active in the last 7 days. **(protective)** Each figure is guarded by
 * its own count, so a school with fewer than 10 active youth this week reads "fewer than 10" even
 * when it has more youth in all: a small number there would point at the few who came.
 */
export async function districtPeopleFigures(
  deps: DistrictDeps & { now: () => Date },
  caller: AccessClaims,
): Promise<DistrictPeopleFigures> {
  const district = await callersDistrict(deps, caller);
  const now = deps.now();
  const weekAgo = now.getTime() - WEEK_MS;
  // One read of the district's active youth, grouped here (no $group on the port, and a count per
  // school would be a query per school).
  const youth = await deps.users.activeYouthOf(district.id);
  const counts = new Map(district.schools.map((school) => [school.id, { youth: 0, activeThisWeek: 0 }]));
  for (const person of youth) {
    const school = person.schoolId ? counts.get(person.schoolId) : undefined;
    if (!school) continue;
    school.youth += 1;
    if (person.lastActive && Date.parse(person.lastActive) >= weekAgo) school.activeThisWeek += 1;
  }
  return {
    schools: district.schools.map((school) => {
      const count = counts.get(school.id) ?? { youth: 0, activeThisWeek: 0 };
      return {
        schoolId: school.id,
        youth: guardFigure(count.youth, count.youth),
        activeThisWeek: guardFigure(count.activeThisWeek, count.activeThisWeek),
      };
    }),
    computedAt: now.toISOString(),
  };
}
