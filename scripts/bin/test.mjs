#!/usr/bin/env node
// npm test: every check against real servers this run starts, in two lanes side by side once
// the front ends are built (a 2-core machine: a jest run keeps about one core busy):
//   typecheck → lint beside build, then
//   lane 1: unit + web → conformance + pact (test servers)
//   lane 2: browser tests against start:stack (Chromium, on servers of their own: test2) → API
//           contract (Schemathesis against the embedded default)
// Each lane's output is shown whole as each of its steps ends, so the two never interleave.
// Prints one closing line "N passed, N failed" summed over every jest run.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.PACT_DO_NOT_TRACK ??= 'true'; // no telemetry from contract tests
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const results = resolve(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
/** Every failed test of the run, listed again at the very end: CI shows the tail of the output. */
const failures = [];
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** A step of the first, sequential part: its output goes straight to the terminal. */
function step(title, command, args, env = {}) {
  const at = Date.now();
  console.log(`\n▶ ${title}`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${run.status === 0 ? '✓' : '✗'} ${title} (${seconds(at)})`);
  return run.status === 0;
}

/** A step of a lane: its output goes to test-results/<name>.log and is printed whole when it ends. */
function laneStep(lane, title, name, command, args, env = {}) {
  const at = Date.now();
  const logFile = resolve(results, `${name}.log`);
  const log = createWriteStream(logFile);
  return new Promise((done) => {
    const run = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    run.stdout.pipe(log, { end: false });
    run.stderr.pipe(log, { end: false });
    run.on('close', (code) => {
      log.end(() => {
        const ok = code === 0;
        console.log(`\n▶ [${lane}] ${title}\n${readFileSync(logFile, 'utf8')}`);
        console.log(`  ${ok ? '✓' : '✗'} [${lane}] ${title} (${seconds(at)})`);
        done(ok);
      });
    });
  });
}

/** A failure's first lines, without colour codes, indented under its name. */
const firstLines = (text = '') =>
  text
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 6)
    .join('\n      ');

/** Adds a jest JSON report's figures to the totals; a missing report counts as a failure. */
function count(reportName) {
  try {
    const report = JSON.parse(readFileSync(resolve(results, `${reportName}.json`), 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    for (const suite of report.testResults ?? []) {
      const file = suite.name.replace(`${root}/`, '');
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed)
        failures.push(`${file} › ${test.fullName}\n      ${firstLines(test.failureMessages?.join('\n'))}`);
      if (failed.length === 0 && suite.status === 'failed')
        failures.push(`${file} (the file did not run)\n      ${firstLines(suite.message)}`);
    }
  } catch {
    totals.failed += 1;
    failures.push(`${reportName}: no report (test-results/${reportName}.log says why)`);
  }
}

async function jest(lane, title, name, projects, extraArgs = [], env = {}) {
  const output = resolve(results, `${name}.json`);
  const ok = await laneStep(
    lane,
    title,
    name,
    'npx',
    ['jest', '--selectProjects', ...projects, '--json', `--outputFile=${output}`, ...extraArgs],
    { NODE_OPTIONS: '--experimental-vm-modules', ...env },
  );
  count(name);
  return ok;
}

function finish(ok) {
  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
  console.log(`\n${ok ? 'All checks passed' : 'Some checks failed'} in ${seconds(started)}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

// Lint and the front ends' build side by side once the services are built (tsc -b): neither reads
// what the other writes, and together they take ~100 s instead of ~145 s one after the other.
const built =
  step('typecheck', 'npm', ['run', 'typecheck']) &&
  (
    await Promise.all([
      laneStep('0', 'lint', 'lint', 'npm', ['run', 'lint']),
      laneStep('0', 'build the front ends', 'build-web', 'npm', ['run', 'build:web']),
    ])
  ).every(Boolean);
if (!built) finish(false);

/** Real servers of one profile, up for `run` and always stopped again, whatever happens. */
async function withInfra(lane, profile, run) {
  const env = { HEARTWISE_INFRA_PROFILE: profile };
  const up = await laneStep(
    lane,
    `real infrastructure up (FerretDB, Kafka, Redis; ${profile})`,
    `infra-up-${profile}`,
    'bash',
    ['scripts/infra/infra.sh', 'up'],
    env,
  );
  const ok = up && (await run(env));
  await laneStep(
    lane,
    `real infrastructure down (${profile})`,
    `infra-down-${profile}`,
    'bash',
    ['scripts/infra/infra.sh', 'down'],
    env,
  );
  return ok;
}

const lanes = await Promise.all([
  (async () => {
    // Beside the browser tests a test's setup (a service starting, a few scrypt hashes) can take
    // longer than jest's 5 s default: a longer limit fails only what hangs, and asserts no speed.
    // On two cores jest runs these ~300 files in its own process (one worker or fewer means in
    // band), so what each file leaves behind adds up in one heap: it passed Node's default 4 GB
    // limit near the end once the 50,000-account roster test wrote account names too. 8 GB of a
    // 24 GB machine, until the files run in recycled workers.
    let ok = await jest(
      '1',
      'unit and component tests (embedded adapters, jsdom)',
      'unit',
      ['unit', 'web'],
      ['--testTimeout=20000'],
      { NODE_OPTIONS: '--experimental-vm-modules --max-old-space-size=8192' },
    );
    return (
      (await withInfra('1', 'test', (env) =>
        jest(
          '1',
          'port conformance on real servers, and pacts',
          'infra',
          ['infra', 'pact'],
          ['--runInBand', '--testTimeout=20000'],
          env,
        ),
      )) && ok
    );
  })(),
  withInfra('2', 'test2', async (env) => {
    const ok = await laneStep(
      '2',
      'browser tests against start:stack (Chromium)',
      'e2e',
      'node',
      ['scripts/bin/e2e.mjs'],
      {
        ...env,
        HEARTWISE_E2E_SLOT: '2',
      },
    );
    count('e2e-2');
    // Needs no real servers: Schemathesis against the embedded default, from the dist built above.
    // Here, after the browser tests, because this lane ends minutes before the first one.
    return (
      (await jest(
        '2',
        'the API contract: Schemathesis against the embedded default',
        'api',
        ['api'],
        ['--runInBand'],
      )) && ok
    );
  }),
]);
finish(lanes.every(Boolean));
