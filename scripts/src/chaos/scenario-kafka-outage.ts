import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ModerationItem } from '@heartwise/contracts';
import type { ChaosContext } from './context.js';
import { infraServer } from './infra-control.js';
import { messageOf } from './http-client.js';
import { reportThread, startDiscussion } from './forum-actions.js';
import { waitForQueue } from './moderation-queue.js';
import { ScenarioLog, type ScenarioResult } from './report.js';
import { ms } from './stats.js';

const THREADS = 12;
/** How long the reports may take to reach the queue once Kafka answers again. */
const DELIVERY_BOUND_MS = 120_000;

interface Reported {
  marker: string;
  threadId: string;
  reporters: number;
}

/**
 * Scenario 3: Kafka is stopped while youths report threads. The reports are taken (they wait in
 * svc-forum's outbox) and, once Kafka is back, every one reaches the moderation queue: one item per
 * thread, with every reporter counted.
 */
export async function kafkaOutage(ctx: ChaosContext): Promise<ScenarioResult> {
  const log = new ScenarioLog(`3. Kafka stops for ${ctx.kafkaOutageSeconds} s while threads are reported`);
  const run = randomUUID().slice(0, 6);
  const youths = ctx.youths;
  const member = (n: number) => {
    const youth = youths[n % youths.length];
    if (!youth) throw new Error('no youths');
    return youth;
  };

  const reported: Reported[] = [];
  for (let n = 0; n < THREADS; n += 1) {
    const marker = `Outage check ${run} number ${n + 1}`;
    reported.push({ marker, threadId: await startDiscussion(ctx.client, member(n), marker), reporters: 0 });
  }
  log.did(`${THREADS} youths started a discussion each (Kafka up)`);

  const stopMs = await infraServer('stop', 'kafka');
  const downSince = Date.now();
  log.did(`stopped Kafka (infra.sh stop kafka took ${ms(stopMs)})`);

  // Every thread reported once, every third one by a second youth too: spread over the outage.
  const reports = reported.flatMap((item, n) => [
    { item, by: member(n + 1) },
    ...(n % 3 === 0 ? [{ item, by: member(n + 2) }] : []),
  ]);
  const gapMs = (ctx.kafkaOutageSeconds * 1000 * 0.8) / reports.length;
  const refused: string[] = [];
  for (const { item, by } of reports) {
    const answer = await reportThread(ctx.client, by, item.threadId);
    if (answer.status === 200) item.reporters += 1;
    else refused.push(`${answer.status} ${messageOf(answer)}`);
    await sleep(gapMs);
  }
  log.did(
    `${reports.length} reports sent by youths over ${((Date.now() - downSince) / 1000).toFixed(1)} s with Kafka down`,
  );
  log.check(
    refused.length === 0,
    `every report was taken while Kafka was down (${reports.length - refused.length} of ${reports.length} answered 200)${refused.length ? `; refused: ${refused.slice(0, 3).join(' | ')}` : ''}`,
  );

  await sleep(Math.max(0, ctx.kafkaOutageSeconds * 1000 - (Date.now() - downSince)));
  const startMs = await infraServer('start', 'kafka');
  log.did(
    `started Kafka after ${((Date.now() - downSince - startMs) / 1000).toFixed(1)} s down (it answered ${ms(startMs)} after the start command)`,
  );

  const itemsFor = (items: ModerationItem[], marker: string) =>
    items.filter((item) => item.contentType === 'thread' && item.content.content.startsWith(`${marker}:`));
  const allThere = (items: ModerationItem[]) =>
    reported.every((item) => itemsFor(items, item.marker)[0]?.reporters === item.reporters);
  const waited = await waitForQueue(ctx.client, ctx.moderator, allThere, DELIVERY_BOUND_MS);
  const found = reported.filter((item) => itemsFor(waited.items, item.marker).length > 0);
  const counted = reported.filter(
    (item) => itemsFor(waited.items, item.marker)[0]?.reporters === item.reporters,
  );
  const doubled = reported.filter((item) => itemsFor(waited.items, item.marker).length > 1);
  log.saw(
    Number.isNaN(waited.ms)
      ? `after ${DELIVERY_BOUND_MS / 1000} s: ${found.length} of ${THREADS} threads in the queue${waited.lastError ? ` (last error: ${waited.lastError})` : ''}`
      : `every reported thread was in the moderation queue ${ms(waited.ms)} after Kafka answered again`,
  );
  log.check(
    found.length === THREADS && counted.length === THREADS,
    `nothing lost: ${found.length} of ${THREADS} reported threads are pending moderation items, ${counted.length} with every reporter counted (${reports.length} reports)`,
  );
  log.check(doubled.length === 0, `one item per thread (${doubled.length} threads have more than one)`);
  return log.result;
}
