import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, rmSync } from 'node:fs';
import { fromRoot } from '../paths.js';
import { checkApiContract, type ContractCheck } from './check.js';
import { contractRuns } from './plan.js';
import type { SchemathesisOutcome } from './schemathesis.js';

/**
 * The contract tells the truth (issue 15): Schemathesis, from PyPI, with every check on, against
 * the embedded default `npm start` runs, as every kind of caller. Each run must find nothing: no
 * 5xx, no answer the OpenAPI document does not list or whose body it does not describe, no bad
 * input accepted, no good input refused, 405 with Allow for a method a path does not have.
 * The embedded default runs from dist: `npm run test:api` builds it first; `npm test` has.
 */
const dir = fromRoot('test-results/api-contract');
const runs = contractRuns();
let check: ContractCheck;

/** What a failing run says: its summary and the part of its output that explains each failure. */
function explained(outcome: SchemathesisOutcome): string {
  const { failures, errors } = outcome.report;
  if (failures.length === 0 && errors.length === 0) return '';
  const start = outcome.output.indexOf('FAILURES');
  return `${JSON.stringify({ failures, errors }, null, 2)}\n${outcome.output.slice(Math.max(0, start), start + 20_000)}`;
}

beforeAll(async () => {
  if (!existsSync(fromRoot('scripts/dist/api-contract/embedded-target-main.js'))) {
    throw new Error('The embedded default is not built: run `npm run build` (or `npm run test:api`) first.');
  }
  rmSync(dir, { recursive: true, force: true });
  check = await checkApiContract({ dir, log: (line) => process.stdout.write(`${line}\n`) });
  process.stdout.write(`Schemathesis took ${check.seconds.toFixed(0)} s in all (reports in ${dir})\n`);
}, 15 * 60_000);

describe('the OpenAPI document against the embedded default, under Schemathesis with every check on', () => {
  it.each(runs.map((run) => [run.name, run] as const))('%s: no failure', (name, run) => {
    const outcome = check.outcomes.find((candidate) => candidate.run === name);
    if (!outcome) throw new Error(`${name} did not run`);
    const { report } = outcome;
    // Every call of the run was tested, with cases generated: a run that tested nothing proves nothing.
    expect(report.operations.selected).toBe(run.operations.length);
    expect(report.operations.tested).toBe(run.operations.length);
    expect(report.test_cases.generated).toBeGreaterThan(run.operations.length);
    expect(explained(outcome)).toBe('');
  });
});
