import type { Stack } from '../stack.js';
import { residentMemory, timedParts } from './processes.js';

/** One process's memory now, in MiB: what the OS holds for it, and what V8 reserved and uses. */
export interface HeldMemory {
  name: string;
  rssMiB: number;
  heapTotalMiB: number;
  heapUsedMiB: number;
}

const MiB = 1024 * 1024;

/**
 * A gauge of prom-client's default metrics (`nodejs_heap_size_used_bytes` …) from a /metrics page,
 * in MiB; NaN when the page does not have it.
 */
export function gaugeMiB(metrics: string, name: string): number {
  for (const line of metrics.split('\n')) {
    // `name 123` or, with the registry's default labels, `name{service="svc-forum"} 123`.
    if (!line.startsWith(`${name} `) && !line.startsWith(`${name}{`)) continue;
    const value = line.slice(line.lastIndexOf(' ') + 1);
    return Number(value) / MiB;
  }
  return Number.NaN;
}

/**
 * Each service's memory now, from /proc (RSS) and its own /metrics (V8's heap): whether RSS after
 * the peak is memory still in use (a leak, a cache) or heap V8 reserved at the peak and keeps.
 */
export async function heldMemory(stack: Stack): Promise<HeldMemory[]> {
  const rss = await residentMemory(stack);
  const services = timedParts(stack).filter(({ name }) => name.startsWith('svc-'));
  return Promise.all(
    services.map(async ({ name, port }) => {
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5_000) })
        .then((response) => response.text())
        .catch(() => '');
      return {
        name,
        rssMiB: rss[name] ?? Number.NaN,
        heapTotalMiB: gaugeMiB(metrics, 'nodejs_heap_size_total_bytes'),
        heapUsedMiB: gaugeMiB(metrics, 'nodejs_heap_size_used_bytes'),
      };
    }),
  );
}

const mib = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} MiB` : '—');

/** The figures as a Markdown table under a title. */
export function renderHeldMemory(title: string, rows: HeldMemory[]): string {
  return [
    `#### ${title}`,
    '',
    '| Process | RSS | V8 heap reserved | V8 heap in use |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) => `| ${row.name} | ${mib(row.rssMiB)} | ${mib(row.heapTotalMiB)} | ${mib(row.heapUsedMiB)} |`,
    ),
  ].join('\n');
}
