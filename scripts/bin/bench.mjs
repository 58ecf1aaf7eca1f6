#!/usr/bin/env node
// npm run bench: issue 8's and issue 18's benchmark (not part of npm test). Starts the bench servers
// and the stack on ports of its own (a developer's copy and the browser tests' stay untouched),
// measures, seeds a district (1,000 youth and threads, then 50,000 youth with a year of check-ins
// and 100,000 threads), measures each hot call at both sizes and a morning peak through the gateway,
// prints one report and writes it to docs/performance.md, then stops everything.
//   BENCH_QUICK=1        short runs, 200 / 1,000 then 2,000 youth / 10,000 threads, a 10 s peak
//   BENCH_DURATION_S=n   seconds per measured run (default 10)
//   BENCH_SEED_BUDGET_S=n  seconds at most for seeding each size (default 1800; quick 180)
//   BENCH_CHECKINS_PER_YOUTH=n  check-ins each seeded youth has over the year (default 12)
//   BENCH_PEAK_S=n       seconds of the measured morning peak (default 60; quick 10)
//   BENCH_PEAK_CONCURRENCY=n  students' journeys at once in the peak (default 64)
//   BENCH_PEAK_STUDENTS=n  seeded youth who sign in during the peak (default 2000)
//   BENCH_LIGHTHOUSE=0   skip Lighthouse
//   BENCH_ONLY=lighthouse  only Lighthouse on every page of issue 18, each as its role; rewrites
//                        only the Lighthouse section of docs/performance.md
//   BENCH_ONLY=peak      only the large district's seeding and its morning peak, printed (the doc
//                        is left as it is): for trying a change to the write path
//   HEARTWISE_INFRA_PROFILE=chaos  other real servers than the bench profile's, and
//   BENCH_PORT_OFFSET=300  the stack's ports moved by this much (beside a bench already running)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const offset = Number(process.env.BENCH_PORT_OFFSET ?? '0');
if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
  console.error(
    `bench: BENCH_PORT_OFFSET must be a whole number from 0 to 1000 (got "${process.env.BENCH_PORT_OFFSET}")`,
  );
  process.exit(1);
}
Object.assign(
  process.env,
  Object.fromEntries(
    Object.entries({
      PORT: 28080,
      IDENTITY_PORT: 24001,
      WELLNESS_PORT: 24002,
      FORUM_PORT: 24003,
      MODERATION_PORT: 24004,
      REMOTE_WELLNESS_PORT: 23001,
      REMOTE_FORUM_PORT: 23002,
      REMOTE_ADMIN_PORT: 23003,
      REMOTE_PORTAL_PORT: 23004,
    }).map(([name, port]) => [name, String(port + offset)]),
  ),
);

const main = resolve(root, 'scripts/dist/bench/main.js');
if (!existsSync(main) || !existsSync(resolve(root, 'shell/dist/index.html'))) {
  console.error(
    'bench: build first (npm run build): it runs the compiled services and the built front ends.',
  );
  process.exit(1);
}

if (process.env.BENCH_LIGHTHOUSE !== '0') {
  // Debian's Chromium, installed once by the project if missing (a fresh machine has none).
  const chromium = spawnSync('bash', [resolve(root, 'scripts/infra/ensure-chromium.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (chromium.status !== 0) process.exit(1);
  process.env.CHROMIUM_PATH = chromium.stdout.trim();
}

await import(main);
