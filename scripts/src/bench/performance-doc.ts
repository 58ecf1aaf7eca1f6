import { readFile, writeFile } from 'node:fs/promises';

export const BEGIN = '<!-- bench:begin (written by npm run bench; edit outside these markers) -->';
export const END = '<!-- bench:end -->';

const HEADING = `# Performance

Figures from \`npm run bench\` (scripts/src/bench): the stack (\`start:stack\`) on the real servers
(FerretDB, Kafka, Redis; the \`bench\` infra profile), loopback only, load from autocannon with
10 connections. Rerun it on a quiet machine for figures worth comparing; \`BENCH_QUICK=1\` is a short
check that everything works, \`BENCH_DURATION_S\` sets the seconds per run.
`;

const REMAINS = `## What remains and why

(Written by hand: \`npm run bench\` keeps this section as it is.)
`;

/**
 * The document with the generated part replaced: everything outside the markers (the heading,
 * the hand-written "What remains and why") stays as it was. A new document gets both.
 */
export function withReport(document: string | undefined, report: string): string {
  const generated = `${BEGIN}\n\n${report}\n\n${END}`;
  if (document === undefined) return `${HEADING}\n${generated}\n\n${REMAINS}`;
  const begin = document.indexOf(BEGIN);
  const end = document.indexOf(END, begin);
  if (begin === -1 || end === -1) return `${document.trimEnd()}\n\n${generated}\n`;
  return `${document.slice(0, begin)}${generated}${document.slice(end + END.length)}`;
}

/**
 * The document with only its Lighthouse section replaced (`BENCH_ONLY=lighthouse`): from the
 * section's heading to the end of the generated part; the other figures stay those of the last full run.
 */
export function withLighthouseSection(
  document: string | undefined,
  section: string,
  heading: string,
): string {
  if (document === undefined) return withReport(undefined, section);
  const begin = document.indexOf(BEGIN);
  const end = document.indexOf(END, begin);
  if (begin === -1 || end === -1) return withReport(document, section);
  const start = document.indexOf(`\n${heading}\n`, begin);
  const from = start === -1 || start > end ? end : start + 1;
  return `${document.slice(0, from)}${section}\n\n${document.slice(end)}`;
}

export async function writePerformanceDoc(
  path: string,
  report: string,
  lighthouseOnly?: { heading: string },
): Promise<void> {
  const existing = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  const document = lighthouseOnly
    ? withLighthouseSection(existing, report, lighthouseOnly.heading)
    : withReport(existing, report);
  await writeFile(path, await formatted(path, document));
}

/** As `prettier --write` leaves it, so `npm run lint` stays green after a run (prettier is a root dev tool). */
export async function formatted(path: string, markdown: string): Promise<string> {
  try {
    const prettier = await import('prettier');
    const config = (await prettier.resolveConfig(path)) ?? {};
    return await prettier.format(markdown, { ...config, filepath: path });
  } catch (error) {
    console.error(`docs/performance.md is written unformatted (prettier: ${(error as Error).message})`);
    return markdown;
  }
}
