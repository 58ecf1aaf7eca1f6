import type { ChaosContext } from './context.js';
import { startLoad, type CallRecord } from './load.js';
import { ScenarioLog, type ScenarioResult } from './report.js';
import { describe, summarize } from './stats.js';

/** Prints the calls by name and the unexpected answers (at most `limit` kinds). */
export function printBreakdown(
  log: ScenarioLog,
  records: readonly CallRecord[],
  seconds: number,
  limit = 10,
): void {
  const names = [...new Set(records.map((record) => record.name))].sort();
  for (const name of names) {
    const summary = summarize(
      records.filter((record) => record.name === name),
      seconds,
    );
    log.saw(
      `  ${name.padEnd(38)} ${describe(summary)}${summary.unexpectedCount ? `, ${summary.unexpectedCount} unexpected` : ''}`,
    );
  }
  const unexpected = summarize(records, seconds).unexpected;
  for (const [what, count] of [...unexpected].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    log.saw(`  unexpected ×${count}: ${what}`);
  }
}

/** Scenario 1: many connections of mixed reads and writes through the gateway, and not one error. */
export async function sustainedLoad(ctx: ChaosContext): Promise<ScenarioResult> {
  const log = new ScenarioLog(
    `1. Load: ${ctx.connections} connections for ${ctx.loadSeconds} s of mixed reads and writes through the gateway`,
  );
  log.did(
    `${ctx.connections} keep-alive connections, each a signed-in youth (${ctx.youths.length} youths), ` +
      'each sending its next call as soon as the last is answered: user, habits (read, tick), check-ins ' +
      '(write, latest), forum threads (list, read, start a discussion, reply); a call unanswered after 30 s ' +
      "(the gateway's own proxy timeout) counts as an error",
  );
  const run = startLoad({
    client: ctx.client,
    youths: ctx.youths,
    state: ctx.state,
    connections: ctx.connections,
    durationMs: ctx.loadSeconds * 1000,
  });
  await run.done;
  const seconds = run.now() / 1000;
  const summary = summarize(run.records, seconds);
  log.saw(`${describe(summary)} in ${seconds.toFixed(1)} s`);
  printBreakdown(log, run.records, seconds);
  log.check(summary.calls > 0, `the load ran (${summary.calls} calls)`);
  log.check(
    summary.unexpectedCount === 0,
    `zero errors: ${summary.unexpectedCount} of ${summary.calls} calls got another status than the contract's (or no answer)`,
  );
  return log.result;
}
