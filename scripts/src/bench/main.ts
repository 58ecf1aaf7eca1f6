// npm run bench (scripts/bin/bench.mjs sets the ports, then runs this): issue 8's figures,
// printed and written to docs/performance.md. Every step is bounded; the stack and the bench
// servers are stopped at the end, on failure and on Ctrl+C alike. BENCH_ONLY=lighthouse measures
// only issue 18's pages and rewrites only the doc's Lighthouse section; BENCH_ONLY=peak runs only
// the morning peak and prints it.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { infraUp } from '../infra-env.js';
import { fromRoot } from '../paths.js';
import { startStack, type Stack } from '../stack.js';
import { benchAccounts } from './accounts.js';
import { startCeiling, type RunningCeiling } from './ceiling.js';
import { cpuBetween, cpuSnapshot, type CpuSnapshot } from './cpu-time.js';
import { benchEndpoints, FORUM_LIST, forumList, labelOf, targetAt, type ServiceKey } from './endpoints.js';
import { measureEventLatency } from './event-latency.js';
import { lighthouseScores, type PageScores } from './lighthouse.js';
import { lighthousePages } from './lighthouse-pages.js';
import { measureLoad, type LoadOptions } from './load.js';
import { writePerformanceDoc } from './performance-doc.js';
import { residentMemory, startupTimes } from './processes.js';
import { heldMemory, renderHeldMemory } from './heap-memory.js';
import { LIGHTHOUSE_HEADING, renderLighthouse, renderMorningPeak, renderReport } from './report.js';
import { measureHotCalls, runMorningPeak, type Student } from './morning-peak/index.js';
import type { BenchResults, EndpointResult } from './results.js';
import { DISTRICT_PASSWORD, seedDistrict, type DistrictSize } from './seed-district.js';
import { seededThreadIds, spreadOver } from './district-sample.js';
import { measureOneAtATime } from './sequential.js';
import { readSettings } from './settings.js';

const began = performance.now();
const step = (what: string) =>
  console.error(`bench ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s  ${what}`);

const settings = readSettings();
// `bench` unless HEARTWISE_INFRA_PROFILE names another (a second run beside one on the bench servers).
const PROFILE = settings.profile;
const load: LoadOptions = {
  durationS: settings.durationS,
  warmupS: settings.warmupS,
  connections: settings.connections,
};
const machine = {
  cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
  cores: cpus().length,
  memoryGiB: totalmem() / 1024 ** 3,
  node: process.version,
  loadAverage: loadavg()[0] ?? 0,
};

let stack: Stack | undefined;
let ceiling: RunningCeiling | undefined;
let cleaning: Promise<void> | undefined;
/** Stops whatever is running; safe to call twice (the end of the run and a Ctrl+C). */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await ceiling?.stop().catch(() => undefined);
    if (stack) step('stopping the stack');
    await stack?.stop().catch((error: unknown) => console.error('stopping the stack failed:', error));
    step(`stopping the ${PROFILE} servers`);
    try {
      execFileSync('bash', [fromRoot('scripts/infra/infra.sh'), 'down'], {
        env: { ...process.env, HEARTWISE_INFRA_PROFILE: PROFILE },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } catch {
      console.error(
        `infra.sh down failed: HEARTWISE_INFRA_PROFILE=${PROFILE} bash scripts/infra/infra.sh down`,
      );
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Seeded youth as the load driver signs them in. */
const studentsOf = (youth: readonly { userId: string; username: string }[]): Student[] =>
  youth.map(({ userId, username }) => ({ userId, username, password: DISTRICT_PASSWORD }));

/** Issue 18's pages, each as its role, as a phone and as a desktop. */
async function measureLighthouse(
  gateway: string,
  mongoUrl: string,
  accounts: Awaited<ReturnType<typeof benchAccounts>>,
): Promise<PageScores[]> {
  step('Lighthouse: accounts for every role and a thread to open');
  // localhost, as a person opens it: the remotes are announced on localhost too.
  const site = gateway.replace('127.0.0.1', 'localhost');
  const pages = await lighthousePages(gateway, site, mongoUrl, accounts);
  step(`Lighthouse: ${pages.map((page) => page.page).join(', ')}, as a phone and as a desktop`);
  // The targets are the phone's; the desktop run shows how much of the gap is the throttling.
  return lighthouseScores(pages, ['mobile', 'desktop']);
}

/**
 * Issue 18's district, seeded by each service's own seeding, dated before the run's own writes
 * (`seededBefore`, one moment for both sizes).
 */
function seedSize(mongoUrl: string, size: DistrictSize, seededBefore: Date) {
  step(
    `seeding the ${size.label} district: ${size.youth.toLocaleString('en')} youth with ` +
      `${settings.checkInsPerYouth} check-ins each, ${size.threads.toLocaleString('en')} threads ` +
      `(at most ${settings.seedBudgetS} s)`,
  );
  return seedDistrict(mongoUrl, size, {
    now: seededBefore,
    checkInsPerYouth: settings.checkInsPerYouth,
    budgetS: settings.seedBudgetS,
    log: (line) => step(`  seeding ${line}`),
  });
}

/** The morning peak on the large district (issue 18 §3), through the gateway. */
async function morningPeak(gateway: string, large: Awaited<ReturnType<typeof seedSize>>) {
  const students = studentsOf(spreadOver(large.youth, settings.peakStudents));
  const peakThreads = seededThreadIds(large.seed.threads, 200);
  step(
    `morning peak: ${students.length.toLocaleString('en')} students, ${settings.peakConcurrency} at once, ` +
      `${settings.peakS} s after ${settings.peakWarmupS} s of warm-up, through the gateway`,
  );
  // Which process the cores worked for while the peak was counted: the cause behind its figures.
  const snapshots: Partial<Record<'open' | 'close', CpuSnapshot>> = {};
  const peak = await runMorningPeak({
    gateway,
    students,
    threadIds: peakThreads,
    durationS: settings.peakS,
    warmupS: settings.peakWarmupS,
    concurrency: settings.peakConcurrency,
    onWindow: async (edge) => {
      snapshots[edge] = await cpuSnapshot(stack?.pids() ?? {}, PROFILE);
    },
  });
  step(
    `morning peak: ${Math.round(peak.requestsPerSecond)} req/s, p99 ${Math.round(peak.p99Ms)} ms, ${peak.errors} errors`,
  );
  const { open, close } = snapshots;
  return {
    peak,
    peakSetup: { students: students.length, threads: peakThreads.length, warmupS: settings.peakWarmupS },
    ...(open && close ? { peakCpu: cpuBetween(open, close, settings.peakS) } : {}),
  };
}

/**
 * BENCH_ONLY=peak: the stack, the large district, its morning peak, then each service's RSS
 * against its V8 heap; printed, the doc left as it is (one part alone is not the full run). For
 * trying a change to the write path, or to what a process keeps after a burst.
 */
async function runPeakOnly(): Promise<string> {
  step(`morning peak only; ${PROFILE} servers up`);
  const infra = infraUp(PROFILE);
  stack = await startStack(infra, { logLevel: 'warn', serviceEnv: { WRITE_LIMITS: 'off' } });
  const large = await seedSize(infra.MONGO_URL, settings.districtLarge, new Date(Date.now() - 60_000));
  const figures = await morningPeak(`http://127.0.0.1:${stack.ports.gateway}`, large);
  // RSS after the peak against V8's heap: memory in use, or heap reserved at the peak and kept.
  const justAfter = await heldMemory(stack);
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const later = await heldMemory(stack);
  return [
    renderMorningPeak({ ...figures, large: large.seed }),
    renderHeldMemory('Memory right after the peak', justAfter),
    renderHeldMemory('Memory 15 s later', later),
  ].join('\n\n');
}

/** BENCH_ONLY=lighthouse: the stack, the accounts, Lighthouse; nothing else is measured. */
async function runLighthouseOnly(): Promise<string> {
  step(`Lighthouse only; ${PROFILE} servers up`);
  const infra = infraUp(PROFILE);
  stack = await startStack(infra, { logLevel: 'warn', serviceEnv: { WRITE_LIMITS: 'off' } });
  const gateway = `http://127.0.0.1:${stack.ports.gateway}`;
  const accounts = await benchAccounts(gateway, infra.MONGO_URL);
  const scores = await measureLighthouse(gateway, infra.MONGO_URL, accounts);
  return renderLighthouse(
    scores,
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} by \`BENCH_ONLY=lighthouse npm run bench\` ` +
      `(the figures above this section are from the last full run); load average ` +
      `${machine.loadAverage.toFixed(2)} at the start.`,
  );
}

async function run(): Promise<BenchResults> {
  step(
    `${settings.quick ? 'quick' : 'full'} run, ${settings.durationS} s per measurement; ${PROFILE} servers up`,
  );
  const infra = infraUp(PROFILE);
  const coldStart = performance.now();
  // Two bench youths stand for thousands of writers: per-person write limits would answer 429 after
  // the first few check-ins and the figures would measure refusals, so they are off for the bench.
  stack = await startStack(infra, { logLevel: 'warn', serviceEnv: { WRITE_LIMITS: 'off' } });
  const coldStartS = (performance.now() - coldStart) / 1000;
  const gateway = `http://127.0.0.1:${stack.ports.gateway}`;
  const services: Record<ServiceKey, string> = {
    identity: `http://127.0.0.1:${stack.ports.identity}`,
    wellness: `http://127.0.0.1:${stack.ports.wellness}`,
    forum: `http://127.0.0.1:${stack.ports.forum}`,
    moderation: `http://127.0.0.1:${stack.ports.moderation}`,
  };

  step('ceiling: bare node:http server');
  ceiling = await startCeiling();
  const ceilingFigures = await measureLoad({ url: ceiling.url }, load);
  await ceiling.stop();
  ceiling = undefined;

  step('accounts: two youths sign up, a moderator signs in on the moderator portal');
  const accounts = await benchAccounts(gateway, infra.MONGO_URL);

  step(`event latency over ${settings.reports} reports`);
  const events = await measureEventLatency(gateway, accounts, settings.reports);

  const forumTarget = targetAt(services.forum, forumList(accounts));
  // The two forum sizes are compared one request at a time: at 100,000 threads a single answer
  // may take longer than a whole timed run, which would then show nothing at all.
  const oneAtATime = { maxRequests: 200, maxSeconds: settings.durationS * 2, timeoutS: 60 };
  // The first list after seeding is timed and shown apart, not measured: the seeding adds its newest
  // threads to svc-forum's feed, but a feed the service has not built yet it builds then, from the
  // whole collection.
  const afterSeeding = async (target: typeof forumTarget) => {
    const first = await measureOneAtATime(target, { maxRequests: 1, maxSeconds: 0, timeoutS: 120 });
    step(`the first list after seeding took ${Math.round(first.p50Ms)} ms`);
    return oneAtATime;
  };
  const seededBefore = new Date(Date.now() - 60_000);
  const seed = (size: DistrictSize) => seedSize(infra.MONGO_URL, size, seededBefore);
  // Each hot call of a youth, one request at a time: students and threads spread over the district.
  const hotCalls = async (
    label: string,
    youth: Awaited<ReturnType<typeof seed>>['youth'],
    threads: number,
  ) => {
    step(`hot calls of a youth at the ${label} district, one request at a time, through the gateway`);
    return measureHotCalls({
      gateway,
      students: studentsOf(spreadOver(youth, 50)),
      threadIds: seededThreadIds(threads, 50),
      maxRequests: settings.hotCallRequests,
      maxSeconds: settings.hotCallSeconds,
    });
  };

  const small = await seed(settings.districtSmall);
  step(
    `${labelOf(FORUM_LIST)} with ${small.seed.threads.toLocaleString('en')} threads, one request at a time`,
  );
  const forumSmall = await measureOneAtATime(forumTarget, await afterSeeding(forumTarget));
  const hotSmall = await hotCalls('small', small.youth, small.seed.threads);

  const endpoints: EndpointResult[] = [];
  for (const endpoint of benchEndpoints(accounts)) {
    step(`${endpoint.name}: direct, then through the gateway`);
    const direct = await measureLoad(targetAt(services[endpoint.service], endpoint), load);
    const viaGateway = await measureLoad(targetAt(gateway, endpoint), load);
    endpoints.push({ name: endpoint.name, direct, gateway: viaGateway });
  }

  let lighthouse: BenchResults['lighthouse'];
  if (settings.lighthouse) lighthouse = await measureLighthouse(gateway, infra.MONGO_URL, accounts);

  const large = await seed(settings.districtLarge);
  step(
    `${labelOf(FORUM_LIST)} with ${large.seed.threads.toLocaleString('en')} threads, one request at a time`,
  );
  const forumLarge = await measureOneAtATime(forumTarget, await afterSeeding(forumTarget));
  const hotLarge = await hotCalls('large', large.youth, large.seed.threads);

  const peakFigures = await morningPeak(gateway, large);

  step('memory of each process after the full bench, then start-up of each part alone');
  const memoryMiB = await residentMemory(stack);
  const startupMs = await startupTimes(stack);

  return {
    date: new Date(),
    machine,
    mode: settings.quick
      ? `BENCH_QUICK=1, ${settings.durationS} s per run`
      : `${settings.durationS} s per run after ${settings.warmupS} s of warm-up`,
    ceiling: ceilingFigures,
    endpoints,
    forum: {
      small: { threads: small.seed.threads, figures: forumSmall, seeded: small.seed.complete },
      large: { threads: large.seed.threads, figures: forumLarge, seeded: large.seed.complete },
    },
    district: {
      small: small.seed,
      large: large.seed,
      hotCalls: { small: hotSmall, large: hotLarge },
      ...peakFigures,
    },
    events,
    coldStartS,
    startupMs,
    memoryMiB,
    ...(lighthouse ? { lighthouse } : {}),
  };
}

let status = 1;
try {
  if (settings.only === 'peak') {
    console.log(`\n${await runPeakOnly()}\n`);
  } else {
    const report = settings.only === 'lighthouse' ? await runLighthouseOnly() : renderReport(await run());
    console.log(`\n${report}\n`);
    await writePerformanceDoc(
      fromRoot('docs/performance.md'),
      report,
      settings.only === 'lighthouse' ? { heading: LIGHTHOUSE_HEADING } : undefined,
    );
    step('written to docs/performance.md');
  }
  status = 0;
} catch (error) {
  console.error('bench failed:', error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
}
process.exit(status);
