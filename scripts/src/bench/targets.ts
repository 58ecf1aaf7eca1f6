import { FORUM_LIST, labelOf } from './endpoints.js';
import type { BenchResults } from './results.js';

export interface TargetCheck {
  target: string;
  /** The figure it was judged on, as the table shows it. */
  actual: string;
  met: boolean;
}

const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
const NO_ANSWER = 'no answer within the run';

/**
 * Issue 8's targets, each met or missed. "Every endpoint ≥ 40% of the ceiling" is judged on the
 * service's own figure (direct): the gateway's share is its own target.
 */
export function checkTargets(results: BenchResults): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const { name, direct, gateway } of results.endpoints) {
    if (direct.requests === 0 || gateway.requests === 0) {
      checks.push({ target: `${name}: measured at all`, actual: NO_ANSWER, met: false });
      continue;
    }
    const throughput = gateway.requestsPerSecond / direct.requestsPerSecond;
    checks.push({
      target: `${name}: gateway ≥ 0.8× direct req/s`,
      actual: ratio(throughput),
      met: throughput >= 0.8,
    });
    const p99 = gateway.p99Ms / direct.p99Ms;
    checks.push({ target: `${name}: gateway p99 ≤ 1.3× direct`, actual: ratio(p99), met: p99 <= 1.3 });
    const share = direct.requestsPerSecond / results.ceiling.requestsPerSecond;
    checks.push({
      target: `${name}: ≥ 40% of the ceiling's req/s`,
      actual: `${(share * 100).toFixed(1)}%`,
      met: share >= 0.4,
    });
  }
  for (const { name, direct, gateway } of results.endpoints) {
    const errors = direct.errors + gateway.errors;
    if (errors > 0)
      checks.push({ target: `${name}: no failed requests`, actual: String(errors), met: false });
  }
  const { small, large } = results.forum;
  const growth = large.figures.p99Ms / small.figures.p99Ms;
  checks.push({
    target: `${labelOf(FORUM_LIST)} p99 at ${large.threads.toLocaleString('en')} ≤ 1.2× at ${small.threads.toLocaleString('en')}`,
    actual: ratio(growth),
    met: growth <= 1.2,
  });
  const events = results.events;
  checks.push({
    target: 'forum.content.reported → listed in moderation: p95 ≤ 200 ms',
    actual: `${Math.round(events.p95Ms)} ms${events.lost ? `, ${events.lost} never listed` : ''}`,
    met: events.p95Ms <= 200 && events.lost === 0,
  });
  // Lighthouse's targets are in its own table (report.ts renderLighthouse), which a
  // Lighthouse-only run rewrites alone.
  return checks;
}
