import { setImmediate } from 'node:timers/promises';
import type { OrgDirectory } from './org-directory.js';
import type { RosterFileName, RosterRecordOf, RosterRow, RosterSet } from './roster-set.port.js';
import type { RosterEntity, RosterState, RosterStateOf } from './roster-state.port.js';
import type { FileMode, RosterStep } from './roster-steps.js';

/** What the planner carries from one file to the next. Only orgs and per-person ids are held, never rows. */
export interface PlanContext {
  set: RosterSet;
  state: RosterState;
  directory: OrgDirectory;
  modes: Map<RosterFileName, FileMode>;
  batchSize: number;
  /** Set once a blocked step is out: the files after this one are not read. */
  blocked: boolean;
  /** users.csv sourcedIds and their line; negative for a row that was skipped (so it is not "missing"). */
  people: Map<string, number>;
  /** classes.csv sourcedIds that were planned, for enrollments.csv. */
  classes: Set<string>;
}

export function problemStep(file: string | null, line: number | null, message: string): RosterStep {
  return { type: 'problem', problem: { file, line, message } };
}

export function blockedStep(
  ctx: PlanContext,
  file: string | null,
  line: number | null,
  message: string,
): RosterStep {
  ctx.blocked = true;
  return { type: 'blocked', problem: { file, line, message } };
}

/**
 * A file's rows in batches of `ctx.batchSize`, so each batch costs one look-up in the stored roster.
 * Between batches the event loop gets a turn: a 50,000-row plan must not stall the requests of the
 * process it runs in (the embedded mode is one process), whatever its files and store are.
 */
export async function* rowBatches<F extends RosterFileName>(
  ctx: PlanContext,
  file: F,
): AsyncGenerator<RosterRow<RosterRecordOf[F]>[]> {
  let batch: RosterRow<RosterRecordOf[F]>[] = [];
  for await (const row of ctx.set.read(file)) {
    batch.push(row);
    if (batch.length >= ctx.batchSize) {
      yield batch;
      batch = [];
      await setImmediate();
    }
  }
  if (batch.length > 0) yield batch;
}

/** The step for a row the reader refused, or null for a row to plan. */
export function refusedRowStep<R>(
  ctx: PlanContext,
  file: RosterFileName,
  row: RosterRow<R>,
): RosterStep | null {
  if (row.kind === 'problem') return problemStep(file, row.line, row.message);
  if (row.kind === 'unreadable') return blockedStep(ctx, file, row.line, row.message);
  return null;
}

/** Rows of a batch that hold a record or a deletion, with their sourcedIds. */
export function sourcedIdsOf<R extends { sourcedId: string }>(rows: readonly RosterRow<R>[]): string[] {
  const ids: string[] = [];
  for (const row of rows) {
    if (row.kind === 'record') ids.push(row.record.sourcedId);
    else if (row.kind === 'deletion') ids.push(row.deletion.sourcedId);
  }
  return ids;
}

export function fileStep(ctx: PlanContext, file: RosterFileName, rows: number): RosterStep {
  return { type: 'file', file, mode: ctx.modes.get(file) ?? 'unstated', rows };
}

/** Looks up a batch in the stored roster: one call, each id once, none for an empty batch. */
export async function lookUp<E extends RosterEntity>(
  ctx: PlanContext,
  entity: E,
  sourcedIds: readonly string[],
): Promise<ReadonlyMap<string, RosterStateOf[E]>> {
  const unique = [...new Set(sourcedIds)];
  return unique.length === 0 ? new Map() : ctx.state.find(entity, unique);
}
