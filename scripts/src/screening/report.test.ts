import { describe, expect, it } from '@jest/globals';
import type { ScreeningFigures } from '@heartwise/svc-forum';
import { BEGIN, END, screeningReport, withScreeningReport } from './report.js';

const figures: ScreeningFigures = {
  evasions: 400,
  caught: 398,
  recall: 0.995,
  innocent: 320,
  held: 1,
  falsePositiveRate: 1 / 320,
  missed: [
    { group: 'slang', text: 's/h again', expected: 'crisis', got: 'clean' },
    { group: 'slang', text: 'f*ck off', expected: 'abusive', got: 'clean' },
  ],
  falsePositives: [{ group: 'sport', text: 'I hurt myself skateboarding', expected: 'clean', got: 'crisis' }],
};

describe('docs/performance.md, as npm run screening:report writes it', () => {
  const report = screeningReport(figures, new Date('2026-11-26T10:00:00Z'));

  it('gives recall and the false-positive rate with their counts, the date and the command', () => {
    expect(report).toContain('Measured 2026-11-26 by `npm run screening:report`');
    expect(report).toContain('| 400 | 398 caught | recall 99.5% |');
    expect(report).toContain('| 320 | 1 held | false positives 0.3% |');
    expect(report).toContain('- "s/h again" (slang): crisis, screened clean');
    expect(report).toContain('- "I hurt myself skateboarding" (sport): clean, screened crisis');
  });

  it('adds a Screening section to a document without one, keeping everything else', () => {
    const written = withScreeningReport('# Performance\n\n## Load and chaos\n\nby hand\n', report);
    expect(written.startsWith('# Performance\n\n## Load and chaos\n\nby hand\n\n## Screening\n\n')).toBe(
      true,
    );
    expect(written).toContain(`${BEGIN}\n\n${report}\n\n${END}`);
  });

  it('replaces only the generated part on the next run', () => {
    const before = `# Performance\n\n## Screening\n\n${BEGIN}\n\nold figures\n\n${END}\n\nA note by hand.\n\n## Other\n`;
    const after = withScreeningReport(before, report);
    expect(after).not.toContain('old figures');
    expect(after).toContain(report);
    expect(after.endsWith(`${END}\n\nA note by hand.\n\n## Other\n`)).toBe(true);
    expect(withScreeningReport(after, report)).toBe(after);
  });
});
