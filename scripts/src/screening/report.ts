import type { Miss, ScreeningFigures } from '@heartwise/svc-forum';

export const BEGIN =
  '<!-- screening:begin (written by npm run screening:report; edit outside these markers) -->';
export const END = '<!-- screening:end -->';
const HEADING = '## Screening';

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
const count = (n: number) => n.toLocaleString('en-GB');

function listed(title: string, misses: readonly Miss[]): string[] {
  if (misses.length === 0) return [`${title}: none.`];
  return [
    `${title}:`,
    '',
    ...misses.map(
      (miss) => `- ${JSON.stringify(miss.text)} (${miss.group}): ${miss.expected}, screened ${miss.got}`,
    ),
  ];
}

/** The generated part of the Screening section: the figures, with the counts and the date. */
export function screeningReport(figures: ScreeningFigures, measuredAt: Date): string {
  return [
    `Measured ${measuredAt.toISOString().slice(0, 10)} by \`npm run screening:report\` (scripts/src/screening): ` +
      "svc-forum's screening with its default lists on the corpus beside its tests " +
      '(`svc-forum/test/screening/corpus/`: `evasions.json` by technique, `innocent.json` by theme).',
    '',
    '| corpus | sentences | result | rate |',
    '| --- | --- | --- | --- |',
    `| evasions that must be caught, each as what it is (crisis or abusive) | ${count(figures.evasions)} | ${count(figures.caught)} caught | recall ${percent(figures.recall)} |`,
    `| innocent sentences that must stay clean | ${count(figures.innocent)} | ${count(figures.held)} held | false positives ${percent(figures.falsePositiveRate)} |`,
    '',
    ...listed('Evasions missed', figures.missed),
    '',
    ...listed('Innocent sentences held', figures.falsePositives),
    '',
    'The unit test `svc-forum/test/screening/corpus.test.ts` fails when recall falls below 99% or ' +
      'false positives rise above 1%, and lists the sentences.',
  ].join('\n');
}

/**
 * The document with the Screening section's generated part replaced; everything else stays as it
 * was. A document without the section gets it at its end.
 */
export function withScreeningReport(document: string, report: string): string {
  const generated = `${BEGIN}\n\n${report}\n\n${END}`;
  const begin = document.indexOf(BEGIN);
  const end = document.indexOf(END, begin);
  if (begin === -1 || end === -1) return `${document.trimEnd()}\n\n${HEADING}\n\n${generated}\n`;
  return `${document.slice(0, begin)}${generated}${document.slice(end + END.length)}`;
}
