// What is in each bundle: after every build, test-results/bundles/<app>.md lists each emitted
// JavaScript file with its gzipped size and its biggest modules. Deterministic (sorted, gzip -9 of
// the emitted bytes) and cheap: it reads what webpack already holds, nothing is built again.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

const reportFolder = path.join(import.meta.dirname, '../../test-results/bundles');
const MODULES_PER_FILE = 5;

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

interface ModuleSize {
  name: string;
  bytes: number;
}

/** A module's parts: a scope-hoisted (concatenated) module is listed by the modules inside it. */
function moduleSizes(module: Module, compilation: Compilation): ModuleSize[] {
  const inner = (module as { modules?: Iterable<Module> }).modules;
  if (inner) return [...inner].flatMap((part) => moduleSizes(part, compilation));
  const name = module
    .readableIdentifier(compilation.requestShortener)
    .replace(/^(\.\.\/)+node_modules\//, '')
    .replace(/ \+ \d+ modules$/, '');
  return [{ name, bytes: module.size() }];
}

function chunkRow(chunk: Chunk, file: string, compilation: Compilation): { gzip: number; row: string } {
  const bytes = Buffer.from(compilation.getAsset(file)?.source.buffer() ?? Buffer.alloc(0));
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
    .flatMap((module) => moduleSizes(module, compilation))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
  const biggest = modules
    .slice(0, MODULES_PER_FILE)
    .map((module) => `${module.name} (${kb(module.bytes)})`)
    .join('<br>');
  const more = modules.length > MODULES_PER_FILE ? `<br>… ${modules.length - MODULES_PER_FILE} more` : '';
  const loads = chunk.canBeInitial() ? 'at start' : 'on demand';
  return { gzip, row: `| ${file} | ${loads} | ${kb(gzip)} | ${kb(bytes.length)} | ${biggest}${more} |` };
}

/** The report of one build: a table, biggest gzipped file first. */
function report(app: string, compilation: Compilation): string {
  const rows: { file: string; gzip: number; row: string }[] = [];
  for (const chunk of compilation.chunks)
    for (const file of chunk.files)
      if (file.endsWith('.js')) rows.push({ file, ...chunkRow(chunk, file, compilation) });
  rows.sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  return [
    `# ${app}: ${rows.length} JavaScript files, ${kb(total)} gzipped in all`,
    '',
    'A page loads only some of them: the first-load figures are in first-load.md (the budget test).',
    'Module sizes are before minification; gzip is `gzip -9` of the emitted file.',
    '',
    '| file | loads | gzip | raw | biggest modules |',
    '|---|---|---:|---:|---|',
    ...rows.map((row) => row.row),
    '',
  ].join('\n');
}

export class BundleReportPlugin {
  readonly app: string;

  constructor(app: string) {
    this.app = app;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BundleReportPlugin', (compilation) => {
      // The report stage: files are minified and final, and their bytes are still in memory.
      compilation.hooks.processAssets.tap(
        { name: 'BundleReportPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          mkdirSync(reportFolder, { recursive: true });
          writeFileSync(path.join(reportFolder, `${this.app}.md`), report(this.app, compilation));
        },
      );
    });
  }
}
