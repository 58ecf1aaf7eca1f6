import { blockedStep, problemStep, type PlanContext } from './plan-context.js';
import { ROSTER_FILES, type RosterFileName } from './roster-set.port.js';
import type { RosterStep } from './roster-steps.js';

const MANIFEST = 'manifest.csv';
const VERSIONS = new Set(['1.0', '1.1', '1.2']);

function dataFileOf(propertyName: string): RosterFileName | null {
  if (!propertyName.startsWith('file.')) return null;
  const file = `${propertyName.slice('file.'.length)}.csv`;
  return (ROSTER_FILES as readonly string[]).includes(file) && file !== MANIFEST
    ? (file as RosterFileName)
    : null;
}

/**
 * Reads manifest.csv into `ctx.modes`: each file bulk or delta as it says. A file it doesn't
 * mention, or a set without a manifest, is `unstated` (nobody missing is deactivated).
 */
export async function* planManifest(
  ctx: PlanContext,
  present: ReadonlySet<RosterFileName>,
): AsyncGenerator<RosterStep> {
  for (const file of present) ctx.modes.set(file, 'unstated');
  if (!present.has(MANIFEST)) return;
  let rows = 0;
  for await (const row of ctx.set.read(MANIFEST)) {
    rows += 1;
    if (row.kind === 'problem') yield problemStep(MANIFEST, row.line, row.message);
    if (row.kind === 'unreadable') yield blockedStep(ctx, MANIFEST, row.line, row.message);
    if (row.kind !== 'record') continue;
    const { propertyName, value } = row.record;
    const mode = value.trim().toLowerCase();
    if (propertyName === 'oneroster.version' && !VERSIONS.has(value.trim())) {
      yield problemStep(
        MANIFEST,
        row.line,
        `oneroster.version is ${value}: files were read as OneRoster 1.1 and 1.2`,
      );
    }
    const file = dataFileOf(propertyName);
    if (file === null) continue;
    if (mode !== 'bulk' && mode !== 'delta' && mode !== 'absent') {
      yield problemStep(MANIFEST, row.line, `${propertyName} must be bulk, delta or absent`);
    } else if (mode === 'absent') {
      if (present.has(file)) {
        yield problemStep(
          MANIFEST,
          row.line,
          `manifest.csv says ${file} is absent, yet it was uploaded: its rows are used, and nobody missing from it is deactivated`,
        );
      }
    } else if (!present.has(file)) {
      yield blockedStep(ctx, MANIFEST, row.line, `manifest.csv lists ${file}, but it isn't in the upload`);
    } else {
      ctx.modes.set(file, mode);
    }
  }
  yield { type: 'file', file: MANIFEST, mode: 'unstated', rows };
}
