import type { ClassRecord, EnrollmentRecord } from './oneroster-records.js';
import { placeProblem } from './person-roles.js';
import {
  blockedStep,
  fileStep,
  problemStep,
  refusedRowStep,
  rowBatches,
  lookUp,
  sourcedIdsOf,
  type PlanContext,
} from './plan-context.js';
import { decideDeletion, decideUpsert } from './roster-diff.js';
import { MAX_CLASSES } from './roster-limits.js';
import type { RosterClassState, RosterEnrollmentState } from './roster-state.port.js';
import type { RosterStep } from './roster-steps.js';

const CLASSES = 'classes.csv';
const ENROLLMENTS = 'enrollments.csv';

function classState(record: ClassRecord): RosterClassState {
  return {
    sourcedId: record.sourcedId,
    active: record.status === 'active',
    dateLastModified: record.dateLastModified,
    title: record.title,
    classCode: record.classCode,
    schoolSourcedId: record.schoolSourcedId,
  };
}

function enrollmentState(record: EnrollmentRecord): RosterEnrollmentState {
  return {
    sourcedId: record.sourcedId,
    active: record.status === 'active',
    dateLastModified: record.dateLastModified,
    classSourcedId: record.classSourcedId,
    userSourcedId: record.userSourcedId,
    role: record.role,
  };
}

/** classes.csv: each class in a school of this set or already imported (for code sheets per class). */
async function* planClassRows(ctx: PlanContext): AsyncGenerator<RosterStep> {
  const { directory, classes } = ctx;
  let rows = 0;
  for await (const batch of rowBatches(ctx, CLASSES)) {
    rows += batch.length;
    await directory.prefetch(
      batch.flatMap((row) => (row.kind === 'record' ? [row.record.schoolSourcedId] : [])),
    );
    const stored = await lookUp(ctx, 'class', sourcedIdsOf(batch));
    for (const row of batch) {
      const refused = refusedRowStep(ctx, CLASSES, row);
      if (refused) {
        yield refused;
        continue;
      }
      if (row.kind !== 'record' && row.kind !== 'deletion') continue;
      const at = { file: CLASSES, line: row.line } as const;
      if (row.kind === 'deletion') {
        const previous = stored.get(row.deletion.sourcedId) ?? null;
        const decision = decideDeletion(previous, row.deletion.dateLastModified);
        yield {
          type: 'class',
          ...decision,
          sourcedId: row.deletion.sourcedId,
          previous,
          label: previous?.title ?? row.deletion.sourcedId,
          detail: null,
          at,
        };
        continue;
      }
      const record = row.record;
      if (classes.has(record.sourcedId)) {
        yield problemStep(
          CLASSES,
          row.line,
          `sourcedId ${record.sourcedId} is on an earlier line too, so this row was skipped`,
        );
        continue;
      }
      const place = directory.resolve(record.schoolSourcedId);
      const problem =
        placeProblem('schoolSourcedId', record.schoolSourcedId, place) ??
        (place.place === 'school' ? null : `schoolSourcedId ${record.schoolSourcedId} is not a school`);
      if (problem !== null) {
        yield problemStep(CLASSES, row.line, problem);
        continue;
      }
      if (classes.size >= MAX_CLASSES) {
        yield blockedStep(
          ctx,
          CLASSES,
          row.line,
          `classes.csv has more than ${MAX_CLASSES.toLocaleString('en')} classes, more than Heartwise takes at once.`,
        );
        return;
      }
      classes.add(record.sourcedId);
      const previous = stored.get(record.sourcedId) ?? null;
      const decision = decideUpsert(previous, classState(record));
      yield {
        type: 'class',
        ...decision,
        sourcedId: record.sourcedId,
        previous,
        label: record.title,
        detail: `at ${directory.nameOf(record.schoolSourcedId)}`,
        at,
      };
    }
    if (ctx.blocked) return;
  }
  yield fileStep(ctx, CLASSES, rows);
}

/** enrollments.csv: a person in a class, each of this set (and planned) or already imported. */
async function* planEnrollmentRows(ctx: PlanContext): AsyncGenerator<RosterStep> {
  const { classes, people } = ctx;
  let rows = 0;
  for await (const batch of rowBatches(ctx, ENROLLMENTS)) {
    rows += batch.length;
    const records = batch.flatMap((row) => (row.kind === 'record' ? [row.record] : []));
    const [stored, knownClasses, knownPeople] = await Promise.all([
      lookUp(ctx, 'enrollment', sourcedIdsOf(batch)),
      lookUp(
        ctx,
        'class',
        records.map((r) => r.classSourcedId).filter((id) => !classes.has(id)),
      ),
      lookUp(
        ctx,
        'person',
        records.map((r) => r.userSourcedId).filter((id) => !people.has(id)),
      ),
    ]);
    for (const row of batch) {
      const refused = refusedRowStep(ctx, ENROLLMENTS, row);
      if (refused) {
        yield refused;
        continue;
      }
      if (row.kind !== 'record' && row.kind !== 'deletion') continue;
      const at = { file: ENROLLMENTS, line: row.line } as const;
      if (row.kind === 'deletion') {
        const previous = stored.get(row.deletion.sourcedId) ?? null;
        const decision = decideDeletion(previous, row.deletion.dateLastModified);
        yield {
          type: 'enrollment',
          ...decision,
          sourcedId: row.deletion.sourcedId,
          previous,
          label: row.deletion.sourcedId,
          detail: null,
          at,
        };
        continue;
      }
      const record = row.record;
      const personLine = people.get(record.userSourcedId);
      const problem =
        !classes.has(record.classSourcedId) && !knownClasses.has(record.classSourcedId)
          ? `classSourcedId ${record.classSourcedId} isn't in classes.csv nor already in Heartwise`
          : personLine !== undefined && personLine < 0
            ? `userSourcedId ${record.userSourcedId} is on users.csv line ${-personLine}, which was skipped`
            : personLine === undefined && !knownPeople.has(record.userSourcedId)
              ? `userSourcedId ${record.userSourcedId} isn't in users.csv nor already in Heartwise`
              : null;
      if (problem !== null) {
        yield problemStep(ENROLLMENTS, row.line, problem);
        continue;
      }
      const previous = stored.get(record.sourcedId) ?? null;
      const decision = decideUpsert(previous, enrollmentState(record));
      const label = `${record.userSourcedId} in ${record.classSourcedId}`;
      yield {
        type: 'enrollment',
        ...decision,
        sourcedId: record.sourcedId,
        previous,
        label,
        detail: record.role,
        at,
      };
    }
    if (ctx.blocked) return;
  }
  yield fileStep(ctx, ENROLLMENTS, rows);
}

/**
 * classes.csv, then enrollments.csv. Enrollments missing from a bulk file are not removed here: the
 * planner would have to hold every enrollment's id (several per student) to tell who is missing.
 */
export async function* planClasses(
  ctx: PlanContext,
  files: { classes: boolean; enrollments: boolean },
): AsyncGenerator<RosterStep> {
  if (files.classes) yield* planClassRows(ctx);
  if (ctx.blocked || !files.enrollments) return;
  yield* planEnrollmentRows(ctx);
}
