import type { OrgRecord } from './oneroster-records.js';
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
import { MAX_ORGS } from './roster-limits.js';
import type { RosterSchoolState } from './roster-state.port.js';
import type { RosterStep } from './roster-steps.js';
import { deactivateMissing } from './deactivate-missing.js';

const ORGS = 'orgs.csv';

function schoolState(org: OrgRecord): RosterSchoolState {
  return {
    sourcedId: org.sourcedId,
    active: org.status === 'active',
    dateLastModified: org.dateLastModified,
    name: org.name,
    identifier: org.identifier,
  };
}

/** The district row: one per set, and always the same district as the first import's. */
function* districtSteps(ctx: PlanContext, org: OrgRecord, line: number): Generator<RosterStep> {
  const { directory } = ctx;
  const first = directory.district;
  if (first !== null && first.sourcedId !== org.sourcedId) {
    yield blockedStep(
      ctx,
      ORGS,
      line,
      `orgs.csv names two districts (${first.name} on line ${first.line}, ${org.name} here). Please upload one district's files at a time.`,
    );
    return;
  }
  const stored = directory.storedDistrictSourcedId;
  if (stored !== null && stored !== org.sourcedId) {
    yield blockedStep(
      ctx,
      ORGS,
      line,
      `This set is for another district (${org.name}, ${org.sourcedId}) than the one your earlier imports named (${stored}).`,
    );
    return;
  }
  if (org.status === 'tobedeleted') {
    yield problemStep(ORGS, line, 'A district can’t be removed by an import, so this row was skipped');
    return;
  }
  directory.addFromSet(org.sourcedId, { name: org.name, type: 'district', parentSourcedId: null, line });
  yield {
    type: 'district',
    action: stored === null ? 'link' : 'unchanged',
    sourcedId: org.sourcedId,
    name: org.name,
    line,
  };
}

/**
 * orgs.csv: the district is linked, schools are created, changed or deactivated, other org types
 * (department, local, state, national) are noted and left out: Heartwise keeps districts and schools
 * (a department still stands for its school when people refer to it).
 */
export async function* planOrgs(ctx: PlanContext): AsyncGenerator<RosterStep> {
  const { directory } = ctx;
  let rows = 0;
  let unsure = false;
  for await (const batch of rowBatches(ctx, ORGS)) {
    rows += batch.length;
    const stored = await lookUp(ctx, 'school', sourcedIdsOf(batch));
    for (const row of batch) {
      const refused = refusedRowStep(ctx, ORGS, row);
      if (refused) {
        const room = directory.size < MAX_ORGS;
        if (row.kind === 'problem' && row.sourcedId !== null && room)
          directory.addRefused(row.sourcedId, row.line);
        if (row.kind === 'problem' && row.sourcedId === null) unsure = true;
        yield refused;
        continue;
      }
      const sourcedId =
        row.kind === 'record' ? row.record.sourcedId : row.kind === 'deletion' ? row.deletion.sourcedId : '';
      if (directory.hasInSet(sourcedId)) {
        yield problemStep(
          ORGS,
          row.line,
          `sourcedId ${sourcedId} is also on line ${directory.lineOf(sourcedId)}, so this row was skipped`,
        );
        continue;
      }
      if (directory.size >= MAX_ORGS) {
        yield blockedStep(
          ctx,
          ORGS,
          row.line,
          `orgs.csv has more than ${MAX_ORGS.toLocaleString('en')} organizations: that is more than one district.`,
        );
        return;
      }
      const previous = stored.get(sourcedId) ?? null;
      if (row.kind === 'deletion') {
        // A deletion row has no type: it can only close a school that is already here.
        directory.addFromSet(sourcedId, {
          name: previous?.name ?? sourcedId,
          type: previous ? 'school' : 'unknown',
          parentSourcedId: null,
          line: row.line,
        });
        const decision = decideDeletion(previous, row.deletion.dateLastModified);
        yield {
          type: 'school',
          ...decision,
          sourcedId,
          previous,
          label: previous?.name ?? sourcedId,
          detail: null,
          at: { file: ORGS, line: row.line },
        };
        continue;
      }
      if (row.kind !== 'record') continue;
      const org = row.record;
      if (org.type === 'district') {
        yield* districtSteps(ctx, org, row.line);
        if (ctx.blocked) return;
        continue;
      }
      directory.addFromSet(sourcedId, {
        name: org.name,
        type: org.type,
        parentSourcedId: org.parentSourcedId,
        line: row.line,
      });
      if (org.type !== 'school') {
        yield { type: 'ignored-org', sourcedId, name: org.name, orgType: org.type, line: row.line };
        continue;
      }
      const decision = decideUpsert(previous, schoolState(org));
      yield {
        type: 'school',
        ...decision,
        sourcedId,
        previous,
        label: org.name,
        detail: org.identifier,
        at: { file: ORGS, line: row.line },
      };
    }
    if (ctx.blocked) return;
  }
  yield fileStep(ctx, ORGS, rows);
  if (ctx.modes.get(ORGS) === 'bulk') {
    yield* deactivateMissing(
      ctx,
      'school',
      ORGS,
      unsure,
      (id) => directory.hasInSet(id),
      (school) => ({ label: school.name, detail: school.identifier }),
    );
  }
}
