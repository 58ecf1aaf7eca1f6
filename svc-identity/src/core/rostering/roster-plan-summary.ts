import {
  RosterBucket,
  RosterExample,
  RosterPlanSummary,
  RosterProblem as RosterProblemSchema,
  RosterTally,
} from '@heartwise/contracts';
import { PREVIEW_EXAMPLES, PROBLEMS_SHOWN } from './roster-limits.js';
import type { RosterEntityStepOf, RosterStep } from './roster-steps.js';

// The dry-run preview as the Organization Portal receives it: its schemas are contracts'
// (contracts/src/identity/rostering.ts), named here too for the planner's callers.
export { RosterBucket, RosterExample, RosterPlanSummary, RosterProblemSchema, RosterTally };

export interface SummaryLimits {
  examples: number;
  problems: number;
}

function emptyBucket(): RosterBucket {
  return { count: 0, examples: [] };
}

function emptyTally(): RosterTally {
  return { create: emptyBucket(), change: emptyBucket(), deactivate: emptyBucket(), unchanged: 0 };
}

function emptySummary(): RosterPlanSummary {
  const kind = () => ({ create: 0, change: 0, deactivate: 0 });
  return {
    district: null,
    files: [],
    schools: emptyTally(),
    people: { ...emptyTally(), byKind: { youth: kind(), staff: kind(), parent: kind() } },
    classes: emptyTally(),
    enrollments: emptyTally(),
    ignoredOrgs: emptyBucket(),
    problems: { count: 0, shown: [] },
    blockers: [],
    changes: 0,
    canApply: true,
  };
}

function add(bucket: RosterBucket, example: RosterExample, limit: number): void {
  bucket.count += 1;
  if (bucket.examples.length < limit) bucket.examples.push(example);
}

function countEntity(summary: RosterPlanSummary, step: RosterEntityStepOf, limits: SummaryLimits): void {
  const tally = {
    school: summary.schools,
    class: summary.classes,
    person: summary.people,
    enrollment: summary.enrollments,
  }[step.type];
  if (step.action === 'unchanged') {
    tally.unchanged += 1;
    return;
  }
  summary.changes += 1;
  const example = {
    sourcedId: step.sourcedId,
    label: step.label,
    detail: step.detail,
    changed: step.changed,
    file: step.at?.file ?? null,
    line: step.at?.line ?? null,
  };
  add(tally[step.action], example, limits.examples);
  if (step.type === 'person') {
    const kind = step.next?.kind ?? step.previous?.kind;
    if (kind) summary.people.byKind[kind][step.action] += 1;
  }
}

/**
 * The dry-run preview of a plan: counts, the first examples of each category and the first problems,
 * in memory that doesn't grow with the set.
 */
export async function summariseRosterPlan(
  steps: AsyncIterable<RosterStep>,
  limits: SummaryLimits = { examples: PREVIEW_EXAMPLES, problems: PROBLEMS_SHOWN },
): Promise<RosterPlanSummary> {
  const summary = emptySummary();
  for await (const step of steps) {
    switch (step.type) {
      case 'district':
        summary.district = { sourcedId: step.sourcedId, name: step.name, action: step.action };
        if (step.action === 'link') summary.changes += 1;
        break;
      case 'ignored-org':
        add(
          summary.ignoredOrgs,
          {
            sourcedId: step.sourcedId,
            label: step.name,
            detail: step.orgType,
            changed: [],
            file: 'orgs.csv',
            line: step.line,
          },
          limits.examples,
        );
        break;
      case 'file':
        summary.files.push({ file: step.file, mode: step.mode, rows: step.rows });
        break;
      case 'problem':
        summary.problems.count += 1;
        if (summary.problems.shown.length < limits.problems) summary.problems.shown.push(step.problem);
        break;
      case 'blocked':
        summary.blockers.push(step.problem);
        summary.canApply = false;
        break;
      default:
        countEntity(summary, step, limits);
    }
  }
  return summary;
}
