/**
 * OneRoster 1.1 / 1.2 records as the planner reads them, whatever file or zip they came from.
 * The CSV binding (column names, how a list or a date is written) is the reader's business
 * (`adapters/rostering/`); these are the typed values it hands over.
 */

/** `active` when blank: bulk files leave status empty. */
export type RosterStatus = 'active' | 'tobedeleted';

/** OneRoster's role vocabulary: 1.1 (`administrator`) and 1.2 (the rest) together. */
export const ONEROSTER_ROLES = [
  'administrator',
  'aide',
  'counselor',
  'districtAdministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteAdministrator',
  'student',
  'systemAdministrator',
  'teacher',
] as const;
/** A role of the vocabulary, or a vendor's own `ext:` role. */
export type OneRosterRole = (typeof ONEROSTER_ROLES)[number] | `ext:${string}`;

export const ONEROSTER_ORG_TYPES = [
  'department',
  'school',
  'district',
  'local',
  'state',
  'national',
] as const;
export type OneRosterOrgType = (typeof ONEROSTER_ORG_TYPES)[number] | `ext:${string}`;

/** What every record has. `dateLastModified` is normalised to `Date#toISOString()`, or null when blank. */
export interface RosterRecordBase {
  sourcedId: string;
  status: RosterStatus;
  dateLastModified: string | null;
}

export interface OrgRecord extends RosterRecordBase {
  name: string;
  type: OneRosterOrgType;
  identifier: string | null;
  parentSourcedId: string | null;
}

export interface UserRecord extends RosterRecordBase {
  /** OneRoster: `false` keeps the record but curtails access; Heartwise reads it as not active. */
  enabledUser: boolean;
  username: string | null;
  givenName: string;
  familyName: string;
  middleName: string | null;
  preferredGivenName: string | null;
  preferredFamilyName: string | null;
  identifier: string | null;
  email: string | null;
  grades: string[];
  /** Parents and guardians of a student (read, never acted on: only a youth's acceptance links a parent). */
  agentSourcedIds: string[];
  /** 1.2: the person's main school. */
  primaryOrgSourcedId: string | null;
  /** 1.1 exports (still the most common): the role and orgs live on the users.csv row itself. */
  inlineRole: { role: OneRosterRole; orgSourcedIds: string[] } | null;
}

/** 1.2 roles.csv: a person's role at one org. */
export interface RoleRecord extends RosterRecordBase {
  userSourcedId: string;
  roleType: 'primary' | 'secondary';
  role: OneRosterRole;
  orgSourcedId: string;
}

export interface ClassRecord extends RosterRecordBase {
  title: string;
  classCode: string | null;
  schoolSourcedId: string;
  grades: string[];
}

export interface EnrollmentRecord extends RosterRecordBase {
  classSourcedId: string;
  schoolSourcedId: string;
  userSourcedId: string;
  role: string;
  primary: boolean;
}

/** One `propertyName,value` line of manifest.csv. */
export interface ManifestRecord {
  propertyName: string;
  value: string;
}

/**
 * A `tobedeleted` row: only its sourcedId and date count, so a delta file may leave the rest blank.
 */
export interface RosterDeletion {
  sourcedId: string;
  status: 'tobedeleted';
  dateLastModified: string | null;
}
