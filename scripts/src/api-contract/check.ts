import { join } from 'node:path';
import { ensureSchemathesis } from './install.js';
import { startContractTarget } from './target.js';
import { signIn, throwawayYouth, type ContractSession } from './sessions.js';
import { BEYOND_SCHEMA, contractRuns, type Caller } from './plan.js';
import { runSchemathesis, type SchemathesisOutcome } from './schemathesis.js';
import { demoPasswordFrom } from '../demo-password.js';

export interface ContractCheckOptions {
  /** Where each run's config, report and output go. */
  dir: string;
  /** Generated cases per call in the fuzzing phase (the coverage phase makes its own). */
  maxExamples?: number;
  seed?: number;
  /** Progress lines (a run started, how long it took). */
  log?: (line: string) => void;
}

export interface ContractCheck {
  outcomes: SchemathesisOutcome[];
  seconds: number;
  /** The embedded default's stderr, for a failure report. */
  targetLog: string;
}

/** How many cases a call gets by default: enough to find what the checks look for in a few minutes. */
export const DEFAULT_MAX_EXAMPLES = 25;
/** The same requests on every run, so a failure can be replayed. */
export const DEFAULT_SEED = 20261126;

/**
 * Schemathesis against the embedded default with every check on, one run per kind of caller (see
 * plan.ts), each with a session signed in through the API's own sign-in, before any run can make
 * the sign-in throttles count against it.
 */
export async function checkApiContract(options: ContractCheckOptions): Promise<ContractCheck> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const st = ensureSchemathesis();
  const target = await startContractTarget();
  try {
    const password = demoPasswordFrom(process.env);
    const runs = contractRuns();
    const sessionOf = (caller: Caller): Promise<ContractSession> =>
      caller === 'throwaway' ? throwawayYouth(target.url) : signIn(target.url, caller, password);
    const sessions: ContractSession[] = [];
    for (const run of runs) sessions.push(await sessionOf(run.caller));

    const outcomes: SchemathesisOutcome[] = [];
    for (const [index, run] of runs.entries()) {
      log(`Schemathesis: ${run.name} (${run.operations.length} calls)`);
      const outcome = await runSchemathesis(st, {
        name: run.name,
        url: target.url,
        session: sessions[index] as ContractSession,
        operations: run.operations,
        beyondSchema: BEYOND_SCHEMA,
        maxExamples: options.maxExamples ?? DEFAULT_MAX_EXAMPLES,
        seed: options.seed ?? DEFAULT_SEED,
        dir: join(options.dir, `${index + 1}-${run.caller}`),
      });
      log(
        `  ${outcome.report.test_cases.generated} cases, ${outcome.report.failures.length} kinds of failure, ` +
          `${outcome.report.errors.length} errors, ${outcome.seconds.toFixed(0)} s`,
      );
      outcomes.push(outcome);
    }
    return { outcomes, seconds: (Date.now() - started) / 1000, targetLog: target.log() };
  } finally {
    await target.stop();
  }
}
