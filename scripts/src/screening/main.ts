// npm run screening:report: screens the corpus beside svc-forum's screening tests with the default
// lists and writes recall and the false-positive rate into docs/performance.md ("Screening").
import { readFile, writeFile } from 'node:fs/promises';
import { EvasionCorpus, InnocentCorpus, screeningFigures, screeningLists } from '@heartwise/svc-forum';
import { formatted } from '../bench/performance-doc.js';
import { fromRoot } from '../paths.js';
import { screeningReport, withScreeningReport } from './report.js';

const corpus = async (name: string): Promise<unknown> =>
  JSON.parse(await readFile(fromRoot('svc-forum/test/screening/corpus', name), 'utf8'));

const figures = screeningFigures(
  EvasionCorpus.parse(await corpus('evasions.json')),
  InnocentCorpus.parse(await corpus('innocent.json')),
  screeningLists(),
);
const report = screeningReport(figures, new Date());
const path = fromRoot('docs/performance.md');
await writeFile(path, await formatted(path, withScreeningReport(await readFile(path, 'utf8'), report)));
console.log(report);
console.log('\nwritten to docs/performance.md (Screening)');
