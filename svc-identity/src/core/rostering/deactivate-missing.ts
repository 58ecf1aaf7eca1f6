import { lookUp, problemStep, type PlanContext } from './plan-context.js';
import type { RosterFileName } from './roster-set.port.js';
import type { RosterStateOf } from './roster-state.port.js';
import type { RosterStep } from './roster-steps.js';

const NOBODY = {
  school: (file: string) =>
    `No school missing from ${file} was deactivated, because a row of it has no sourcedId`,
  person: (file: string) =>
    `Nobody missing from ${file} was deactivated, because a row of it has no sourcedId`,
};

/**
 * A bulk file is the whole truth: whoever is active here but not in it is deactivated. Only when the
 * manifest says bulk, and only when every row's sourcedId could be read (`unsure` otherwise), so a
 * damaged or partial export never deactivates people who are still there.
 */
export async function* deactivateMissing<E extends 'school' | 'person'>(
  ctx: PlanContext,
  entity: E,
  file: RosterFileName,
  unsure: boolean,
  inFile: (sourcedId: string) => boolean,
  describe: (stored: RosterStateOf[E]) => { label: string; detail: string | null },
): AsyncGenerator<RosterStep> {
  if (unsure) {
    yield problemStep(file, null, NOBODY[entity](file));
    return;
  }
  async function* deactivate(ids: string[]): AsyncGenerator<RosterStep> {
    const stored = await lookUp(ctx, entity, ids);
    for (const id of ids) {
      const previous = stored.get(id);
      if (!previous?.active) continue;
      const next = { ...previous, active: false };
      // The union of step types can't be narrowed by a generic entity; each member matches its own `type`.
      yield {
        type: entity,
        action: 'deactivate',
        sourcedId: id,
        previous,
        next,
        changed: ['active'],
        ...describe(previous),
        at: null,
      } as RosterStep;
    }
  }
  let missing: string[] = [];
  for await (const sourcedId of ctx.state.activeSourcedIds(entity)) {
    if (inFile(sourcedId)) continue;
    missing.push(sourcedId);
    if (missing.length >= ctx.batchSize) {
      yield* deactivate(missing);
      missing = [];
    }
  }
  if (missing.length > 0) yield* deactivate(missing);
}
