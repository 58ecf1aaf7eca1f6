import { FORUM_LIST, labelOf, PENDING_QUEUE } from './endpoints.js';
import type { LoadFigures } from './load.js';
import type { PageScores } from './lighthouse.js';
import type { CallFigures } from './morning-peak/index.js';
import type { BenchResults, DistrictResults } from './results.js';
import type { DistrictSeed } from './seed-district.js';
import { checkTargets, districtWords, SCALE_GROWTH } from './targets.js';

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
    const seeded = size.seeded ? '' : ' (seeding budget ran out)';
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
    ['Process', 'start-up (spawn → /readyz 200)', 'RSS after the full bench'],
    names.map((name) => [
      name,
      name in results.startupMs ? ms(results.startupMs[name] ?? Number.NaN) : '—',
      name in results.memoryMiB ? `${(results.memoryMiB[name] ?? 0).toFixed(0)} MiB` : '—',
    ]),
  );
}

const seconds = (value: number) =>
  `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')} s`;

/** Each size's seeding steps: what each wrote this run and how fast, then what the stores hold. */
export function renderSeeding(district: Pick<DistrictResults, 'small' | 'large'>): string {
  const sizes: DistrictSeed[] = [district.small, district.large];
  const rows = sizes.flatMap((seed) =>
    seed.steps.map((step) => [
      `${seed.size.label}: ${districtWords({ ...seed, youth: seed.size.youth, threads: seed.size.threads })}`,
      `${step.step}${step.complete ? '' : ' (budget ran out)'}`,
      int(step.documents),
      seconds(step.seconds),
      step.seconds > 0 && step.documents > 0 ? int(step.documents / step.seconds) : '—',
    ]),
  );
  const held = sizes.map((seed) => {
    const reached = seed.complete
      ? `in ${seconds(seed.seconds)}`
      : `**the ${seconds(seed.budgetS)} budget ran out** after ${seconds(seed.seconds)}`;
    return (
      `${seed.size.label}: the stores hold ${int(seed.youth)} youth, ${int(seed.checkIns)} check-ins ` +
      `(${seed.checkInsPerYouth} a youth over a year) and ${int(seed.threads)} threads, ${reached}.`
    );
  });
  return [
    'Each service seeds its own part, read models included, straight into its database in batches of ' +
      "1,000 (svc-identity's, svc-forum's and svc-wellness's `seed…` functions); each step adds only " +
      'what is not there yet, so the large size adds to the small one. Documents are the records ' +
      'written this run (accounts, names and agreements, check-ins and habits, threads and replies); ' +
      'the read models beside them are not counted.',
    '',
    table(['Size', 'Step', 'documents', 'seconds', 'documents/s'], rows),
    '',
    ...held.map((line) => `- ${line}`),
  ].join('\n');
}

const callCells = (figures: CallFigures) =>
  figures.requests === 0
    ? ['0', '—', 'no answer', 'within the run', int(figures.errors)]
    : [
        int(figures.requests),
        int(figures.requestsPerSecond),
        ms(figures.p50Ms),
        ms(figures.p99Ms),
        int(figures.errors),
      ];

/** Issue 18 §3: the peak overall, then each call of the students' journey. */
export function renderMorningPeak(
  district: Pick<DistrictResults, 'peak' | 'peakSetup' | 'large' | 'peakCpu'>,
): string {
  const { peak, peakSetup, large, peakCpu } = district;
  const overall =
    peak.requests === 0
      ? 'no answer came back within the run'
      : `**${int(peak.requestsPerSecond)} req/s**, p50 ${ms(peak.p50Ms)}, **p99 ${ms(peak.p99Ms)}**, ` +
        `**${int(peak.errors)} ${peak.errors === 1 ? 'error' : 'errors'}** of ${int(peak.requests)} requests`;
  const samples = peak.errorSamples?.length
    ? ['', 'First failures:', '', ...peak.errorSamples.map((sample) => `- ${sample.replace(/\s+/g, ' ')}`)]
    : [];
  return [
    `${int(peakSetup.students)} students of the seeded district (${districtWords(large)}) through the ` +
      `gateway, ${peak.concurrency} journeys at once for ${int(peak.durationS)} s after ` +
      `${int(peakSetup.warmupS)} s of warm-up: each signs in, loads the dashboard (every call it makes), ` +
      `checks in, taps habits and kindness, opens the forum and one of ${int(peakSetup.threads)} seeded ` +
      `threads, and a few post or reply. All calls: ${overall}.`,
    '',
    table(
      ['Call', 'requests', 'req/s', 'p50', 'p99', 'errors'],
      peak.calls.map((figures) => [figures.call, ...callCells(figures)]),
    ),
    ...samples,
    ...renderPeakCpu(peakCpu, peak),
  ].join('\n');
}

/** Where the cores' time went while the peak was counted, and what one answered request cost each process. */
function renderPeakCpu(cpu: DistrictResults['peakCpu'], peak: DistrictResults['peak']): string[] {
  if (!cpu?.length) return [];
  const busy = cpu.reduce((sum, { shareOfMachine }) => sum + shareOfMachine, 0);
  const perRequest = (seconds: number) =>
    peak.requests > 0 ? `${((seconds * 1000) / peak.requests).toFixed(1)} ms` : '—';
  const total = cpu.reduce((sum, { seconds }) => sum + seconds, 0);
  return [
    '',
    `Where the CPU went while the peak was counted (each process's user and system time from /proc; ` +
      `the machine was ${percent(busy)} busy with these):`,
    '',
    table(
      ['Process', 'CPU seconds', 'share of the machine', 'CPU per answered request'],
      [
        ...cpu.map(({ process, seconds, shareOfMachine }) => [
          process,
          seconds.toFixed(1),
          percent(shareOfMachine),
          perRequest(seconds),
        ]),
        ['all of these', total.toFixed(1), percent(busy), perRequest(total)],
      ],
    ),
  ];
}

/** Issue 18 §4: each hot call one request at a time at both sizes, and how its p99 grew. */
export function renderScale(district: DistrictResults): string {
  const { small, large, hotCalls } = district;
  const rows = hotCalls.large.map((atLarge) => {
    const atSmall = hotCalls.small.find((figures) => figures.call === atLarge.call);
    const growth =
      atSmall && atSmall.requests && atLarge.requests ? atLarge.p99Ms / atSmall.p99Ms : Number.NaN;
    return [
      atLarge.call,
      atSmall ? ms(atSmall.p99Ms) : '—',
      ms(atLarge.p99Ms),
      times(growth),
      Number.isFinite(growth) ? (growth <= SCALE_GROWTH ? 'met' : '**missed**') : '**missed**',
      `${atSmall ? int(atSmall.requests) : 0} / ${int(atLarge.requests)}`,
    ];
  });
  return [
    `Each call a youth makes while the app is in use, one request at a time through the gateway, ` +
      `at ${districtWords(small)} and again at ${districtWords(large)}.`,
    '',
    table(
      [
        'Call',
        `p99, ${districtWords(small)}`,
        `p99, ${districtWords(large)}`,
        'ratio',
        `≤ ${SCALE_GROWTH}×`,
        'requests (small / large)',
      ],
      rows,
    ),
  ].join('\n');
}

/** The generated part of docs/performance.md (and what the terminal shows). */
export function renderReport(results: BenchResults): string {
  const { machine, events } = results;
  return [
    `Measured ${results.date.toISOString().replace(/\.\d+Z$/, 'Z')} (${results.mode}) on ${machine.cpu}, ` +
      `${machine.cores} cores, ${machine.memoryGiB.toFixed(1)} GiB memory, Node ${machine.node}; ` +
      `load average ${machine.loadAverage.toFixed(2)} at the start.`,
    '',
    '### Throughput and latency',
    '',
    loadTable(results),
    '',
    '### District seeding',
    '',
    renderSeeding(results.district),
    '',
    '### Morning peak',
    '',
    renderMorningPeak(results.district),
    '',
    '### Scale',
    '',
    renderScale(results.district),
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
