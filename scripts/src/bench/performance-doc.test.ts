import { describe, expect, it } from '@jest/globals';
import { BEGIN, END, withLighthouseSection, withReport } from './performance-doc.js';
import {
  LIGHTHOUSE_HEADING,
  renderLighthouse,
  renderMorningPeak,
  renderReport,
  renderScale,
  renderSeeding,
} from './report.js';
import type { LoadFigures } from './load.js';
import type { CallFigures, MorningPeakResult } from './morning-peak/index.js';
import type { BenchResults, DistrictResults } from './results.js';
import type { DistrictSeed } from './seed-district.js';
import { checkTargets } from './targets.js';

const figures = (requestsPerSecond: number, p99Ms: number, requests = 100): LoadFigures => ({
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p99Ms,
  requests,
  errors: 0,
});

const call = (name: string, p99Ms: number, overrides: Partial<CallFigures> = {}): CallFigures => ({
  call: name,
  requests: 100,
  requestsPerSecond: 20,
  p50Ms: p99Ms / 2,
  p99Ms,
  errors: 0,
  ...overrides,
});

const seeded = (label: 'small' | 'large', youth: number, threads: number): DistrictSeed => ({
  size: { label, youth, threads },
  checkInsPerYouth: 12,
  youth,
  checkIns: youth * 12,
  threads,
  steps: [
    { step: 'youth accounts (svc-identity)', documents: youth, seconds: 2, complete: true },
    { step: 'threads and replies (svc-forum)', documents: threads * 1.5, seconds: 10, complete: true },
  ],
  seconds: 12,
  budgetS: 1_800,
  complete: true,
});

const peak = (overrides: Partial<MorningPeakResult> = {}): MorningPeakResult => ({
  durationS: 60,
  concurrency: 64,
  requests: 21_000,
  requestsPerSecond: 350,
  p50Ms: 80,
  p99Ms: 420,
  errors: 0,
  calls: [call('POST /api/login', 300), call('GET /api/forum/threads', 450)],
  ...overrides,
});

const district = (overrides: Partial<DistrictResults> = {}): DistrictResults => ({
  small: seeded('small', 1_000, 1_000),
  large: seeded('large', 50_000, 100_000),
  hotCalls: {
    small: [call('GET /api/habits', 20), call('GET /api/forum/threads', 40)],
    large: [call('GET /api/habits', 22), call('GET /api/forum/threads', 44)],
  },
  peak: peak(),
  peakSetup: { students: 2_000, threads: 200, warmupS: 5 },
  ...overrides,
});

const results = (overrides: Partial<BenchResults> = {}): BenchResults => ({
  date: new Date('2026-01-01T00:00:00Z'),
  machine: { cpu: 'CPU', cores: 2, memoryGiB: 4, node: 'v24', loadAverage: 0 },
  mode: 'test',
  ceiling: figures(10_000, 5),
  endpoints: [{ name: 'GET /api/user', direct: figures(5_000, 10), gateway: figures(4_500, 12) }],
  forum: {
    small: { threads: 1_000, figures: figures(50, 20), seeded: true },
    large: { threads: 100_000, figures: figures(45, 22), seeded: true },
  },
  district: district(),
  events: { samples: 50, p50Ms: 40, p95Ms: 90, lost: 0 },
  coldStartS: 10,
  startupMs: {},
  memoryMiB: {},
  ...overrides,
});

describe('docs/performance.md, as npm run bench writes it', () => {
  it('replaces only what lies between the markers, keeping the hand-written sections', () => {
    const before = `# Performance\n\nintro\n\n${BEGIN}\n\nold table\n\n${END}\n\n## What remains and why\n\nby hand\n`;
    const after = withReport(before, 'new table');
    expect(after).toContain('new table');
    expect(after).not.toContain('old table');
    expect(after.startsWith('# Performance\n\nintro\n\n')).toBe(true);
    expect(after.endsWith('## What remains and why\n\nby hand\n')).toBe(true);
  });

  it('starts a new document with the heading, the report and a place for what remains', () => {
    const fresh = withReport(undefined, 'first table');
    expect(fresh).toMatch(/^# Performance/);
    expect(fresh).toContain(`${BEGIN}\n\nfirst table\n\n${END}`);
    expect(fresh).toContain('## What remains and why');
  });
});

describe('a Lighthouse-only run (BENCH_ONLY=lighthouse)', () => {
  const document = `# Performance\n\n${BEGIN}\n\n### Throughput\n\nfull run\n\n${LIGHTHOUSE_HEADING}\n\nold pages\n\n${END}\n\n## What remains and why\n\nby hand\n`;

  it('replaces only the Lighthouse section, keeping the full run and the hand-written sections', () => {
    const after = withLighthouseSection(document, `${LIGHTHOUSE_HEADING}\n\nnew pages`, LIGHTHOUSE_HEADING);
    expect(after).toContain('full run');
    expect(after).toContain('new pages');
    expect(after).not.toContain('old pages');
    expect(after.endsWith(`${END}\n\n## What remains and why\n\nby hand\n`)).toBe(true);
  });

  it('adds the section at the end of the generated part when a document has none', () => {
    const without = document.replace(`${LIGHTHOUSE_HEADING}\n\nold pages\n\n`, '');
    const after = withLighthouseSection(without, `${LIGHTHOUSE_HEADING}\n\nnew pages`, LIGHTHOUSE_HEADING);
    expect(after).toContain(`full run\n\n${LIGHTHOUSE_HEADING}\n\nnew pages\n\n${END}`);
  });

  it('judges each phone page against issue 18 in its own table', () => {
    const section = renderLighthouse(
      [
        { page: '/landing', device: 'mobile', performance: 100, accessibility: 100 },
        { page: '/auth', device: 'mobile', performance: 80, accessibility: 100 },
        { page: '/auth', device: 'desktop', performance: 97, accessibility: 100 },
      ],
      'Measured just now.',
    );
    const rows = section.split('\n').filter((line) => line.startsWith('| /'));
    expect(rows).toEqual([
      expect.stringMatching(/^\| \/landing \| mobile \| 100 \| 100 \| met \|/),
      expect.stringMatching(
        /^\| \/auth \| mobile \| 80 \| 100 \| performance \*\*missed\*\*, accessibility met \|/,
      ),
      expect.stringMatching(/^\| \/auth \| desktop \| 97 \| 100 \| — \|/),
    ]);
    expect(section).toContain('Measured just now.');
  });
});

describe("issue 8's targets", () => {
  it('are met when every figure is within its bound', () => {
    expect(checkTargets(results()).every((check) => check.met)).toBe(true);
  });

  it('are missed, each on its own figure, when the gateway or the forum falls behind', () => {
    const missed = checkTargets(
      results({
        endpoints: [{ name: 'GET /api/user', direct: figures(5_000, 10), gateway: figures(3_000, 20) }],
        forum: {
          small: { threads: 1_000, figures: figures(50, 20), seeded: true },
          large: { threads: 100_000, figures: figures(5, 300), seeded: true },
        },
      }),
    )
      .filter((check) => !check.met)
      .map((check) => `${check.target} (${check.actual})`);
    expect(missed).toEqual([
      'GET /api/user: gateway ≥ 0.8× direct req/s (0.60×)',
      'GET /api/user: gateway p99 ≤ 1.3× direct (2.00×)',
      'GET /api/forum/threads p99 at 100,000 ≤ 1.2× at 1,000 (15.00×)',
    ]);
  });

  it('count a run that got no answer back as missed, not as a ratio of zeros', () => {
    const silent = checkTargets(
      results({
        endpoints: [{ name: 'GET /api/user', direct: figures(0, 0, 0), gateway: figures(0, 0, 0) }],
      }),
    );
    expect(silent.find((check) => check.target.startsWith('GET /api/user'))).toEqual({
      target: 'GET /api/user: measured at all',
      actual: 'no answer within the run',
      met: false,
    });
  });
});

describe("issue 18's district: seeding, the morning peak and scale", () => {
  const missedOf = (overrides: Partial<BenchResults>) =>
    checkTargets(results(overrides))
      .filter((check) => !check.met)
      .map((check) => `${check.target} (${check.actual})`);

  it('are met, each in its own row, when the peak, every hot call and every process are within bounds', () => {
    const checks = checkTargets(results({ memoryMiB: { gateway: 120, 'svc-wellness': 290 } }));
    expect(checks.filter((check) => !check.met)).toEqual([]);
    expect(checks.map((check) => check.target)).toEqual(
      expect.arrayContaining([
        'Stores seeded: 50,000 youth, 600,000 check-ins over a year, 100,000 threads',
        'Morning peak: ≥ 300 req/s sustained for 60 s',
        'Morning peak: p99 ≤ 500 ms',
        'Morning peak: 0 errors',
        'GET /api/habits: p99 at 50,000 youth, 100,000 threads ≤ 1.2× at 1,000 youth, 1,000 threads',
        'GET /api/forum/threads: p99 at 50,000 youth, 100,000 threads ≤ 1.2× at 1,000 youth, 1,000 threads',
        'gateway: ≤ 300 MiB RSS after the full bench',
        'svc-wellness: ≤ 300 MiB RSS after the full bench',
      ]),
    );
  });

  it('are missed, each on its own figure: a slow, short or failing peak, a call that grows, a process that grows', () => {
    const missed = missedOf({
      memoryMiB: { gateway: 120, 'svc-wellness': 753 },
      district: district({
        peak: peak({ durationS: 10, requestsPerSecond: 140, p99Ms: 827, errors: 3 }),
        hotCalls: {
          small: [call('GET /api/habits', 20), call('GET /api/forum/threads', 40)],
          large: [call('GET /api/habits', 21), call('GET /api/forum/threads', 200, { errors: 2 })],
        },
      }),
    });
    expect(missed).toEqual([
      'Morning peak: ≥ 300 req/s sustained for 60 s (140 req/s for 10 s)',
      'Morning peak: p99 ≤ 500 ms (827 ms)',
      'Morning peak: 0 errors (3)',
      'GET /api/forum/threads: p99 at 50,000 youth, 100,000 threads ≤ 1.2× at 1,000 youth, 1,000 threads (5.00×)',
      'GET /api/forum/threads, one at a time: no failed requests (2)',
      'svc-wellness: ≤ 300 MiB RSS after the full bench (753 MiB)',
    ]);
  });

  it('a peak above 300 req/s that ran only the quick 10 s does not count as sustained for 60 s', () => {
    expect(missedOf({ district: district({ peak: peak({ durationS: 10 }) }) })).toEqual([
      'Morning peak: ≥ 300 req/s sustained for 60 s (350 req/s for 10 s)',
    ]);
  });

  it('count a seeding cut short by its budget, and a peak with no answer, as missed', () => {
    const short = { ...seeded('large', 50_000, 100_000), youth: 20_000, checkIns: 240_000, threads: 0 };
    const missed = missedOf({
      district: district({
        large: { ...short, complete: false },
        peak: peak({ requests: 0, requestsPerSecond: 0, calls: [] }),
      }),
    });
    expect(missed).toEqual([
      'Stores seeded: 50,000 youth, 600,000 check-ins over a year, 100,000 threads (20,000, 240,000, 0)',
      'Morning peak: measured at all (no answer within the run)',
    ]);
  });

  it('shows the seeding of each size, step by step, with its rate and whether the budget ran out', () => {
    const large = seeded('large', 50_000, 100_000);
    const cut = {
      ...large,
      threads: 40_000,
      complete: false,
      steps: [
        ...large.steps.slice(0, 1),
        { step: 'threads and replies (svc-forum)', documents: 60_000, seconds: 30, complete: false },
      ],
    };
    const section = renderSeeding({ small: seeded('small', 1_000, 1_000), large: cut });
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| small') || line.startsWith('| large'));
    expect(rows).toEqual([
      expect.stringMatching(
        /^\| small: 1,000 youth, 1,000 threads \| youth accounts \(svc-identity\) \| 1,000 \| 2\.0 s \| 500 \|/,
      ),
      expect.stringMatching(
        /^\| small: 1,000 youth, 1,000 threads \| threads and replies \(svc-forum\) \| 1,500 \| 10 s \| 150 \|/,
      ),
      expect.stringMatching(
        /^\| large: 50,000 youth, 100,000 threads \| youth accounts \(svc-identity\) \| 50,000 \| 2\.0 s \| 25,000 \|/,
      ),
      expect.stringMatching(
        /^\| large: 50,000 youth, 100,000 threads \| threads and replies \(svc-forum\) \(budget ran out\) \| 60,000 \| 30 s \| 2,000 \|/,
      ),
    ]);
    expect(section).toContain(
      'large: the stores hold 50,000 youth, 600,000 check-ins (12 a youth over a year) and 40,000 threads, **the 1,800 s budget ran out** after 12 s.',
    );
  });

  it('shows the peak overall and per call, with the first failures', () => {
    const section = renderMorningPeak(
      district({ peak: peak({ errors: 1, errorSamples: ['POST /api/login: 429\n  slow down'] }) }),
    );
    expect(section).toContain('2,000 students of the seeded district (50,000 youth, 100,000 threads)');
    expect(section).toContain('64 journeys at once for 60 s after 5 s of warm-up');
    expect(section).toContain('**350 req/s**, p50 80 ms, **p99 420 ms**, **1 error** of 21,000 requests');
    expect(section.split('\n').filter((line) => line.startsWith('| '))).toEqual([
      expect.stringMatching(/^\| Call \| requests \| req\/s \| p50 \| p99 \| errors \|/),
      expect.stringMatching(/^\| --- /),
      '| POST /api/login | 100 | 20 | 150 ms | 300 ms | 0 |',
      '| GET /api/forum/threads | 100 | 20 | 225 ms | 450 ms | 0 |',
    ]);
    expect(section).toContain('- POST /api/login: 429 slow down');
  });

  it('shows where the CPU went during the peak: per process, its share of the machine and per request', () => {
    const section = renderMorningPeak(
      district({
        peakCpu: [
          { process: 'ferretdb', seconds: 48, shareOfMachine: 0.4 },
          { process: 'svc-identity', seconds: 24, shareOfMachine: 0.2 },
        ],
      }),
    );
    expect(section).toContain('the machine was 60.0% busy with these');
    // 21,000 requests: 48 s of FerretDB is 2.3 ms of it per answered request.
    expect(
      section.split('\n').filter((line) => /^\| (ferretdb|svc-identity|all of these) /.test(line)),
    ).toEqual([
      '| ferretdb | 48.0 | 40.0% | 2.3 ms |',
      '| svc-identity | 24.0 | 20.0% | 1.1 ms |',
      '| all of these | 72.0 | 60.0% | 3.4 ms |',
    ]);
  });

  it('shows each hot call at both sizes with the ratio of their p99s', () => {
    const rows = renderScale(district())
      .split('\n')
      .filter((line) => line.startsWith('| GET'));
    expect(rows).toEqual([
      '| GET /api/habits | 20 ms | 22 ms | 1.10× | met | 100 / 100 |',
      '| GET /api/forum/threads | 40 ms | 44 ms | 1.10× | met | 100 / 100 |',
    ]);
  });

  it('puts the new sections into the report, before the targets', () => {
    const report = renderReport(results());
    const order = ['### District seeding', '### Morning peak', '### Scale', '### Targets'].map((heading) =>
      report.indexOf(heading),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
