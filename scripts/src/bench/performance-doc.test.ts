import { describe, expect, it } from '@jest/globals';
import { BEGIN, END, withLighthouseSection, withReport } from './performance-doc.js';
import { LIGHTHOUSE_HEADING, renderLighthouse } from './report.js';
import type { LoadFigures } from './load.js';
import type { BenchResults } from './results.js';
import { checkTargets } from './targets.js';

const figures = (requestsPerSecond: number, p99Ms: number, requests = 100): LoadFigures => ({
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p99Ms,
  requests,
  errors: 0,
});

const results = (overrides: Partial<BenchResults> = {}): BenchResults => ({
  date: new Date('2026-01-01T00:00:00Z'),
  machine: { cpu: 'CPU', cores: 2, memoryGiB: 4, node: 'v24', loadAverage: 0 },
  mode: 'test',
  ceiling: figures(10_000, 5),
  endpoints: [{ name: 'GET /api/user', direct: figures(5_000, 10), gateway: figures(4_500, 12) }],
  forum: {
    small: { threads: 1_000, figures: figures(50, 20), seed: { threads: 1_000, seconds: 1, complete: true } },
    large: {
      threads: 100_000,
      figures: figures(45, 22),
      seed: { threads: 100_000, seconds: 9, complete: true },
    },
  },
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
          small: {
            threads: 1_000,
            figures: figures(50, 20),
            seed: { threads: 1_000, seconds: 1, complete: true },
          },
          large: {
            threads: 100_000,
            figures: figures(5, 300),
            seed: { threads: 100_000, seconds: 9, complete: true },
          },
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
