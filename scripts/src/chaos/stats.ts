import type { CallRecord } from './load.js';

/** The p-th percentile (0–100) of the values, nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export const ms = (value: number): string => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);

export interface Summary {
  calls: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Calls that did not get the contract's status, by "name → status: message". */
  unexpected: Map<string, number>;
  unexpectedCount: number;
}

/** Counts, rate and latency of some calls; `seconds` is the window they were sent in. */
export function summarize(records: readonly CallRecord[], seconds: number): Summary {
  const unexpected = new Map<string, number>();
  for (const record of records) {
    if (record.status === record.expected) continue;
    const key = `${record.name} → ${record.status || 'no answer'}${record.message ? `: ${record.message}` : ''}`;
    unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
  }
  const latencies = records.map((record) => record.ms);
  return {
    calls: records.length,
    perSecond: seconds > 0 ? records.length / seconds : 0,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.reduce((a, b) => Math.max(a, b), 0),
    unexpected,
    unexpectedCount: [...unexpected.values()].reduce((a, b) => a + b, 0),
  };
}

/** "1234 calls (205/s), p50 12 ms, p99 80 ms, max 120 ms" */
export function describe(summary: Summary): string {
  return (
    `${summary.calls} calls (${summary.perSecond.toFixed(0)}/s), p50 ${ms(summary.p50)}, ` +
    `p99 ${ms(summary.p99)}, max ${ms(summary.max)}`
  );
}
