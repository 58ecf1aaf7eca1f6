/**
 * Small OneRoster CSV sets for the district journeys, in the 1.1 shape most student information
 * systems still export (role and orgSourcedIds on users.csv; svc-identity reads 1.1 and 1.2 alike).
 * Every row is written out, so a reader can count the people and find the line of each problem.
 */

const MODIFIED = '2026-09-01T08:00:00.000Z';

export interface RosterSchool {
  sourcedId: string;
  name: string;
}

export interface RosterPerson {
  sourcedId: string;
  /** OneRoster's role: 'student', 'counselor'… */
  role: string;
  /** The school's sourcedId (an unknown one is a problem row). */
  school: string;
  givenName: string;
  familyName: string;
  email?: string;
  /** OneRoster's status: 'active', or anything else for a problem row. */
  status?: string;
}

export interface RosterSet {
  'orgs.csv': string;
  'users.csv': string;
}

const USERS_HEADER =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';

/** orgs.csv and users.csv for one district and its schools; people in the order given. */
export function rosterSet(
  district: { sourcedId: string; name: string },
  schools: readonly RosterSchool[],
  people: readonly RosterPerson[],
): RosterSet {
  const orgs = [
    'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
    `${district.sourcedId},active,${MODIFIED},${district.name},district,,`,
    ...schools.map(
      (school) => `${school.sourcedId},active,${MODIFIED},${school.name},school,,${district.sourcedId}`,
    ),
  ];
  const users = [
    USERS_HEADER,
    ...people.map((person) => {
      const grade = person.role === 'student' ? '09' : '';
      return [
        person.sourcedId,
        person.status ?? 'active',
        MODIFIED,
        'true',
        person.school,
        person.role,
        person.sourcedId,
        '',
        person.givenName,
        person.familyName,
        '',
        '',
        person.email ?? '',
        '',
        '',
        '',
        grade,
        '',
      ].join(',');
    }),
  ];
  return { 'orgs.csv': `${orgs.join('\n')}\n`, 'users.csv': `${users.join('\n')}\n` };
}

/** users.csv's line of a person (the header is line 1), as the preview names it. */
export const lineOf = (people: readonly RosterPerson[], sourcedId: string): number =>
  people.findIndex((person) => person.sourcedId === sourcedId) + 2;

/** A CSV file read into rows of cells (quoted cells, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A CSV with a header line as one record per line, keyed by the header's names. */
export function csvRecords(text: string): Array<Record<string, string>> {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}
