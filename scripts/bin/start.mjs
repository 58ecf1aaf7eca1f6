#!/usr/bin/env node
// npm start / npm run start:stack: build whatever is missing, then run the chosen mode.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const mode = process.argv[2] === 'stack' ? 'stack' : 'embedded';

const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `Heartwise needs Node 24 (this is ${process.version}). Run it through npm (npm start), which uses the node package in node_modules.`,
  );
  process.exit(1);
}

const outputs = [
  'contracts/dist/index.js',
  'service-kit/dist/index.js',
  'service-kit/dist/domain/index.js',
  'svc-identity/dist/main.js',
  'svc-wellness/dist/main.js',
  'svc-forum/dist/main.js',
  'svc-moderation/dist/main.js',
  'gateway/dist/main.js',
  'scripts/dist/embedded-main.js',
  'shell/dist/index.html',
  'mfe-wellness/dist/mf-manifest.json',
  'mfe-forum/dist/mf-manifest.json',
  'mfe-admin/dist/mf-manifest.json',
  'mfe-portal/dist/mf-manifest.json',
];
const missing = outputs.filter((file) => !existsSync(resolve(root, file)));
if (missing.length > 0) {
  console.log(`Building Heartwise first (missing: ${missing.join(', ')}) ...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed (see above). Fix it, then run npm start again.');
    process.exit(build.status ?? 1);
  }
}

await import(resolve(root, `scripts/dist/${mode}-main.js`));
