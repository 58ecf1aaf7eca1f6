import { PassThrough, type Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  ROSTER_FILES,
  type RosterFileName,
  type RosterSetContents,
} from '../../core/rostering/roster-set.port.js';
import { RosterReadError } from './csv-rows.js';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/**
 * What a zip may hold before it is refused unread. The zip is only ever streamed (never unpacked to
 * disk), so these guard time and the event loop rather than memory: a zip bomb inflates a few kB
 * into gigabytes. yauzl also checks every entry's bytes against the size the zip declares, so the
 * declared sizes checked here are the most that can come out.
 */
export const ZIP_LIMITS = {
  /** A full OneRoster 1.2 set is 17 files; macOS adds a `__MACOSX/` twin of each, and a folder or two. */
  entries: 100,
  /** users.csv of a 1,000,000-person district is about 250 MB; enrollments.csv a few times that. */
  fileBytes: 2 * GiB,
  /** Everything in the zip together, unpacked. */
  totalBytes: 4 * GiB,
  /** CSV packs 5–20× (a very repetitive export ~50×); bombs pack 1,000× and more. */
  packingRatio: 200,
  /** Below this, a high ratio is harmless (a blank file packs very tight). */
  ratioFromBytes: MiB,
} as const;

const UNOPENED =
  "This file isn't a zip we can open. Please upload the zip your student information system made, or the CSV files themselves.";

/** The CSV files of the zip by roster name, each with its entry name inside the zip. */
export interface ZipListing extends RosterSetContents {
  entries: Map<RosterFileName, string>;
}

function gigabytes(bytes: number): string {
  return `${Math.ceil(bytes / GiB)} GB`;
}

/** Why an entry makes the zip unsafe to read, or null. */
function entryRefusal(entry: Entry): string | null {
  const parts = entry.fileName.split('/');
  if (entry.fileName.startsWith('/') || /^[a-zA-Z]:/.test(entry.fileName) || parts.includes('..')) {
    return `This zip holds a file that points outside it (${entry.fileName}), so it wasn't opened.`;
  }
  if (entry.uncompressedSize > ZIP_LIMITS.fileBytes) {
    return `${entry.fileName} in this zip unpacks to more than ${gigabytes(ZIP_LIMITS.fileBytes)}, so the zip wasn't opened.`;
  }
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > ZIP_LIMITS.ratioFromBytes && ratio > ZIP_LIMITS.packingRatio) {
    return `${entry.fileName} in this zip unpacks to far more than a CSV file could, so the zip wasn't opened.`;
  }
  if (entry.isEncrypted()) return 'This zip is password-protected. Please upload it without a password.';
  return null;
}

/** yauzl refuses names that escape the archive before we see them; say so in the same words. */
function openingRefusal(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const escape = /^(absolute path|invalid relative path): (.*)$/.exec(message);
  if (escape) return `This zip holds a file that points outside it (${escape[2]}), so it wasn't opened.`;
  return UNOPENED;
}

function isNoise(name: string): boolean {
  return name.endsWith('/') || name.startsWith('__MACOSX/') || (name.split('/').pop() ?? '').startsWith('.');
}

async function openZip(path: string): Promise<ZipFile> {
  return yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
}

/**
 * Lists the zip's roster files, refusing the whole zip if any entry is unsafe. Files may sit at the
 * top or in one folder (zipping the export folder is common); other files are named in a notice.
 */
export async function listZip(path: string): Promise<ZipListing> {
  const listing: ZipListing = { entries: new Map(), files: [], notices: [], blockers: [] };
  const refuse = (message: string): ZipListing => ({
    ...listing,
    entries: new Map(),
    files: [],
    blockers: [{ file: null, line: null, message }],
  });
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    return refuse(UNOPENED);
  }
  try {
    if (zip.entryCount > ZIP_LIMITS.entries) {
      return refuse(
        `This zip holds ${zip.entryCount} files; a OneRoster set has fewer than ${ZIP_LIMITS.entries}, so it wasn't opened.`,
      );
    }
    let total = 0;
    const ignored: string[] = [];
    for await (const entry of zip.eachEntry()) {
      const refusal = entryRefusal(entry);
      if (refusal !== null) return refuse(refusal);
      total += entry.uncompressedSize;
      if (total > ZIP_LIMITS.totalBytes)
        return refuse(
          `This zip unpacks to more than ${gigabytes(ZIP_LIMITS.totalBytes)}, so it wasn't opened.`,
        );
      if (isNoise(entry.fileName)) continue;
      const parts = entry.fileName.split('/');
      const name = (parts.at(-1) ?? '').toLowerCase();
      const file = ROSTER_FILES.find((known) => known.toLowerCase() === name);
      if (file === undefined || parts.length > 2) {
        ignored.push(entry.fileName);
        continue;
      }
      const earlier = listing.entries.get(file);
      if (earlier !== undefined)
        return refuse(
          `This zip holds two ${file} files (${earlier} and ${entry.fileName}). Please zip one set.`,
        );
      listing.entries.set(file, entry.fileName);
    }
    listing.files = [...listing.entries.keys()];
    if (ignored.length > 0) listing.notices.push(ignoredNotice(ignored));
    return listing;
  } catch (error) {
    return refuse(openingRefusal(error));
  } finally {
    zip.close();
  }
}

export function ignoredNotice(names: string[]): { file: null; line: null; message: string } {
  const shown = names.slice(0, 5).join(', ');
  const more = names.length > 5 ? ` and ${names.length - 5} more` : '';
  return { file: null, line: null, message: `Heartwise doesn't read ${shown}${more}, so they were left out` };
}

/**
 * Streams one entry, unpacked. The zip stays open until the stream ends or is destroyed. An entry
 * whose bytes exceed what the zip declared (a doctored bomb) errors with a RosterReadError.
 */
export async function openZipEntry(path: string, fileName: string, label: string): Promise<Readable> {
  const zip = await openZip(path);
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== fileName) continue;
      const refusal = entryRefusal(entry);
      if (refusal !== null) throw new RosterReadError(refusal);
      const unpacked = await zip.openReadStreamPromise(entry);
      const out = new PassThrough();
      unpacked.on('error', () => {
        out.destroy(
          new RosterReadError(
            `${label} in this zip is damaged or larger than the zip says, so it wasn't read.`,
          ),
        );
      });
      out.on('close', () => {
        unpacked.destroy();
        zip.close();
      });
      unpacked.pipe(out);
      return out;
    }
  } catch (error) {
    zip.close();
    throw error instanceof RosterReadError
      ? error
      : new RosterReadError(`${label} in this zip couldn't be read.`);
  }
  zip.close();
  throw new RosterReadError(`${label} is no longer in this zip.`);
}
