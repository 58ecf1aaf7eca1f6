import type { Readable } from 'node:stream';
import {
  ROSTER_FILES,
  type RosterFileName,
  type RosterProblem,
  type RosterRecordOf,
  type RosterRow,
  type RosterSet,
  type RosterSetContents,
} from '../../core/rostering/roster-set.port.js';
import { COLUMNS_OF, USERS_COLUMNS, USERS_INLINE_ROLE_COLUMNS } from './oneroster-columns.js';
import {
  ClassRow,
  EnrollmentRow,
  ManifestRow,
  OrgRow,
  RoleRow,
  UserInlineRoleRow,
  UserRow,
} from './oneroster-csv.schemas.js';
import { readCsvRows, RosterReadError, type FileSpec } from './csv-rows.js';
import { ignoredNotice, listZip, openZipEntry } from './zip-upload.js';

/**
 * What an organization admin uploaded, kept where it can be read again (the dry run reads it, the
 * apply reads it once more): separate CSV files, each opened afresh by its function (e.g.
 * `() => createReadStream(tempPath)`), keyed by the name it was uploaded with; or one zip on disk
 * (a zip's table of contents is at its end, so yauzl reads it from a file, never from memory).
 */
export type RosterUpload =
  { kind: 'files'; files: Readonly<Record<string, () => Readable>> } | { kind: 'zip'; path: string };

type SpecChooser<R> = (header: readonly string[], hasRoles: boolean) => FileSpec<R>;

/** A file whose columns don't depend on its header. */
const fixed =
  <R>(spec: FileSpec<R> & { columns: unknown }): SpecChooser<R> =>
  () =>
    spec;

const SPECS: { [F in RosterFileName]: SpecChooser<RosterRecordOf[F]> } = {
  'manifest.csv': fixed({ columns: COLUMNS_OF['manifest.csv'], schema: ManifestRow, deletable: false }),
  'orgs.csv': fixed({ columns: COLUMNS_OF['orgs.csv'], schema: OrgRow, deletable: true }),
  'roles.csv': fixed({ columns: COLUMNS_OF['roles.csv'], schema: RoleRow, deletable: true }),
  'classes.csv': fixed({ columns: COLUMNS_OF['classes.csv'], schema: ClassRow, deletable: true }),
  'enrollments.csv': fixed({
    columns: COLUMNS_OF['enrollments.csv'],
    schema: EnrollmentRow,
    deletable: true,
  }),
  // A `role` column means the 1.1 shape; without one, each person's role must come from roles.csv.
  'users.csv': (header, hasRoles) => {
    if (header.includes('role')) {
      return { columns: USERS_INLINE_ROLE_COLUMNS, schema: UserInlineRoleRow, deletable: true };
    }
    if (!hasRoles) {
      return {
        unreadable: 'users.csv has no role column, and there is no roles.csv to give each person a role',
      };
    }
    return { columns: USERS_COLUMNS, schema: UserRow, deletable: true };
  },
};

function listFiles(names: readonly string[]): RosterSetContents & { byFile: Map<RosterFileName, string> } {
  const byFile = new Map<RosterFileName, string>();
  const ignored: string[] = [];
  const blockers: RosterProblem[] = [];
  for (const name of names) {
    const file = ROSTER_FILES.find((known) => known.toLowerCase() === name.toLowerCase());
    if (file === undefined) {
      ignored.push(name);
    } else if (byFile.has(file)) {
      blockers.push({ file, line: null, message: `${file} was uploaded twice. Please upload one of each.` });
    } else {
      byFile.set(file, name);
    }
  }
  return {
    byFile,
    files: [...byFile.keys()],
    notices: ignored.length > 0 ? [ignoredNotice(ignored)] : [],
    blockers,
  };
}

/** Reads an upload as a OneRoster set: any number of times, one row at a time. */
export function openRosterUpload(upload: RosterUpload): RosterSet {
  let listing: Promise<RosterSetContents & { byFile: Map<RosterFileName, string> }> | null = null;
  const contents = () => {
    listing ??=
      upload.kind === 'files'
        ? Promise.resolve(listFiles(Object.keys(upload.files)))
        : listZip(upload.path).then((zip) => ({ ...zip, byFile: zip.entries }));
    return listing;
  };

  async function open(file: RosterFileName, name: string): Promise<Readable> {
    if (upload.kind === 'zip') return openZipEntry(upload.path, name, file);
    const opener = upload.files[name];
    if (opener === undefined) throw new RosterReadError(`${file} is no longer in the upload.`);
    return opener();
  }

  async function* read<F extends RosterFileName>(file: F): AsyncGenerator<RosterRow<RosterRecordOf[F]>> {
    const { byFile, files, blockers } = await contents();
    const name = byFile.get(file);
    if (name === undefined || blockers.length > 0) return;
    let input: Readable;
    try {
      input = await open(file, name);
    } catch (error) {
      const message = error instanceof RosterReadError ? error.message : `${file} couldn't be opened.`;
      yield { kind: 'unreadable', line: null, message };
      return;
    }
    const choose: SpecChooser<RosterRecordOf[F]> = SPECS[file];
    yield* readCsvRows(input, file, (header) => choose(header, files.includes('roles.csv')));
  }

  return {
    contents: async () => {
      const { files, notices, blockers } = await contents();
      return { files, notices, blockers };
    },
    read,
  };
}
