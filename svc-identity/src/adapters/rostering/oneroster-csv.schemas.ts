import { z } from 'zod';
import {
  ONEROSTER_ORG_TYPES,
  ONEROSTER_ROLES,
  type ClassRecord,
  type EnrollmentRecord,
  type ManifestRecord,
  type OneRosterOrgType,
  type OneRosterRole,
  type OrgRecord,
  type RoleRecord,
  type RosterStatus,
  type UserRecord,
} from '../../core/rostering/oneroster-records.js';

/**
 * A CSV row as read: every column the file's schema knows, blank when the header lacks it. Each
 * schema turns it into a typed record, or into short messages naming the column.
 */
export type CsvRow = Record<string, string>;
type RowSchema<R> = z.ZodType<R, CsvRow>;

const required = (column: string) => z.string().trim().min(1, `${column} is empty`);
const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value));
/** OneRoster lists are comma-separated inside one (quoted) field. */
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

const status = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (value) => value === '' || value === 'active' || value === 'tobedeleted',
    'status must be active or tobedeleted',
  )
  .transform((value): RosterStatus => (value === 'tobedeleted' ? 'tobedeleted' : 'active'));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time; without a zone it is read as UTC. Null when it isn't one. */
export function parseRosterDate(value: string): string | null {
  if (!ISO_DATE.test(value)) return null;
  const zoned = value.length > 10 && !/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? `${value}Z` : value;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const dateLastModified = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || parseRosterDate(value) !== null,
    'dateLastModified must be a date like 2026-09-01T08:00:00Z',
  )
  .transform((value) => (value === '' ? null : parseRosterDate(value)));

const flag = (column: string, blank: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (value) => value === '' || value === 'true' || value === 'false',
      `${column} must be true or false`,
    )
    .transform((value) => (value === '' ? blank : value === 'true'));

/** Vocabulary values are matched whatever their case ("Student"): spreadsheets like capitals. */
function vocabulary<T extends string>(column: string, values: readonly string[], expected: string) {
  const canonical = new Map(values.map((value) => [value.toLowerCase(), value]));
  return required(column)
    .refine((value) => value.startsWith('ext:') || canonical.has(value.toLowerCase()), {
      error: (issue) =>
        issue.input === ''
          ? `${column} is empty`
          : `${column} must be ${expected} (not ${String(issue.input)})`,
    })
    .transform(
      (value) => (value.startsWith('ext:') ? value : (canonical.get(value.toLowerCase()) ?? value)) as T,
    );
}

const role = (column: string) =>
  vocabulary<OneRosterRole>(column, ONEROSTER_ROLES, 'a OneRoster role such as student, teacher or parent');

const email = optional.refine(
  (value) => value === null || /^[^\s@]+@[^\s@]+$/.test(value),
  'email isn’t an email address',
);

/** What every record starts with; a `tobedeleted` row needs nothing more. */
export const RecordBaseRow = z.object({ sourcedId: required('sourcedId'), status, dateLastModified });

export const OrgRow: RowSchema<OrgRecord> = RecordBaseRow.extend({
  name: required('name'),
  type: vocabulary<OneRosterOrgType>(
    'type',
    ONEROSTER_ORG_TYPES,
    'school, district, department, local, state or national',
  ),
  identifier: optional,
  parentSourcedId: optional,
});

const userFields = {
  enabledUser: flag('enabledUser', true),
  username: optional,
  givenName: required('givenName'),
  familyName: required('familyName'),
  middleName: optional,
  preferredGivenName: optional,
  preferredFamilyName: optional,
  identifier: optional,
  email,
  grades: list,
  agentSourcedIds: list,
  primaryOrgSourcedId: optional,
};

/** 1.2 users.csv: roles come from roles.csv. */
export const UserRow: RowSchema<UserRecord> = RecordBaseRow.extend(userFields).transform((user) => ({
  ...user,
  inlineRole: null,
}));

/** 1.1 users.csv: `role` and `orgSourcedIds` on the row. */
export const UserInlineRoleRow: RowSchema<UserRecord> = RecordBaseRow.extend({
  ...userFields,
  role: role('role'),
  orgSourcedIds: list.refine((ids) => ids.length > 0, 'orgSourcedIds is empty'),
}).transform(({ role: inlineRole, orgSourcedIds, ...user }) => ({
  ...user,
  inlineRole: { role: inlineRole, orgSourcedIds },
}));

export const RoleRow: RowSchema<RoleRecord> = RecordBaseRow.extend({
  userSourcedId: required('userSourcedId'),
  roleType: vocabulary<'primary' | 'secondary'>(
    'roleType',
    ['primary', 'secondary'],
    'primary or secondary',
  ).refine((value) => !value.startsWith('ext:'), 'roleType must be primary or secondary'),
  role: role('role'),
  orgSourcedId: required('orgSourcedId'),
});

export const ClassRow: RowSchema<ClassRecord> = RecordBaseRow.extend({
  title: required('title'),
  classCode: optional,
  schoolSourcedId: required('schoolSourcedId'),
  grades: list,
});

export const EnrollmentRow: RowSchema<EnrollmentRecord> = RecordBaseRow.extend({
  classSourcedId: required('classSourcedId'),
  schoolSourcedId: z.string().trim(),
  userSourcedId: required('userSourcedId'),
  role: required('role'),
  primary: flag('primary', false),
});

export const ManifestRow: RowSchema<ManifestRecord> = z.object({
  propertyName: required('propertyName'),
  value: z.string().trim(),
});
