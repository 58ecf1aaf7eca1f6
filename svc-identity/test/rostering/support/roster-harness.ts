import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { openRosterUpload, type RosterUpload } from '../../../src/adapters/rostering/roster-upload.js';
import type { MemoryRosterState } from '../../../src/adapters/rostering/roster-state.memory.js';
import { planRoster } from '../../../src/core/rostering/plan-roster.js';
import {
  summariseRosterPlan,
  type RosterPlanSummary,
} from '../../../src/core/rostering/roster-plan-summary.js';
import type {
  RosterFileName,
  RosterRecordOf,
  RosterRow,
} from '../../../src/core/rostering/roster-set.port.js';
import type { RosterStep } from '../../../src/core/rostering/roster-steps.js';

/** Separate CSV files, each streamed in small chunks (so rows and characters straddle chunks). */
export function filesUpload(texts: Record<string, string | Buffer>, chunkBytes = 7): RosterUpload {
  const files: Record<string, () => Readable> = {};
  for (const [name, text] of Object.entries(texts)) {
    const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
    files[name] = () =>
      Readable.from(
        (function* chunks() {
          for (let start = 0; start < bytes.length; start += chunkBytes)
            yield bytes.subarray(start, start + chunkBytes);
        })(),
      );
  }
  return { kind: 'files', files };
}

const folders: string[] = [];

export async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'heartwise-roster-'));
  folders.push(folder);
  return folder;
}

export async function removeTempFolders(): Promise<void> {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
}

/** Zips `entries` (name → text or a stream opener) into a temp file, as an upload would be stored. */
export async function zipFile(entries: Record<string, string | Buffer | (() => Readable)>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    if (typeof content === 'function') zip.addReadStream(content(), name);
    else zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const path = join(await tempFolder(), 'roster.zip');
  await writeFile(path, Buffer.concat(chunks));
  return path;
}

export async function zipUpload(entries: Record<string, string | Buffer>): Promise<RosterUpload> {
  return { kind: 'zip', path: await zipFile(entries) };
}

export async function rowsOf<F extends RosterFileName>(
  upload: RosterUpload,
  file: F,
): Promise<RosterRow<RosterRecordOf[F]>[]> {
  const rows: RosterRow<RosterRecordOf[F]>[] = [];
  for await (const row of openRosterUpload(upload).read(file)) rows.push(row);
  return rows;
}

export async function stepsOf(upload: RosterUpload, state: MemoryRosterState): Promise<RosterStep[]> {
  const steps: RosterStep[] = [];
  for await (const step of planRoster(openRosterUpload(upload), state, { batchSize: 3 })) steps.push(step);
  return steps;
}

/** The dry run: what the organization admin previews. Small batches, so batching is exercised. */
export async function preview(upload: RosterUpload, state: MemoryRosterState): Promise<RosterPlanSummary> {
  return summariseRosterPlan(planRoster(openRosterUpload(upload), state, { batchSize: 3 }));
}

/** The apply: the set read again, each step stored as it comes. */
export async function apply(upload: RosterUpload, state: MemoryRosterState): Promise<void> {
  for await (const step of planRoster(openRosterUpload(upload), state, { batchSize: 3 })) {
    if (step.type === 'blocked') throw new Error(step.problem.message);
    state.store(step);
  }
}

/** "Ana Silva (stu-1)" for each example of a bucket: what the preview lists. */
export function named(bucket: { examples: { label: string; sourcedId: string }[] }): string[] {
  return bucket.examples.map((example) => `${example.label} (${example.sourcedId})`);
}
