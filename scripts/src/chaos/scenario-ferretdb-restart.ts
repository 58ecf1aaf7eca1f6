import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChaosContext } from './context.js';
import { infraServer } from './infra-control.js';
import { callOf, jsonOf, labelOf, messageOf, type Answer } from './http-client.js';
import { once, reportThread, startDiscussion } from './forum-actions.js';
import { waitForQueue } from './moderation-queue.js';
import { idOf } from './traffic-mix.js';
import { ScenarioLog, type ScenarioResult } from './report.js';
import { ms } from './stats.js';

/** How long the services may take to work again once FerretDB answers. */
const RECOVERY_BOUND_MS = 60_000;

interface Probe {
  service: string;
  /** Writes something and reads it back; resolves with a problem, or undefined when both worked. */
  run(): Promise<string | undefined>;
}

const problem = (what: string, answer: Answer, expected: number): string | undefined =>
  answer.status === expected
    ? undefined
    : `${what} → ${answer.status || 'no answer'} ${messageOf(answer)} (${ms(answer.ms)})`;

function probes(ctx: ChaosContext): Probe[] {
  const youth = ctx.youths[0];
  if (!youth) throw new Error('no youths');
  return [
    {
      service: 'svc-identity',
      async run() {
        const write = await once(
          ctx.client,
          youth,
          callOf('updateProfile', { body: { lastName: `Chaos${Date.now() % 1000}` } }),
        );
        return (
          problem(labelOf('updateProfile'), write, 200) ??
          problem(labelOf('currentUser'), await once(ctx.client, youth, callOf('currentUser')), 200)
        );
      },
    },
    {
      service: 'svc-wellness',
      async run() {
        const write = await once(
          ctx.client,
          youth,
          callOf('saveCheckIn', { body: { emotionLabel: 'Calm', emotionRating: 4, checkInType: 'pre' } }),
        );
        const wrote = problem(labelOf('saveCheckIn'), write, 201);
        if (wrote) return wrote;
        const read = await once(ctx.client, youth, callOf('latestCheckIn'));
        return (
          problem(labelOf('latestCheckIn'), read, 200) ??
          (idOf(read) === idOf(write) ? undefined : 'the latest check-in is not the one just written')
        );
      },
    },
    {
      service: 'svc-forum',
      async run() {
        const write = await once(
          ctx.client,
          youth,
          callOf('createThread', {
            body: {
              title: 'How do you ask for help?',
              content: 'Checking the forum works after the database restart.',
            },
          }),
        );
        const wrote = problem(labelOf('createThread'), write, 201);
        if (wrote) return wrote;
        const id = idOf(write);
        if (!id) return `${labelOf('createThread')} answered ${write.status} without the new thread's id`;
        return problem(
          labelOf('threadDetail'),
          await once(ctx.client, youth, callOf('threadDetail', { params: { id } })),
          200,
        );
      },
    },
    {
      service: 'svc-moderation',
      async run() {
        const read = await once(
          ctx.client,
          ctx.moderator,
          callOf('moderationQueue', { query: { status: 'pending' } }),
        );
        return (
          problem(labelOf('moderationQueue'), read, 200) ??
          (Array.isArray(jsonOf(read)) ? undefined : 'not a list')
        );
      },
    },
  ];
}

/**
 * Scenario 4: FerretDB restarts under the services. Nothing is restarted by hand; each service's
 * write-and-read calls must work again within a bounded time, and events must flow again (the
 * outbox relay and the consumers use the database too).
 */
export async function ferretDbRestart(ctx: ChaosContext): Promise<ScenarioResult> {
  const log = new ScenarioLog('4. FerretDB restarts: the services reconnect by themselves');
  const checks = probes(ctx);
  const before = await Promise.all(checks.map((probe) => probe.run()));
  log.check(
    before.every((found) => found === undefined),
    `before: every service writes and reads (${before.filter(Boolean).join('; ') || 'all fine'})`,
  );

  const stopMs = await infraServer('stop', 'ferretdb');
  log.did(`stopped FerretDB (infra.sh stop ferretdb took ${ms(stopMs)})`);
  const whileDown = await Promise.all(
    checks.map(async (probe) => {
      const started = Date.now();
      const found = await probe.run();
      return `${probe.service}: ${found ?? 'worked (!)'} [${ms(Date.now() - started)}]`;
    }),
  );
  for (const line of whileDown) log.saw(`while FerretDB was down, ${line}`);

  const startMs = await infraServer('start', 'ferretdb');
  const upAt = Date.now();
  log.did(`started FerretDB again (it answered ${ms(startMs)} after the start command)`);

  const recoveredAfter = new Map<string, number>();
  const lastProblem = new Map<string, string>();
  while (recoveredAfter.size < checks.length && Date.now() - upAt < RECOVERY_BOUND_MS) {
    await Promise.all(
      checks
        .filter((probe) => !recoveredAfter.has(probe.service))
        .map(async (probe) => {
          const found = await probe.run();
          if (found === undefined) recoveredAfter.set(probe.service, Date.now() - upAt);
          else lastProblem.set(probe.service, found);
        }),
    );
    if (recoveredAfter.size < checks.length) await sleep(250);
  }
  for (const probe of checks) {
    const after = recoveredAfter.get(probe.service);
    log.saw(
      after === undefined
        ? `${probe.service} did not work again within ${RECOVERY_BOUND_MS / 1000} s: ${lastProblem.get(probe.service)}`
        : `${probe.service} wrote and read again ${ms(after)} after FerretDB answered`,
    );
  }
  log.check(
    recoveredAfter.size === checks.length,
    `every service reconnected by itself within ${RECOVERY_BOUND_MS / 1000} s (slowest: ${ms(Math.max(...recoveredAfter.values()))})`,
  );

  // Events: svc-forum's outbox relay reads its database, svc-moderation records what it handled.
  const marker = `Restart check ${randomUUID().slice(0, 6)}`;
  const reporter = ctx.youths[1] ?? ctx.youths[0];
  const author = ctx.youths[0];
  if (!author || !reporter) throw new Error('no youths');
  const threadId = await startDiscussion(ctx.client, author, marker);
  const report = await reportThread(ctx.client, reporter, threadId);
  const queued = await waitForQueue(
    ctx.client,
    ctx.moderator,
    (items) => items.some((item) => item.content.content.startsWith(`${marker}:`)),
    30_000,
  );
  log.check(
    report.status === 200 && !Number.isNaN(queued.ms),
    `events flow again: a thread reported after the restart reached the moderation queue ${Number.isNaN(queued.ms) ? `— not within 30 s (report answered ${report.status})` : `in ${ms(queued.ms)}`}`,
  );
  return log.result;
}
