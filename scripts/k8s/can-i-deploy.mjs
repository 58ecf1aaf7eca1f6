#!/usr/bin/env node
// can-i-deploy without a broker: may <pacticipant> ship? Yes only if every pact file in pacts/ that
// names it (as consumer or provider) was written in the recorded test run, and in that run the
// consumer's pact tests and the provider's verification both passed.
//   node scripts/k8s/can-i-deploy.mjs <pacticipant> [--pacts DIR] [--results DIR]
// The run is `npm test` (or the pact project with --json --outputFile into test-results/).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(name);
  return index >= 0 && argv[index + 1] ? resolve(argv[index + 1]) : fallback;
};
const pacticipant = argv.find((arg, index) => !arg.startsWith('--') && !argv[index - 1]?.startsWith('--'));
if (!pacticipant) {
  console.error('usage: can-i-deploy.mjs <pacticipant> [--pacts DIR] [--results DIR]');
  process.exit(2);
}
const pactsDir = option('--pacts', join(root, 'pacts'));
const resultsDir = option('--results', join(root, 'test-results'));

/** A pacticipant's folder: heartwise-shell → shell, svc-forum → svc-forum. */
const folderOf = (name) => name.replace(/^heartwise-/, '');

const reports = existsSync(resultsDir)
  ? readdirSync(resultsDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(resultsDir, file), 'utf8')))
      .filter((report) => Array.isArray(report.testResults))
  : [];
const testFiles = reports.flatMap((report) =>
  report.testResults.map((result) => ({
    path: relative(root, result.name).split(sep).join('/'),
    passed: result.status === 'passed',
    runStarted: report.startTime,
  })),
);

/** The pact tests of one side in the recorded run: all must have passed, and at least one ran. */
function side(folder, kind) {
  const files = testFiles.filter(
    (file) => file.path.startsWith(`${folder}/`) && file.path.includes(`.${kind}.pact.test.`),
  );
  if (files.length === 0) return { ok: false, why: `no ${kind} pact test of ${folder} in the recorded run` };
  const failed = files.filter((file) => !file.passed);
  if (failed.length) return { ok: false, why: `${failed.map((file) => file.path).join(', ')} failed` };
  return { ok: true, runStarted: Math.min(...files.map((file) => file.runStarted)) };
}

const pacts = existsSync(pactsDir)
  ? readdirSync(pactsDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ file, ...JSON.parse(readFileSync(join(pactsDir, file), 'utf8')) }))
      .filter((pact) => pact.consumer?.name === pacticipant || pact.provider?.name === pacticipant)
  : [];

if (pacts.length === 0) {
  console.log(
    `${pacticipant}: no pact in ${relative(root, pactsDir) || pactsDir} names it — nothing to verify.`,
  );
  process.exit(0);
}

let allVerified = true;
for (const pact of pacts) {
  const consumer = side(folderOf(pact.consumer.name), 'consumer');
  const provider = side(folderOf(pact.provider.name), 'provider');
  const written = statSync(join(pactsDir, pact.file)).mtimeMs;
  const problems = [consumer, provider].filter((result) => !result.ok).map((result) => result.why);
  if (provider.ok && written < provider.runStarted)
    problems.push(`${pact.file} is older than the run that verified ${pact.provider.name} (a stale file)`);
  allVerified &&= problems.length === 0;
  console.log(
    `${problems.length === 0 ? '✓' : '✗'} ${pact.consumer.name} → ${pact.provider.name} (${pact.file})` +
      (problems.length ? `: ${problems.join('; ')}` : ': written and verified in this run'),
  );
}
console.log(allVerified ? `${pacticipant} can be deployed.` : `${pacticipant} cannot be deployed yet.`);
process.exit(allVerified ? 0 : 1);
