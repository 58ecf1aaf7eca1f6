import type { RosterFileName } from '../../core/rostering/roster-set.port.js';

/**
 * The columns Heartwise reads from each file of the OneRoster CSV binding (1.1 and 1.2). Names are
 * matched exactly as the spec spells them (it says headers are case-sensitive); other columns
 * (metadata.*, courses, sms…) are ignored. A missing optional column reads as blank.
 */
export interface FileColumns {
  /** Must be in the header, or the file can't be read. */
  required: readonly string[];
  /** Also read when present. */
  optional: readonly string[];
}

const RECORD = ['status', 'dateLastModified'] as const;

export const ORGS_COLUMNS: FileColumns = {
  required: ['sourcedId', 'name', 'type'],
  optional: [...RECORD, 'identifier', 'parentSourcedId'],
};

const USER_OPTIONAL = [
  ...RECORD,
  'enabledUser',
  'username',
  'userIds',
  'middleName',
  'identifier',
  'email',
  'sms',
  'phone',
  'agentSourcedIds',
  'grades',
  'password',
] as const;

/** 1.2: the person's roles are in roles.csv. */
export const USERS_COLUMNS: FileColumns = {
  required: ['sourcedId', 'givenName', 'familyName'],
  optional: [
    ...USER_OPTIONAL,
    'userMasterIdentifier',
    'resourceSourcedIds',
    'preferredGivenName',
    'preferredMiddleName',
    'preferredFamilyName',
    'primaryOrgSourcedId',
    'pronouns',
  ],
};

/**
 * 1.1 (what most student information systems still export): `role` and `orgSourcedIds` on the
 * users.csv row. A header with a `role` column is read this way; 1.2 columns are read too if there.
 */
export const USERS_INLINE_ROLE_COLUMNS: FileColumns = {
  required: [...USERS_COLUMNS.required, 'role', 'orgSourcedIds'],
  optional: USERS_COLUMNS.optional,
};

export const ROLES_COLUMNS: FileColumns = {
  required: ['sourcedId', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'],
  optional: [...RECORD, 'beginDate', 'endDate', 'userProfileSourcedId'],
};

export const CLASSES_COLUMNS: FileColumns = {
  required: ['sourcedId', 'title', 'schoolSourcedId'],
  optional: [...RECORD, 'classCode', 'grades', 'classType', 'courseSourcedId', 'location', 'termSourcedIds'],
};

export const ENROLLMENTS_COLUMNS: FileColumns = {
  required: ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'],
  optional: [...RECORD, 'schoolSourcedId', 'primary', 'beginDate', 'endDate'],
};

export const MANIFEST_COLUMNS: FileColumns = { required: ['propertyName', 'value'], optional: [] };

export const COLUMNS_OF: Readonly<Record<Exclude<RosterFileName, 'users.csv'>, FileColumns>> = {
  'manifest.csv': MANIFEST_COLUMNS,
  'orgs.csv': ORGS_COLUMNS,
  'roles.csv': ROLES_COLUMNS,
  'classes.csv': CLASSES_COLUMNS,
  'enrollments.csv': ENROLLMENTS_COLUMNS,
};
