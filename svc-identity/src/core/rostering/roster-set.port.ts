import type {
  ClassRecord,
  EnrollmentRecord,
  ManifestRecord,
  OrgRecord,
  RoleRecord,
  RosterDeletion,
  UserRecord,
} from './oneroster-records.js';

/** The files of a OneRoster set that Heartwise reads; others (courses, academicSessions…) are left alone. */
export const ROSTER_FILES = [
  'manifest.csv',
  'orgs.csv',
  'roles.csv',
  'users.csv',
  'classes.csv',
  'enrollments.csv',
] as const;
export type RosterFileName = (typeof ROSTER_FILES)[number];

export interface RosterRecordOf {
  'manifest.csv': ManifestRecord;
  'orgs.csv': OrgRecord;
  'roles.csv': RoleRecord;
  'users.csv': UserRecord;
  'classes.csv': ClassRecord;
  'enrollments.csv': EnrollmentRecord;
}

/**
 * Something wrong with the upload, a file or a row. `line` is the row as a spreadsheet shows it
 * (the header is line 1); null when it is about a whole file, or (with `file` null) the whole upload.
 */
export interface RosterProblem {
  file: string | null;
  line: number | null;
  message: string;
}

/** What reading one file yields, one row at a time. */
export type RosterRow<R> =
  | { kind: 'record'; line: number; record: R }
  | { kind: 'deletion'; line: number; deletion: RosterDeletion }
  /** An invalid row, skipped. Its sourcedId when it could be read, so a bulk file never deactivates it as missing. */
  | { kind: 'problem'; line: number; message: string; sourcedId: string | null }
  /** The rest of the file can't be read (a missing column, a quote never closed): the set can't be applied. */
  | { kind: 'unreadable'; line: number | null; message: string };

export interface RosterSetContents {
  files: RosterFileName[];
  /** Things the person should know that don't stop the import (e.g. files Heartwise doesn't read). */
  notices: RosterProblem[];
  /** Things that stop the whole upload being read (a refused zip, no orgs.csv nor users.csv). */
  blockers: RosterProblem[];
}

/**
 * An uploaded OneRoster set, readable any number of times: the dry run reads it, the apply reads it
 * again. Every read streams: nothing here holds a whole file.
 */
export interface RosterSet {
  contents(): Promise<RosterSetContents>;
  read<F extends RosterFileName>(file: F): AsyncIterable<RosterRow<RosterRecordOf[F]>>;
}
