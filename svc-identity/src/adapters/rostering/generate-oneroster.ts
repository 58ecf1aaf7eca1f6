import { Readable } from 'node:stream';
import type { RosterFileName } from '../../core/rostering/roster-set.port.js';

/** The size and shape of a generated OneRoster set (benchmarks, memory tests, demo data). */
export interface OneRosterSetShape {
  schools: number;
  studentsPerSchool: number;
  staffPerSchool?: number;
  /** 1.1: role and orgSourcedIds on users.csv. 1.2 (default): roles.csv. */
  version?: '1.1' | '1.2';
  /** Classes per school; each student joins one, each staff member teaches one. 0 (default): no classes.csv. */
  classesPerSchool?: number;
  /** Written in every row's dateLastModified and status (active); null leaves both blank, as bulk exports do. */
  dateLastModified?: string | null;
  /** Writes manifest.csv saying every file is bulk or delta; null (default) writes none. */
  manifest?: 'bulk' | 'delta' | null;
}

const GIVEN = [
  'Ana',
  'Ben',
  'Chloé',
  'Dev',
  'Eli',
  'Fatima',
  'Gus',
  'Hana',
  'Ines',
  'Jon',
  'Kai',
  'Lea',
  'Mo',
  'Nia',
  'Omar',
  'Pia',
];
const FAMILY = [
  'Silva',
  'Okafor',
  'Nguyen',
  'García',
  'Kowalski',
  'Haddad',
  'Smith',
  'Tanaka',
  'Müller',
  'Ross',
  "O'Neil",
  'Diaz',
];
const ROWS_PER_CHUNK = 500;

const pad = (value: number, width: number) => String(value).padStart(width, '0');
export const schoolId = (school: number) => `sch-${pad(school, 4)}`;
export const studentId = (index: number) => `stu-${pad(index, 7)}`;
export const staffId = (index: number) => `tch-${pad(index, 5)}`;
const classId = (school: number, index: number) => `cls-${pad(school, 4)}-${pad(index, 3)}`;

/** Quotes a value when CSV needs it (a comma, a quote or a line break). */
function csv(values: readonly string[]): string {
  return values
    .map((value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value))
    .join(',');
}

/** A file as a stream of ~500-row chunks, made as it is read: nothing holds the file. */
function stream(header: readonly string[], rows: () => Generator<readonly string[]>): () => Readable {
  return () =>
    Readable.from(
      (function* chunks() {
        let chunk = `${csv(header)}\r\n`;
        let count = 0;
        for (const row of rows()) {
          chunk += `${csv(row)}\r\n`;
          count += 1;
          if (count === ROWS_PER_CHUNK) {
            yield chunk;
            [chunk, count] = ['', 0];
          }
        }
        if (chunk !== '') yield chunk;
      })(),
      { objectMode: false },
    );
}

/**
 * A district ("dist-1", Generated Unified) with `schools` schools, each with its students and
 * staff, as OneRoster CSV files streamed on demand: each function opens a fresh stream, so a set of
 * 50,000 students costs no memory until read, and can be read twice (dry run, then apply).
 */
export function generateOneRosterSet(
  shape: OneRosterSetShape,
): Partial<Record<RosterFileName, () => Readable>> {
  const { schools, studentsPerSchool } = shape;
  const staffPerSchool = shape.staffPerSchool ?? 2;
  const version = shape.version ?? '1.2';
  const classesPerSchool = shape.classesPerSchool ?? 0;
  const date = shape.dateLastModified === undefined ? '2026-09-01T08:00:00.000Z' : shape.dateLastModified;
  const [status, modified] = date === null ? ['', ''] : ['active', date];
  const schoolNumbers = Array.from({ length: schools }, (_, index) => index + 1);

  function* people(): Generator<{
    id: string;
    role: string;
    school: number;
    index: number;
    cls: string | null;
  }> {
    for (const school of schoolNumbers) {
      for (let n = 0; n < studentsPerSchool; n += 1) {
        const index = (school - 1) * studentsPerSchool + n + 1;
        const cls = classesPerSchool > 0 ? classId(school, (n % classesPerSchool) + 1) : null;
        yield { id: studentId(index), role: 'student', school, index, cls };
      }
      for (let n = 0; n < staffPerSchool; n += 1) {
        const index = (school - 1) * staffPerSchool + n + 1;
        const cls = classesPerSchool > 0 && n < classesPerSchool ? classId(school, n + 1) : null;
        yield { id: staffId(index), role: 'teacher', school, index, cls };
      }
    }
  }

  const userHeader = ['sourcedId', 'status', 'dateLastModified', 'enabledUser'];
  const names = (index: number) => [
    GIVEN[index % GIVEN.length] ?? '',
    FAMILY[Math.floor(index / GIVEN.length) % FAMILY.length] ?? '',
  ];
  const files: Partial<Record<RosterFileName, () => Readable>> = {
    'orgs.csv': stream(
      ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
      function* orgs() {
        yield ['dist-1', status, modified, 'Generated Unified', 'district', 'GU', ''];
        for (const school of schoolNumbers)
          yield [schoolId(school), status, modified, `School ${school}`, 'school', `S${school}`, 'dist-1'];
      },
    ),
    'users.csv':
      version === '1.1'
        ? stream(
            [
              ...userHeader,
              'orgSourcedIds',
              'role',
              'username',
              'userIds',
              'givenName',
              'familyName',
              'middleName',
              'identifier',
              'email',
              'sms',
              'phone',
              'agentSourcedIds',
              'grades',
              'password',
            ],
            function* users() {
              for (const { id, role, school, index } of people()) {
                const [given = '', family = ''] = names(index);
                yield [
                  id,
                  status,
                  modified,
                  'true',
                  schoolId(school),
                  role,
                  id,
                  '',
                  given,
                  family,
                  '',
                  id,
                  `${id}@example.org`,
                  '',
                  '',
                  '',
                  role === 'student' ? '07' : '',
                  '',
                ];
              }
            },
          )
        : stream(
            [
              ...userHeader,
              'username',
              'userIds',
              'givenName',
              'familyName',
              'middleName',
              'identifier',
              'email',
              'sms',
              'phone',
              'agentSourcedIds',
              'grades',
              'password',
              'userMasterIdentifier',
              'preferredGivenName',
              'preferredMiddleName',
              'preferredFamilyName',
              'primaryOrgSourcedId',
              'pronouns',
            ],
            function* users() {
              for (const { id, role, school, index } of people()) {
                const [given = '', family = ''] = names(index);
                yield [
                  id,
                  status,
                  modified,
                  'true',
                  id,
                  '',
                  given,
                  family,
                  '',
                  id,
                  `${id}@example.org`,
                  '',
                  '',
                  '',
                  role === 'student' ? '07' : '',
                  '',
                  '',
                  '',
                  '',
                  '',
                  schoolId(school),
                  '',
                ];
              }
            },
          ),
  };
  if (version === '1.2') {
    files['roles.csv'] = stream(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'userSourcedId',
        'roleType',
        'role',
        'beginDate',
        'endDate',
        'orgSourcedId',
        'userProfileSourcedId',
      ],
      function* roles() {
        for (const { id, role, school } of people())
          yield [`role-${id}`, status, modified, id, 'primary', role, '', '', schoolId(school), ''];
      },
    );
  }
  if (classesPerSchool > 0) {
    files['classes.csv'] = stream(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'title',
        'grades',
        'courseSourcedId',
        'classCode',
        'classType',
        'location',
        'schoolSourcedId',
        'termSourcedIds',
        'subjects',
        'subjectCodes',
        'periods',
      ],
      function* classes() {
        for (const school of schoolNumbers) {
          for (let n = 1; n <= classesPerSchool; n += 1) {
            yield [
              classId(school, n),
              status,
              modified,
              `Homeroom ${n}`,
              '07',
              '',
              `HR${n}`,
              'homeroom',
              '',
              schoolId(school),
              '',
              '',
              '',
              '',
            ];
          }
        }
      },
    );
    files['enrollments.csv'] = stream(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'classSourcedId',
        'schoolSourcedId',
        'userSourcedId',
        'role',
        'primary',
        'beginDate',
        'endDate',
      ],
      function* enrollments() {
        for (const { id, role, school, cls } of people()) {
          if (cls !== null)
            yield [`enr-${id}`, status, modified, cls, schoolId(school), id, role, 'false', '', ''];
        }
      },
    );
  }
  if (shape.manifest) {
    const mode = shape.manifest;
    const listed = Object.keys(files).map((file) => [`file.${file.replace('.csv', '')}`, mode]);
    files['manifest.csv'] = stream(['propertyName', 'value'], function* manifest() {
      yield ['manifest.version', '1.0'];
      yield ['oneroster.version', version];
      yield* listed;
    });
  }
  return files;
}
