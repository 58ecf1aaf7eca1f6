import { FORUM_LIST, labelOf, PENDING_QUEUE } from './endpoints.js';
import type { LoadFigures } from './load.js';
import type { PageScores } from './lighthouse.js';
import type { BenchResults } from './results.js';
import { checkTargets } from './targets.js';

/** Where the Lighthouse section starts in the generated part of docs/performance.md. */
export const LIGHTHOUSE_HEADING = '### Lighthouse';

const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : '—');
const ms = (value: number) => {
  if (!Number.isFinite(value)) return '—';
  // autocannon's histogram counts whole milliseconds: 0 means under one.
  if (value === 0) return '< 1 ms';
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')} ms`;
};
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
const percent = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : '—');

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const loadCells = (figures: LoadFigures) =>
  figures.requests === 0
    ? ['0', 'no answer', 'within the run', int(figures.errors)]
    : [int(figures.requestsPerSecond), ms(figures.p50Ms), ms(figures.p99Ms), int(figures.errors)];

/** The main table: the ceiling, each endpoint direct and through the gateway, the forum sizes. */
function loadTable(results: BenchResults): string {
  const ceiling = results.ceiling.requestsPerSecond;
  const rows: string[][] = [
    ['ceiling (bare node:http, small JSON)', '—', ...loadCells(results.ceiling), '—', '—', '100%'],
  ];
  for (const { name, direct, gateway } of results.endpoints) {
    rows.push([name, 'direct', ...loadCells(direct), '—', '—', percent(direct.requestsPerSecond / ceiling)]);
    rows.push([
      name,
      'gateway',
      ...loadCells(gateway),
      times(gateway.requestsPerSecond / direct.requestsPerSecond),
      times(gateway.p99Ms / direct.p99Ms),
      percent(gateway.requestsPerSecond / ceiling),
    ]);
  }
  const { small, large } = results.forum;
  for (const size of [small, large]) {
    const seeded = size.seed.complete ? '' : ' (seeding budget ran out)';
    rows.push([
      `${labelOf(FORUM_LIST)}, ${int(size.threads)} threads${seeded}`,
      `direct, one at a time (${size.figures.requests} ${size.figures.requests === 1 ? 'request' : 'requests'})`,
      ...loadCells(size.figures),
      '—',
      size === large ? `${times(large.figures.p99Ms / small.figures.p99Ms)} of ${int(small.threads)}` : '—',
      '—',
    ]);
  }
  return table(
    ['Run', 'Path', 'req/s', 'p50', 'p99', 'errors', 'gateway/direct req/s', 'p99 ratio', 'of ceiling req/s'],
    rows,
  );
}

function targetTable(results: BenchResults): string {
  return table(
    ['Target', 'Figure', ''],
    checkTargets(results).map((check) => [check.target, check.actual, check.met ? 'met' : '**missed**']),
  );
}

function processTable(results: BenchResults): string {
  const names = [...new Set([...Object.keys(results.startupMs), ...Object.keys(results.memoryMiB)])];
  return table(
    ['Process', 'start-up (spawn → /readyz 200)', 'RSS after the load'],
    names.map((name) => [
      name,
      name in results.startupMs ? ms(results.startupMs[name] ?? Number.NaN) : '—',
      name in results.memoryMiB ? `${(results.memoryMiB[name] ?? 0).toFixed(0)} MiB` : '—',
    ]),
  );
}

/** The generated part of docs/performance.md (and what the terminal shows). */
export function renderReport(results: BenchResults): string {
  const { machine, events } = results;
  const seeds = [results.forum.small, results.forum.large]
    .map((size) => `${int(size.seed.threads)} in ${size.seed.seconds.toFixed(1)} s`)
    .join(', ');
  return [
    `Measured ${results.date.toISOString().replace(/\.\d+Z$/, 'Z')} (${results.mode}) on ${machine.cpu}, ` +
      `${machine.cores} cores, ${machine.memoryGiB.toFixed(1)} GiB memory, Node ${machine.node}; ` +
      `load average ${machine.loadAverage.toFixed(2)} at the start.`,
    '',
    '### Throughput and latency',
    '',
    loadTable(results),
    '',
    `Forum threads seeded straight into FerretDB (cumulative): ${seeds}.`,
    '',
    '### Targets',
    '',
    targetTable(results),
    '',
    '### Event latency',
    '',
    `forum.content.reported → item listed in ${labelOf(PENDING_QUEUE)}, over ${events.samples} ` +
      `reports (from sending the report to the first list answer holding it, polled every 10 ms): ` +
      `p50 ${ms(events.p50Ms)}, p95 ${ms(events.p95Ms)}${events.lost ? `; ${events.lost} never listed within 10 s` : ''}.`,
    '',
    '### Start-up and memory',
    '',
    `The whole stack, every process started at once: ${results.coldStartS.toFixed(1)} s until all answered.`,
    '',
    processTable(results),
    '',
    renderLighthouse(results.lighthouse),
  ].join('\n');
}

/** Issue 18's targets for one page on the phone (the desktop rows are for comparison only). */
function lighthouseTargets(page: PageScores): string {
  if (page.device !== 'mobile') return '—';
  const performance = page.performance >= 95 ? 'met' : '**missed**';
  const accessibility = page.accessibility === 100 ? 'met' : '**missed**';
  return performance === accessibility
    ? performance
    : `performance ${performance}, accessibility ${accessibility}`;
}

/**
 * The Lighthouse section, self-contained (its targets in its own table) so that a Lighthouse-only
 * run (`BENCH_ONLY=lighthouse`) can replace it alone; `measured` says when, for such a run.
 */
export function renderLighthouse(scores: PageScores[] | undefined, measured?: string): string {
  const body = scores
    ? table(
        ['Page', 'Device', 'Performance', 'Accessibility', 'Targets (≥ 95, 100)', 'Note'],
        scores.map((page) => [
          page.page,
          page.device,
          int(page.performance),
          int(page.accessibility),
          lighthouseTargets(page),
          page.note ?? '',
        ]),
      )
    : 'Not run (BENCH_LIGHTHOUSE=0).';
  return [
    LIGHTHOUSE_HEADING,
    '',
    ...(measured ? [measured, ''] : []),
    "Debian's Chromium headless, simulated throttling. mobile is Lighthouse's default (a mid-range " +
      'phone on slow 4G, CPU slowed 4×) and the one the targets hold for; desktop is its desktop preset. ' +
      'Staff pages are opened on their portal hosts (mod., admin., portal.), each as its own role.',
    '',
    body,
  ].join('\n');
}
