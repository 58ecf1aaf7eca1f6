#!/usr/bin/env node
// npm run screening:report: screens the corpus in svc-forum/test/screening/corpus/ with svc-forum's
// default lists and writes recall and the false-positive rate into docs/performance.md
// ("Screening"). Compiles what it runs first (tsc -b, incremental: quick when nothing changed).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = spawnSync(
  process.execPath,
  [resolve(root, 'node_modules/typescript/bin/tsc'), '-b', resolve(root, 'scripts')],
  { stdio: 'inherit' },
);
if (tsc.status !== 0) {
  console.error('screening:report: the TypeScript build failed (above), so nothing was measured.');
  process.exit(tsc.status ?? 1);
}
await import(pathToFileURL(resolve(root, 'scripts/dist/screening/main.js')).href);
