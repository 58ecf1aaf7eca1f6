#!/usr/bin/env node
// npm test: every check, in the order that fails fastest, against real servers this run starts.
//   typecheck → lint → build → unit + web → API contract (Schemathesis) → real infrastructure up
//   → conformance + pact → start:stack → browser tests → everything stopped again.
// Prints one closing line "N passed, N failed" summed over every jest run.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.PACT_DO_NOT_TRACK ??= 'true'; // no telemetry from contract tests
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const results = resolve(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
const started = Date.now();

function step(title, command, args, env = {}) {
  const at = Date.now();
  console.log(`\n▶ ${title}`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${run.status === 0 ? '✓' : '✗'} ${title} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  return run.status === 0;
}

function jest(title, name, projects, extraArgs = [], env = {}) {
  const output = resolve(results, `${name}.json`);
  const ok = step(
    title,
    'npx',
    ['jest', '--selectProjects', ...projects, '--json', `--outputFile=${output}`, ...extraArgs],
    {
      NODE_OPTIONS: '--experimental-vm-modules',
      ...env,
    },
  );
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } catch {
    totals.failed += 1;
  }
  return ok;
}

function finish(ok) {
  console.log(
    `\n${ok ? 'All checks passed' : 'Some checks failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

const infraEnv = { HEARTWISE_INFRA_PROFILE: 'test' };
let ok =
  step('typecheck', 'npm', ['run', 'typecheck']) &&
  step('lint', 'npm', ['run', 'lint']) &&
  step('build the front ends', 'npm', ['run', 'build:web']);
if (!ok) finish(false);

ok = jest('unit and component tests (embedded adapters, jsdom)', 'unit', ['unit', 'web']);
// Needs no real servers: Schemathesis against the embedded default, from the dist built above.
ok =
  jest('the API contract: Schemathesis against the embedded default', 'api', ['api'], ['--runInBand']) && ok;

// Real servers from here on: always stopped again, whatever happens.
const up = step(
  'real infrastructure up (FerretDB, Kafka, Redis; test profile)',
  'bash',
  ['scripts/infra/infra.sh', 'up'],
  infraEnv,
);
if (up) {
  ok =
    jest(
      'port conformance on real servers, and pacts',
      'infra',
      ['infra', 'pact'],
      ['--runInBand'],
      infraEnv,
    ) && ok;
  ok = step('browser tests against start:stack (Chromium)', 'node', ['scripts/bin/e2e.mjs'], infraEnv) && ok;
  try {
    const report = JSON.parse(readFileSync(resolve(results, 'e2e.json'), 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } catch {
    totals.failed += 1;
  }
} else {
  ok = false;
}
step('real infrastructure down', 'bash', ['scripts/infra/infra.sh', 'down'], infraEnv);
finish(ok && up);
