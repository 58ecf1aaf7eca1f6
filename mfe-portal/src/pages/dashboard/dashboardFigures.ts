import type {
  DistrictForumFigures,
  DistrictModerationFigures,
  DistrictPeopleFigures,
  DistrictWellnessFigures,
  GuardedFigure,
  MyOrganization,
} from '@heartwise/contracts';
import { FEWER_THAN_10 } from '@heartwise/contracts';
import { schoolRows, type SchoolRow } from '../../components/schoolFigures.js';

/** Every answer the dashboard's table is made of. */
export interface DashboardFigures {
  people: DistrictPeopleFigures;
  wellness: DistrictWellnessFigures;
  forum: DistrictForumFigures;
  moderation: DistrictModerationFigures;
}

/** One school's line on the dashboard: its people figures, then this week's wellness, forum and moderation. */
export interface DashboardRow extends SchoolRow {
  checkInParticipation: GuardedFigure;
  averageIntensity: GuardedFigure;
  habitCompletion: GuardedFigure;
  practicesPerYouth: GuardedFigure;
  threads: GuardedFigure;
  replies: GuardedFigure;
  youthWhoPosted: GuardedFigure;
  enteredThisWeek: GuardedFigure;
  openNow: GuardedFigure;
}

type FigureKey = Exclude<keyof DashboardRow, 'schoolId' | 'name'>;

/**
 * The table's columns, in the page's and the CSV's order, with plain headings; a unit goes in the
 * heading, so a cell is the figure alone (or the words) in the page and the file alike.
 */
export const dashboardColumns: ReadonlyArray<{ key: FigureKey; label: string }> = [
  { key: 'youth', label: 'Youth' },
  { key: 'activeThisWeek', label: 'Active this week' },
  { key: 'checkInParticipation', label: 'Checked in this week (%)' },
  { key: 'averageIntensity', label: 'Average feeling strength (1–10)' },
  { key: 'habitCompletion', label: 'Habits done (%)' },
  { key: 'practicesPerYouth', label: 'Practices per youth' },
  { key: 'threads', label: 'Discussions started' },
  { key: 'replies', label: 'Replies' },
  { key: 'youthWhoPosted', label: 'Youth who posted' },
  { key: 'enteredThisWeek', label: 'Moderation items this week' },
  { key: 'openNow', label: 'Moderation items open now' },
];

/** A school's figures from one answer, by id; a school it leaves out reads "fewer than 10" (never 0). */
function bySchool<Figures extends { schoolId: string }, Key extends keyof Figures>(
  answer: { schools: Figures[] },
  keys: readonly Key[],
): (schoolId: string) => Record<Key, GuardedFigure> {
  const found = new Map(answer.schools.map((school) => [school.schoolId, school]));
  return (schoolId) => {
    const school = found.get(schoolId);
    return Object.fromEntries(
      keys.map((key) => [key, (school?.[key] as GuardedFigure | undefined) ?? FEWER_THAN_10]),
    ) as Record<Key, GuardedFigure>;
  };
}

/** The district's schools, each with every figure of the four answers. */
export function dashboardRows(district: MyOrganization, figures: DashboardFigures): DashboardRow[] {
  const wellness = bySchool(figures.wellness, [
    'checkInParticipation',
    'averageIntensity',
    'habitCompletion',
    'practicesPerYouth',
  ] as const);
  const forum = bySchool(figures.forum, ['threads', 'replies', 'youthWhoPosted'] as const);
  const moderation = bySchool(figures.moderation, ['enteredThisWeek', 'openNow'] as const);
  return schoolRows(district, figures.people).map((row) => ({
    ...row,
    ...wellness(row.schoolId),
    ...forum(row.schoolId),
    ...moderation(row.schoolId),
  }));
}

/** The same rows as a CSV table: the headings, then a line per school, the words where the page has them. */
export const dashboardCsvRows = (rows: readonly DashboardRow[]): Array<Array<string | number>> => [
  ['School', ...dashboardColumns.map((column) => column.label)],
  ...rows.map((row) => [row.name, ...dashboardColumns.map((column) => row[column.key])]),
];
