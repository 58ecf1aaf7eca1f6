import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import { ROSTER_UPLOAD_MAX_BYTES } from '@heartwise/contracts';
import type { RosterUpload } from './roster-upload.js';

/** What an upload may hold: the set's six files (a zip is one), and a few parts more that are refused. */
const MOST_FILES = 10;
/** Room for the boundaries and part headers around the files. */
const MULTIPART_OVERHEAD = 1024 ** 2;

/** Why an upload can't be taken; the route answers it (400, or 413 for `tooLarge`). */
export class UploadRefusedError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/** The files of an upload, saved to a temp folder: read as a roster set, then removed. */
export interface SavedUpload {
  upload: RosterUpload;
  /** The file names as uploaded. */
  names: string[];
  remove(): Promise<void>;
}

const isZip = (name: string) => name.toLowerCase().endsWith('.zip');

/**
 * Streams a multipart/form-data body to temp files (busboy): memory stays a few buffers whatever
 * the size, and past `maxBytes` together the upload is refused and its files removed. One .zip, or
 * separate CSV files (each kept under its own name, read again for the plan).
 */
export async function saveMultipartUpload(
  headers: IncomingHttpHeaders,
  body: Readable,
  maxBytes = ROSTER_UPLOAD_MAX_BYTES,
): Promise<SavedUpload> {
  if (
    !String(headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('multipart/form-data')
  ) {
    throw new UploadRefusedError('Please upload the roster files as a form (multipart/form-data).');
  }
  // The declared size first: an honest upload over the limit is refused before a byte is saved.
  const declared = Number(headers['content-length'] ?? 0);
  if (declared > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);
  const folder = await mkdtemp(join(tmpdir(), 'heartwise-upload-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const saved = await receive(headers, body, folder, maxBytes);
    return { ...saved, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function receive(
  headers: IncomingHttpHeaders,
  body: Readable,
  folder: string,
  maxBytes: number,
): Promise<Omit<SavedUpload, 'remove'>> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers, limits: { files: MOST_FILES, fileSize: maxBytes, fields: 20, parts: 30 } });
  } catch {
    throw new UploadRefusedError('Please upload the roster files as a form (multipart/form-data).');
  }
  const names: string[] = [];
  const writes: Promise<void>[] = [];
  let total = 0;
  let refusal: UploadRefusedError | null = null;
  const refuse = (error: UploadRefusedError) => {
    refusal ??= error;
  };
  parser.on('file', (_field, file, info) => {
    // Only the last part of a path counts (some browsers send folders); names stay as uploaded.
    const name = basename(info.filename || '').trim();
    if (name === '' || refusal) {
      file.resume();
      return;
    }
    if (names.includes(name)) {
      refuse(new UploadRefusedError(`${name} was uploaded twice. Please upload one of each.`));
      file.resume();
      return;
    }
    names.push(name);
    const path = join(folder, String(names.length));
    const out = createWriteStream(path);
    // Past the limit the rest is read and dropped (never written), and the upload is refused.
    file.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) return refuse(tooLarge(maxBytes));
      if (!out.write(chunk)) {
        file.pause();
        out.once('drain', () => file.resume());
      }
    });
    file.on('limit', () => refuse(tooLarge(maxBytes)));
    file.on('end', () => out.end());
    file.on('error', () => out.end());
    writes.push(
      finished(out).catch(() =>
        refuse(new UploadRefusedError("We couldn't save the upload. Please try again.")),
      ),
    );
  });
  parser.on('filesLimit', () =>
    refuse(new UploadRefusedError(`Please upload at most ${MOST_FILES} files at once.`)),
  );
  try {
    await pipeline(body, parser);
  } catch {
    refuse(new UploadRefusedError("We couldn't read the upload. Please try again."));
  }
  await Promise.all(writes);
  if (refusal) throw refusal;
  if (names.length === 0) throw new UploadRefusedError('Please choose the roster files to upload.');
  const zips = names.filter(isZip);
  if (zips.length > 0) {
    if (names.length > 1) {
      throw new UploadRefusedError('Please upload either one .zip or the CSV files, not both.');
    }
    return { names, upload: { kind: 'zip', path: join(folder, '1') } };
  }
  const files: Record<string, () => Readable> = {};
  names.forEach((name, index) => {
    const path = join(folder, String(index + 1));
    files[name] = () => createReadStream(path);
  });
  return { names, upload: { kind: 'files', files } };
}

function tooLarge(maxBytes: number): UploadRefusedError {
  const megabytes = Math.round(maxBytes / 1024 ** 2);
  return new UploadRefusedError(
    `These files are larger than ${megabytes} MB together. Please upload fewer schools at a time, or ask us for help.`,
    true,
  );
}
