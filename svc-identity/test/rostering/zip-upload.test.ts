import { afterAll, describe, expect, it } from '@jest/globals';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemoryRosterState } from '../../src/adapters/rostering/roster-state.memory.js';
import { openRosterUpload } from '../../src/adapters/rostering/roster-upload.js';
import { ZIP_LIMITS } from '../../src/adapters/rostering/zip-upload.js';
import { ORGS, USERS_1_1 } from './support/riverside-set.js';
import { preview, removeTempFolders, rowsOf, tempFolder, zipFile } from './support/roster-harness.js';

afterAll(removeTempFolders);

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;

/** Rewrites every entry's declared unpacked size, in its local and its central header, as a forger would. */
function declareUnpackedSize(zip: Buffer, size: number): Buffer {
  const forged = Buffer.from(zip);
  for (let at = 0; at + 4 <= forged.length; at += 1) {
    const signature = forged.readUInt32LE(at);
    if (signature === LOCAL_HEADER) forged.writeUInt32LE(size, at + 22);
    if (signature === CENTRAL_HEADER) forged.writeUInt32LE(size, at + 24);
  }
  return forged;
}

async function forgedZip(path: string, forge: (zip: Buffer) => Buffer): Promise<string> {
  const forgedPath = join(await tempFolder(), 'forged.zip');
  await writeFile(forgedPath, forge(await readFile(path)));
  return forgedPath;
}

const contentsOf = (path: string) => openRosterUpload({ kind: 'zip', path }).contents();

describe('a zip of a OneRoster set', () => {
  it("reads the roster files, in a folder or not, and notes the others (macOS's __MACOSX copies aside)", async () => {
    const path = await zipFile({
      'export/orgs.csv': ORGS,
      'export/users.csv': USERS_1_1,
      'export/courses.csv': 'sourcedId\n',
      '__MACOSX/export/._users.csv': 'resource fork',
    });
    expect(await contentsOf(path)).toEqual({
      files: ['orgs.csv', 'users.csv'],
      notices: [
        {
          file: null,
          line: null,
          message: "Heartwise doesn't read export/courses.csv, so they were left out",
        },
      ],
      blockers: [],
    });
    expect(await rowsOf({ kind: 'zip', path }, 'users.csv')).toHaveLength(9);
  });

  it('is refused unread when a file in it unpacks to far more than a CSV could (a zip bomb)', async () => {
    const bomb = await zipFile({ 'orgs.csv': ORGS, 'users.csv': Buffer.alloc(20 * 1024 * 1024, 0x20) });
    expect((await contentsOf(bomb)).blockers).toEqual([
      {
        file: null,
        line: null,
        message: "users.csv in this zip unpacks to far more than a CSV file could, so the zip wasn't opened.",
      },
    ]);
  });

  it('is refused unread when it declares a file larger than Heartwise reads', async () => {
    const huge = await forgedZip(await zipFile({ 'users.csv': USERS_1_1 }), (zip) =>
      declareUnpackedSize(zip, ZIP_LIMITS.fileBytes + 1),
    );
    expect((await contentsOf(huge)).blockers.map((problem) => problem.message)).toEqual([
      "users.csv in this zip unpacks to more than 2 GB, so the zip wasn't opened.",
    ]);
  });

  it('stops reading a file that unpacks to more than its zip declared, and the import is blocked', async () => {
    const honest = await zipFile({ 'orgs.csv': ORGS, 'users.csv': USERS_1_1 });
    const forged = await forgedZip(honest, (zip) => declareUnpackedSize(zip, 100));
    expect(await rowsOf({ kind: 'zip', path: forged }, 'orgs.csv')).toContainEqual({
      kind: 'unreadable',
      line: null,
      message: "orgs.csv in this zip is damaged or larger than the zip says, so it wasn't read.",
    });
    const plan = await preview({ kind: 'zip', path: forged }, new MemoryRosterState());
    expect(plan.canApply).toBe(false);
  });

  it('is refused when a file in it points outside the archive', async () => {
    const escaping = await forgedZip(await zipFile({ 'orgs.csv': ORGS, 'xx/users.csv': USERS_1_1 }), (zip) =>
      Buffer.from(zip.toString('latin1').replaceAll('xx/users.csv', '../users.csv'), 'latin1'),
    );
    expect((await contentsOf(escaping)).blockers.map((problem) => problem.message)).toEqual([
      "This zip holds a file that points outside it (../users.csv), so it wasn't opened.",
    ]);
  });

  it('is refused when it holds more files than any OneRoster set', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, index) => [`file-${index}.txt`, 'x']),
    );
    expect((await contentsOf(await zipFile(entries))).blockers.map((problem) => problem.message)).toEqual([
      `This zip holds ${ZIP_LIMITS.entries + 1} files; a OneRoster set has fewer than ${ZIP_LIMITS.entries}, so it wasn't opened.`,
    ]);
  });

  it('is refused kindly when it is not a zip at all, or holds one file twice', async () => {
    const notZip = join(await tempFolder(), 'roster.zip');
    await writeFile(notZip, ORGS);
    expect((await contentsOf(notZip)).blockers.map((problem) => problem.message)).toEqual([
      "This file isn't a zip we can open. Please upload the zip your student information system made, or the CSV files themselves.",
    ]);
    const twice = await zipFile({ 'a/users.csv': USERS_1_1, 'b/users.csv': USERS_1_1 });
    expect((await contentsOf(twice)).blockers.map((problem) => problem.message)).toEqual([
      'This zip holds two users.csv files (a/users.csv and b/users.csv). Please zip one set.',
    ]);
  });
});
