#!/usr/bin/env node
// npm run compat:snapshot — before a release bumps our shared front-end packages, pack the versions
// they are now (sources included: apps bundle them from source) into compat/previous/, replacing
// the snapshot there. The version-skew browser test builds one side of the page against it
// (docs/deploy.md, "Cutting a release").
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const folder = resolve(root, 'compat/previous');
/** The packages the front ends share (web-build's federatedApp lists the same). */
const shared = ['ui-kit', 'web-runtime'];

const versions = shared.map((workspace) => {
  const { name, version } = JSON.parse(readFileSync(resolve(root, workspace, 'package.json'), 'utf8'));
  return { workspace, name, version };
});
mkdirSync(folder, { recursive: true });
for (const file of readdirSync(folder).filter((name) => name.endsWith('.tgz'))) rmSync(resolve(folder, file));

const pack = spawnSync(
  'npm',
  ['pack', '--pack-destination', folder, ...versions.flatMap(({ workspace }) => ['-w', workspace])],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
);
if (pack.status !== 0) process.exit(pack.status ?? 1);
for (const { name, version } of versions) console.log(`compat/previous: ${name}@${version}`);
