import { setTimeout as sleep } from 'node:timers/promises';
import type { ChaosContext } from './context.js';
import { startLoad, type CallRecord } from './load.js';
import { ScenarioLog, type ScenarioResult } from './report.js';
import { describe, ms, percentile, summarize } from './stats.js';
import { printBreakdown } from './scenario-load.js';
import { startFloorProbe } from './floor-probe.js';

const WARM_UP_S = 5;
const WARM_UP_FORUM_CALLS = 20;
const WARM_UP_MAX_S = 60;
const DOWN_S = 10;
const AFTER_S = 10;
/** What a forum call must answer while svc-forum is away, and how fast (p99). */
const UNAVAILABLE = 503;
const UNAVAILABLE_P99_MS = 100;

const isForum = (record: CallRecord) => record.area === 'forum';
/** The gateway's words for the forum being away (gateway/src/routes.ts areaNames). */
const saysForumIsAway = (record: CallRecord) => /Pause and Post is not available/.test(record.message ?? '');

/**
 * Scenario 2: under the same load, svc-forum stops. Forum calls must get a prompt 503 that says
 * so, every other area keeps answering, and once svc-forum is started again (nothing else is
 * touched) forum calls work again.
 */
export async function forumDown(ctx: ChaosContext): Promise<ScenarioResult> {
  const log = new ScenarioLog('2. svc-forum stops under load, and comes back');
  log.did(
    `the same mixed load on ${ctx.connections} connections; svc-forum is stopped once ${WARM_UP_FORUM_CALLS} forum calls have worked (after ${WARM_UP_S} s at least)`,
  );
  const run = startLoad({
    client: ctx.client,
    youths: ctx.youths,
    state: ctx.state,
    connections: ctx.connections,
    durationMs: 10 * 60_000,
  });
  let stopRequested = Number.NaN;
  let stopped = Number.NaN;
  let startRequested = Number.NaN;
  let ready = Number.NaN;
  let floorLatencies: number[] = [];
  try {
    // Until forum calls are seen working under this load (at least 5 s; a busy machine takes longer).
    const forumWorked = () => run.records.filter((r) => isForum(r) && r.status === r.expected).length;
    while (
      run.now() < WARM_UP_S * 1000 ||
      (forumWorked() < WARM_UP_FORUM_CALLS && run.now() < WARM_UP_MAX_S * 1000)
    )
      await sleep(250);
    stopRequested = run.now();
    await ctx.stack.stopPart('svc-forum');
    stopped = run.now();
    log.did(`stopped svc-forum (SIGTERM; it exited ${ms(stopped - stopRequested)} after being asked)`);
    const floor = startFloorProbe(ctx.client, ctx.youths[0]?.host ?? '');
    await sleep(DOWN_S * 1000);
    floorLatencies = await floor.stop();
    startRequested = run.now();
    await ctx.stack.startPart('svc-forum');
    ready = run.now();
    log.did(`started svc-forum again; it answered /readyz ${ms(ready - startRequested)} later`);
    await sleep(AFTER_S * 1000);
  } finally {
    await run.stop();
  }
  const seconds = run.now() / 1000;
  log.saw(`${describe(summarize(run.records, seconds))} in ${seconds.toFixed(1)} s`);

  const others = run.records.filter((record) => !isForum(record));
  const forum = run.records.filter(isForum);
  const before = forum.filter((record) => record.at + record.ms < stopRequested);
  const whileDown = forum.filter((record) => record.at >= stopped && record.at + record.ms <= startRequested);
  const shutting = forum.filter(
    (record) =>
      (record.at + record.ms >= stopRequested && record.at < stopped) ||
      (record.at + record.ms > startRequested && record.at < ready),
  );
  const after = forum.filter((record) => record.at >= ready);

  const othersSummary = summarize(others, seconds);
  log.saw(`other areas (identity, wellness): ${describe(othersSummary)}`);
  log.check(
    others.length > 0 && othersSummary.unexpectedCount === 0,
    `every other area kept working: ${othersSummary.unexpectedCount} of ${others.length} identity and wellness calls got another status than the contract's`,
  );
  const beforeSummary = summarize(before, stopRequested / 1000);
  log.check(
    before.length > 0 && beforeSummary.unexpectedCount === 0,
    `forum calls worked before the stop (${before.length} calls, ${beforeSummary.unexpectedCount} unexpected)`,
  );

  const wrong = whileDown.filter((record) => record.status !== UNAVAILABLE || !saysForumIsAway(record));
  const firstMessage = whileDown.find(saysForumIsAway)?.message;
  log.saw(
    `while svc-forum was down: ${whileDown.length} forum calls; the gateway said: "${firstMessage ?? '(nothing)'}"`,
  );
  log.check(
    whileDown.length > 0 && wrong.length === 0,
    `forum calls answered ${UNAVAILABLE} with a clear message while svc-forum was down (${whileDown.length - wrong.length} of ${whileDown.length})`,
  );
  if (wrong.length) printBreakdown(log, wrong, DOWN_S, 5);
  const latencies = whileDown.map((record) => record.ms);
  const p99 = percentile(latencies, 99);
  log.saw(
    `latency of those answers: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(p99)}, max ${ms(Math.max(0, ...latencies))}; ` +
      `identity and wellness calls at the same time: p99 ${ms(
        percentile(
          others.filter((r) => r.at >= stopped && r.at <= startRequested).map((r) => r.ms),
          99,
        ),
      )}`,
  );
  log.saw(
    `the gateway's own GET /healthz meanwhile (queueing alone): p50 ${ms(percentile(floorLatencies, 50))}, ` +
      `p99 ${ms(percentile(floorLatencies, 99))} over ${floorLatencies.length} calls`,
  );
  log.check(
    p99 <= UNAVAILABLE_P99_MS,
    `the ${UNAVAILABLE}s came fast: p99 ${ms(p99)} ≤ ${UNAVAILABLE_P99_MS} ms`,
  );

  const shuttingWrong = shutting.filter(
    (record) =>
      record.status !== record.expected && !(record.status === UNAVAILABLE && saysForumIsAway(record)),
  );
  log.saw(
    `while svc-forum was stopping or starting: ${shutting.length} forum calls, ${shuttingWrong.length} got neither the contract's answer nor the clear ${UNAVAILABLE}`,
  );
  if (shuttingWrong.length) printBreakdown(log, shuttingWrong, 1, 5);
  log.check(
    shuttingWrong.length === 0,
    'no forum call failed in another way while svc-forum stopped or started',
  );

  const afterSummary = summarize(after, seconds - ready / 1000);
  log.check(
    after.length > 0 && afterSummary.unexpectedCount === 0,
    `the forum recovered by itself once svc-forum was up: ${after.length - afterSummary.unexpectedCount} of ${after.length} forum calls answered as the contract says`,
  );
  if (afterSummary.unexpectedCount) printBreakdown(log, after, AFTER_S, 5);
  return log.result;
}
