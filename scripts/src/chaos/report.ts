/** One thing a scenario checked: what was expected, whether it held, and what was seen. */
export interface Check {
  ok: boolean;
  text: string;
}

export interface ScenarioResult {
  name: string;
  checks: Check[];
  /** Set when the scenario could not run to its end (the error it stopped on). */
  crashed?: string;
}

export const passed = (result: ScenarioResult): boolean =>
  !result.crashed && result.checks.length > 0 && result.checks.every((check) => check.ok);

const started = Date.now();
const clock = (): string => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s`;

/** Prints as it goes, so a reader follows the run live; keeps the checks for the summary. */
export class ScenarioLog {
  readonly result: ScenarioResult;

  constructor(name: string) {
    this.result = { name, checks: [] };
    console.log(`\n${clock()} ── ${name}`);
  }

  /** Something the script did. */
  did(text: string): void {
    console.log(`${clock()}   did:  ${text}`);
  }

  /** Something the script saw. */
  saw(text: string): void {
    console.log(`${clock()}   saw:  ${text}`);
  }

  check(ok: boolean, text: string): void {
    this.result.checks.push({ ok, text });
    console.log(`${clock()}   ${ok ? 'PASS' : 'FAIL'}  ${text}`);
  }

  crash(error: unknown): void {
    this.result.crashed = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.log(`${clock()}   FAIL  the scenario stopped: ${this.result.crashed}`);
  }
}

/** The closing table: one pass/fail line per scenario. True when every scenario passed. */
export function printSummary(results: readonly ScenarioResult[]): boolean {
  console.log('\n── chaos summary');
  for (const result of results) {
    const failed = result.checks.filter((check) => !check.ok).length;
    const detail = result.crashed
      ? 'did not finish'
      : `${result.checks.length - failed}/${result.checks.length} checks held`;
    console.log(`  ${passed(result) ? 'PASS' : 'FAIL'}  ${result.name} (${detail})`);
  }
  const all = results.length > 0 && results.every(passed);
  console.log(all ? '\nEvery scenario held.' : '\nAt least one scenario failed (see FAIL above).');
  return all;
}
