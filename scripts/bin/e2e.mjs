#!/usr/bin/env node
// Browser tests: start the stack (each service its own process on the test profile's servers, on
// ports of their own so a developer's running copy is untouched), run the e2e jest project, stop.
// HEARTWISE_E2E_SLOT=2, 3 or 4 runs another copy beside the first: ports +100 (+200, +300) and
// the test2 (test3, chaos) servers.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const slot = ['2', '3', '4'].includes(process.env.HEARTWISE_E2E_SLOT ?? '')
  ? Number(process.env.HEARTWISE_E2E_SLOT)
  : 1;
const offset = (slot - 1) * 100;
const ports = Object.fromEntries(
  Object.entries({
    PORT: 18080,
    IDENTITY_PORT: 14001,
    WELLNESS_PORT: 14002,
    FORUM_PORT: 14003,
    MODERATION_PORT: 14004,
    REMOTE_WELLNESS_PORT: 13001,
    REMOTE_FORUM_PORT: 13002,
    REMOTE_ADMIN_PORT: 13003,
    REMOTE_PORTAL_PORT: 13004,
  }).map(([name, port]) => [name, String(port + offset)]),
);
Object.assign(process.env, ports, {
  HEARTWISE_INFRA_PROFILE:
    process.env.HEARTWISE_INFRA_PROFILE ?? (slot === 1 ? 'test' : slot === 4 ? 'chaos' : `test${slot}`),
});

// Debian's Chromium, installed once by the project if missing (a fresh machine has none).
const chromium = spawnSync('bash', [resolve(root, 'scripts/infra/ensure-chromium.sh')], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (chromium.status !== 0) process.exit(1);
process.env.CHROMIUM_PATH = chromium.stdout.trim();

const { infraUp } = await import(resolve(root, 'scripts/dist/infra-env.js'));
const { startStack } = await import(resolve(root, 'scripts/dist/stack.js'));
const stack = await startStack(infraUp(process.env.HEARTWISE_INFRA_PROFILE), {
  logLevel: 'warn',
  // Every journey's people sign up from 127.0.0.1: one address, like a large school behind one NAT.
  identityEnv: { SIGN_UPS_PER_ADDRESS: '1000' },
});
let status = 1;
try {
  const run = spawnSync(
    'npx',
    [
      'jest',
      '--selectProjects',
      'e2e',
      '--runInBand',
      // A browser journey on a 2-core machine: generous, but bounded (jest reads this only globally).
      '--testTimeout=60000',
      '--json',
      `--outputFile=${resolve(root, `test-results/e2e${slot === 1 ? '' : `-${slot}`}.json`)}`,
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_OPTIONS: '--experimental-vm-modules',
        E2E_BASE_URL: stack.url,
        E2E_REMOTE_ORIGINS: JSON.stringify({
          wellness: `http://localhost:${ports.REMOTE_WELLNESS_PORT}`,
          forum: `http://localhost:${ports.REMOTE_FORUM_PORT}`,
          admin: `http://localhost:${ports.REMOTE_ADMIN_PORT}`,
          portal: `http://localhost:${ports.REMOTE_PORTAL_PORT}`,
        }),
      },
    },
  );
  status = run.status ?? 1;
} finally {
  await stack.stop();
}
process.exit(status);
