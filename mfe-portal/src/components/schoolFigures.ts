import type { DistrictPeopleFigures, GuardedFigure, MyOrganization } from '@heartwise/contracts';
import { FEWER_THAN_10 } from '@heartwise/contracts';

/** One school as the dashboard, the schools page and the CSV show it. */
export interface SchoolRow {
  schoolId: string;
  name: string;
  youth: GuardedFigure;
  activeThisWeek: GuardedFigure;
}

/**
 * The district's schools with their people figures. A school the figures don't list has none to
 * show, which reads as "fewer than 10" — never as 0, which would be a count of its own.
 */
export function schoolRows(district: MyOrganization, figures: DistrictPeopleFigures): SchoolRow[] {
  const bySchool = new Map(figures.schools.map((school) => [school.schoolId, school]));
  return district.schools.map((school) => {
    const counted = bySchool.get(school.id);
    return {
      schoolId: school.id,
      name: school.name,
      youth: counted?.youth ?? FEWER_THAN_10,
      activeThisWeek: counted?.activeThisWeek ?? FEWER_THAN_10,
    };
  });
}

/** The people figures' columns, as the schools page shows them (the dashboard has more: dashboardFigures.ts). */
export const figureColumns = [
  { key: 'youth', label: 'Youth' },
  { key: 'activeThisWeek', label: 'Active this week' },
] as const;
