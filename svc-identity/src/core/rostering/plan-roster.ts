import { OrgDirectory } from './org-directory.js';
import { planClasses } from './plan-classes.js';
import { blockedStep, type PlanContext } from './plan-context.js';
import { planManifest } from './plan-manifest.js';
import { planOrgs } from './plan-orgs.js';
import { planPeople } from './plan-people.js';
import { LOOKUP_BATCH } from './roster-limits.js';
import type { RosterSet } from './roster-set.port.js';
import type { RosterState } from './roster-state.port.js';
import type { RosterStep } from './roster-steps.js';

export interface RosterPlanOptions {
  /** Rows looked up in the stored roster at once. */
  batchSize?: number;
}

/**
 * Plans importing `set` into the district whose roster `state` holds, one step per row, streaming:
 * orgs.csv first (schools must exist before people join them), then roles.csv and users.csv, then
 * classes.csv and enrollments.csv. Only orgs and one small entry per person are held in memory.
 *
 * The dry run summarises these steps (`summariseRosterPlan`). The apply reads the same stored files
 * again through this same function and stores each step's `next`: every step is decided against
 * what is stored by sourcedId at that moment, so an apply that stopped part-way and is run again
 * finds what it already did `unchanged` and carries on. Apply only a set whose dry run had no
 * blocked step: a blocked step (a file unreadable at its row 40,000) can come after other steps.
 */
export async function* planRoster(
  set: RosterSet,
  state: RosterState,
  options: RosterPlanOptions = {},
): AsyncGenerator<RosterStep> {
  const contents = await set.contents();
  for (const notice of contents.notices) yield { type: 'problem', problem: notice };
  if (contents.blockers.length > 0) {
    for (const problem of contents.blockers) yield { type: 'blocked', problem };
    return;
  }
  const present = new Set(contents.files);
  const ctx: PlanContext = {
    set,
    state,
    directory: new OrgDirectory(state, await state.districtSourcedId()),
    modes: new Map(),
    batchSize: options.batchSize ?? LOOKUP_BATCH,
    blocked: false,
    people: new Map(),
    classes: new Set(),
  };
  const has = {
    orgs: present.has('orgs.csv'),
    roles: present.has('roles.csv'),
    users: present.has('users.csv'),
    classes: present.has('classes.csv'),
    enrollments: present.has('enrollments.csv'),
  };
  if (!Object.values(has).some(Boolean)) {
    yield blockedStep(ctx, null, null, "We couldn't find orgs.csv or users.csv in what you uploaded.");
    return;
  }
  yield* planManifest(ctx, present);
  if (ctx.blocked) return;
  if (has.orgs) yield* planOrgs(ctx);
  if (ctx.blocked) return;
  yield* planPeople(ctx, has);
  if (ctx.blocked) return;
  yield* planClasses(ctx, has);
}
