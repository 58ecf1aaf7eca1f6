// scripts/k8s/can-i-deploy.mjs: a team may ship only what the recorded run verified on both sides.
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './support/render.js';

const script = resolve(repoRoot, 'scripts/k8s/can-i-deploy.mjs');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'can-i-deploy-'));
  mkdirSync(join(dir, 'pacts'));
  mkdirSync(join(dir, 'results'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const runStarted = Date.now() - 60_000;
function pact(consumer: string, provider: string, writtenAt = Date.now()) {
  const file = join(dir, 'pacts', `${consumer}-${provider}.json`);
  writeFileSync(
    file,
    JSON.stringify({ consumer: { name: consumer }, provider: { name: provider }, interactions: [] }),
  );
  utimesSync(file, writtenAt / 1000, writtenAt / 1000);
}
function run(results: Record<string, 'passed' | 'failed'>) {
  const testResults = Object.entries(results).map(([path, status]) => ({
    name: resolve(repoRoot, path),
    status,
  }));
  writeFileSync(join(dir, 'results', 'infra.json'), JSON.stringify({ startTime: runStarted, testResults }));
}
function canIDeploy(pacticipant: string) {
  const result = spawnSync(
    process.execPath,
    [script, pacticipant, '--pacts', join(dir, 'pacts'), '--results', join(dir, 'results')],
    {
      encoding: 'utf8',
    },
  );
  return { code: result.status, output: result.stdout + result.stderr };
}

it('lets svc-forum ship when every pact naming it was written and verified in the run', () => {
  pact('heartwise-shell', 'svc-forum');
  pact('svc-forum', 'svc-identity');
  run({
    'shell/test/forum.consumer.pact.test.ts': 'passed',
    'svc-forum/test/forum-api.provider.pact.test.ts': 'passed',
    'svc-forum/test/identity-events.consumer.pact.test.ts': 'passed',
    'svc-identity/test/identity-events.provider.pact.test.ts': 'passed',
  });
  const { code, output } = canIDeploy('svc-forum');
  expect(output).toContain('svc-forum can be deployed.');
  expect(code).toBe(0);
});

it('stops svc-forum when its provider verification failed', () => {
  pact('heartwise-shell', 'svc-forum');
  run({
    'shell/test/forum.consumer.pact.test.ts': 'passed',
    'svc-forum/test/forum-api.provider.pact.test.ts': 'failed',
  });
  const { code, output } = canIDeploy('svc-forum');
  expect(output).toContain('svc-forum/test/forum-api.provider.pact.test.ts failed');
  expect(code).toBe(1);
});

it('stops a consumer whose provider never verified the pact in the run', () => {
  pact('heartwise-shell', 'svc-forum');
  run({ 'shell/test/forum.consumer.pact.test.ts': 'passed' });
  const { code, output } = canIDeploy('heartwise-shell');
  expect(output).toContain('no provider pact test of svc-forum in the recorded run');
  expect(code).toBe(1);
});

it('stops on a pact file left over from an earlier run', () => {
  pact('heartwise-shell', 'svc-forum', runStarted - 3_600_000);
  run({
    'shell/test/forum.consumer.pact.test.ts': 'passed',
    'svc-forum/test/forum-api.provider.pact.test.ts': 'passed',
  });
  const { code, output } = canIDeploy('svc-forum');
  expect(output).toContain('is older than the run that verified svc-forum');
  expect(code).toBe(1);
});
