// npm run chaos: load and chaos scenarios against start:stack on the chaos profile's real servers
// (scripts/bin/chaos.mjs sets the ports). Bounded, loopback only, not part of npm test.
import { infraUp } from '../infra-env.js';
import { startStack, type Stack } from '../stack.js';
import { prepare, type ChaosContext } from './context.js';
import { CHAOS_PROFILE, infraDown } from './infra-control.js';
import { printSummary, ScenarioLog, type ScenarioResult } from './report.js';
import { sustainedLoad } from './scenario-load.js';
import { forumDown } from './scenario-forum-down.js';
import { kafkaOutage } from './scenario-kafka-outage.js';
import { ferretDbRestart } from './scenario-ferretdb-restart.js';

const scenarios: [string, (ctx: ChaosContext) => Promise<ScenarioResult>, string][] = [
  ['1', sustainedLoad, '1. Load'],
  ['2', forumDown, '2. svc-forum stops under load'],
  ['3', kafkaOutage, '3. Kafka outage while threads are reported'],
  ['4', ferretDbRestart, '4. FerretDB restart'],
];

function whole(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

const settings = {
  connections: whole('CHAOS_CONNECTIONS', 200, 1),
  loadSeconds: whole('CHAOS_DURATION_S', 60, 1),
  kafkaOutageSeconds: whole('CHAOS_KAFKA_DOWN_S', 30, 5),
  youths: whole('CHAOS_YOUTHS', 20, 3),
};
const chosen = (process.env.CHAOS_SCENARIOS ?? '1,2,3,4').split(',').map((part) => part.trim());
const toRun = scenarios.filter(([id]) => chosen.includes(id));
if (toRun.length === 0) {
  console.error('CHAOS_SCENARIOS names none of 1, 2, 3, 4');
  process.exit(2);
}

// This run stops and starts its own servers: servers named in the environment would be used as
// they are by infra.sh (and not be ours to stop), so they are ignored here.
delete process.env.MONGO_URL;
delete process.env.KAFKA_BROKERS;
delete process.env.REDIS_URL;

let stack: Stack | undefined;
let cleaning: Promise<void> | undefined;
/** Stack first (its services would log the servers going away), then the servers; once. */
const cleanUp = () =>
  (cleaning ??= (async () => {
    console.log(`\nchaos: stopping the stack and the ${CHAOS_PROFILE} servers`);
    await stack
      ?.stop()
      .catch((error: unknown) => console.error(`chaos: stopping the stack: ${String(error)}`));
    await infraDown();
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nchaos: ${signal} — cleaning up before exiting`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const results: ScenarioResult[] = [];
try {
  console.log(
    `chaos: scenarios ${toRun.map(([id]) => id).join(', ')}; ${settings.connections} connections, ` +
      `load ${settings.loadSeconds} s, Kafka down ${settings.kafkaOutageSeconds} s, ${settings.youths} youths`,
  );
  const infra = infraUp(CHAOS_PROFILE);
  // 20 youths stand for a school at 200 connections: per-person write limits would refuse most of
  // their writes with 429 and the scenarios would measure refusals, so they are off for the chaos run.
  stack = await startStack(infra, {
    logLevel: process.env.CHAOS_LOG_LEVEL ?? 'fatal',
    serviceEnv: { WRITE_LIMITS: 'off' },
  });
  console.log(`chaos: the stack answers at ${stack.url}`);
  const ctx = await prepare(stack, infra, settings);
  console.log(
    `chaos: ${ctx.youths.length} youths signed up, a moderator signed in, ${ctx.youths.length} threads started`,
  );
  for (const [, scenario, name] of toRun) {
    try {
      results.push(await scenario(ctx));
    } catch (error) {
      const log = new ScenarioLog(name);
      log.crash(error);
      results.push(log.result);
    }
  }
} catch (error) {
  console.error(
    `chaos: could not set up the run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
} finally {
  await cleanUp();
}
const allHeld = printSummary(results) && results.length === toRun.length;
process.exit(allHeld ? 0 : 1);
