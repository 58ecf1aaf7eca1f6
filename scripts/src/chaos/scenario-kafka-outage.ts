import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CheckInList, MemberStanding, ThreadDetail, type ModerationItem } from '@heartwise/contracts';
import type { Member } from './accounts.js';
import type { ChaosContext } from './context.js';
import { infraServer } from './infra-control.js';
import { callOf, jsonOf, messageOf, type Answer } from './http-client.js';
import { once, reportThread, startDiscussion } from './forum-actions.js';
import { waitForQueue } from './moderation-queue.js';
import { watchReadiness } from './readiness-watch.js';
import { ScenarioLog, type ScenarioResult } from './report.js';
import { ms } from './stats.js';

const THREADS = 12;
/** Youths who also change their first name and check in while Kafka is down. */
const OTHER_WRITERS = 4;
/** How long everything written during the outage may take to arrive once Kafka answers again. */
const DELIVERY_BOUND_MS = 120_000;

interface Reported {
  marker: string;
  threadId: string;
  author: Member;
  reporters: number;
}

/** One write made while Kafka is down, and the service that takes it. */
interface Write {
  service: 'svc-identity' | 'svc-wellness' | 'svc-forum' | 'svc-moderation';
  expected: number;
  send: () => Promise<Answer>;
  /** Learns from a good answer what to look for once Kafka is back. */
  taken?: (answer: Answer) => void;
}

/** Polls `read` until it says yes or the deadline passes; true when it did. */
async function eventually(read: () => Promise<boolean>, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    if (await read().catch(() => false)) return true;
    await sleep(500);
  }
  return false;
}

/** Takes one from each list in turn, so every service's writes are spread over the outage. */
function interleave<T>(...lists: T[][]): T[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, n) =>
    lists.flatMap((list) => (n < list.length ? [list[n] as T] : [])),
  ).flat();
}

/**
 * Scenario 3: Kafka is stopped for the outage while people keep writing: youths report threads
 * (svc-forum), change their first name (svc-identity) and check in (svc-wellness), and the
 * moderator warns a member (svc-moderation). Throughout, every service's and the gateway's /readyz
 * is polled directly: none may become unready, since the outbox keeps the events until Kafka is
 * back. Every write is taken, and once Kafka answers again each one reaches whoever reads it: one
 * moderation item per reported thread with every reporter counted, the new names on the forum, the
 * warning in the member's standing, and the check-ins in their history.
 */
export async function kafkaOutage(ctx: ChaosContext): Promise<ScenarioResult> {
  const log = new ScenarioLog(`3. Kafka stops for ${ctx.kafkaOutageSeconds} s while everyone keeps writing`);
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
    reported.push({
      marker,
      threadId: await startDiscussion(ctx.client, member(n), marker),
      author: member(n),
      reporters: 0,
    });
  }
  // A thread reported before the outage, so the moderator has an item to act on during it.
  const warnedMarker = `Outage check ${run} warned`;
  const warned = member(THREADS);
  const warnedThread = await startDiscussion(ctx.client, warned, warnedMarker);
  const warmUp = await reportThread(ctx.client, member(THREADS + 1), warnedThread);
  if (warmUp.status !== 200) throw new Error(`reporting before the outage answered ${warmUp.status}`);
  const itemOf = (items: ModerationItem[], marker: string) =>
    items.filter((item) => item.contentType === 'thread' && item.content.content.startsWith(`${marker}:`));
  const queued = await waitForQueue(
    ctx.client,
    ctx.moderator,
    (items) => itemOf(items, warnedMarker).length > 0,
    DELIVERY_BOUND_MS,
  );
  const warnedItem = itemOf(queued.items, warnedMarker)[0];
  if (!warnedItem) throw new Error('the thread reported before the outage never reached the queue');
  log.did(`${THREADS + 1} youths started a discussion each and one was reported (Kafka up)`);

  const base = `http://127.0.0.1`;
  const watch = watchReadiness([
    { part: 'svc-identity', url: `${base}:${ctx.stack.ports.identity ?? 0}` },
    { part: 'svc-wellness', url: `${base}:${ctx.stack.ports.wellness ?? 0}` },
    { part: 'svc-forum', url: `${base}:${ctx.stack.ports.forum ?? 0}` },
    { part: 'svc-moderation', url: `${base}:${ctx.stack.ports.moderation ?? 0}` },
    { part: 'gateway', url: `${base}:${ctx.stack.ports.gateway ?? 0}` },
  ]);

  const stopMs = await infraServer('stop', 'kafka');
  const downSince = Date.now();
  log.did(`stopped Kafka (infra.sh stop kafka took ${ms(stopMs)}); polling every /readyz every 250 ms`);

  // Every thread reported once, every third one by a second youth too.
  const reports: Write[] = reported.flatMap((item, n) =>
    [member(n + 1), ...(n % 3 === 0 ? [member(n + 2)] : [])].map((by) => ({
      service: 'svc-forum' as const,
      expected: 200,
      send: () => reportThread(ctx.client, by, item.threadId),
      taken: () => {
        item.reporters += 1;
      },
    })),
  );
  const renamed: { youth: Member; firstName: string; threadId: string }[] = [];
  const renames: Write[] = reported.slice(0, OTHER_WRITERS).map((item, n) => {
    const firstName = `Renamed${run}${n + 1}`;
    return {
      service: 'svc-identity',
      expected: 200,
      send: () => once(ctx.client, item.author, callOf('updateProfile', { body: { firstName } })),
      taken: () => renamed.push({ youth: item.author, firstName, threadId: item.threadId }),
    };
  });
  const checkIns: { youth: Member; id: string }[] = [];
  const checkInWrites: Write[] = reported.slice(0, OTHER_WRITERS).map((item) => ({
    service: 'svc-wellness',
    expected: 201,
    send: () =>
      once(
        ctx.client,
        item.author,
        callOf('saveCheckIn', { body: { emotionLabel: 'Calm', emotionRating: 3, checkInType: 'pre' } }),
      ),
    taken: (answer) => {
      const body = jsonOf(answer);
      if (body && typeof body === 'object' && 'id' in body && typeof body.id === 'string')
        checkIns.push({ youth: item.author, id: body.id });
    },
  }));
  const reason = `Outage check ${run}: please keep to the topic.`;
  let warningTaken = false;
  const warning: Write = {
    service: 'svc-moderation',
    expected: 201,
    send: () =>
      once(
        ctx.client,
        ctx.moderator,
        callOf('issueSanction', { params: { itemId: warnedItem.id }, body: { kind: 'warning', reason } }),
      ),
    taken: () => {
      warningTaken = true;
    },
  };
  const writes = interleave(reports, renames, checkInWrites, [warning]);

  const gapMs = (ctx.kafkaOutageSeconds * 1000 * 0.8) / writes.length;
  const refused = new Map<Write['service'], string[]>();
  const sent = new Map<Write['service'], number>();
  for (const write of writes) {
    const answer = await write.send();
    sent.set(write.service, (sent.get(write.service) ?? 0) + 1);
    if (answer.status === write.expected) write.taken?.(answer);
    else
      refused.set(write.service, [
        ...(refused.get(write.service) ?? []),
        `${answer.status} ${messageOf(answer)}`,
      ]);
    await sleep(gapMs);
  }
  log.did(
    `${writes.length} writes sent over ${((Date.now() - downSince) / 1000).toFixed(1)} s with Kafka down: ` +
      `${reports.length} reports, ${renames.length} name changes, ${checkInWrites.length} check-ins, 1 warning`,
  );
  for (const [service, count] of sent) {
    const failures = refused.get(service) ?? [];
    log.check(
      failures.length === 0,
      `${service} took every write while Kafka was down (${count - failures.length} of ${count})` +
        (failures.length ? `; refused: ${failures.slice(0, 3).join(' | ')}` : ''),
    );
  }

  await sleep(Math.max(0, ctx.kafkaOutageSeconds * 1000 - (Date.now() - downSince)));
  const startMs = await infraServer('start', 'kafka');
  log.did(
    `started Kafka after ${((Date.now() - downSince - startMs) / 1000).toFixed(1)} s down (it answered ${ms(startMs)} after the start command)`,
  );

  const deliveredBy = Date.now() + DELIVERY_BOUND_MS;
  const allThere = (items: ModerationItem[]) =>
    reported.every((item) => itemOf(items, item.marker)[0]?.reporters === item.reporters);
  const waited = await waitForQueue(ctx.client, ctx.moderator, allThere, DELIVERY_BOUND_MS);
  const found = reported.filter((item) => itemOf(waited.items, item.marker).length > 0);
  const counted = reported.filter(
    (item) => itemOf(waited.items, item.marker)[0]?.reporters === item.reporters,
  );
  const doubled = reported.filter((item) => itemOf(waited.items, item.marker).length > 1);
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

  const reader = member(THREADS + 2);
  const namesShown = await Promise.all(
    renamed.map(({ firstName, threadId }) =>
      eventually(async () => {
        const answer = await once(ctx.client, reader, callOf('threadDetail', { params: { id: threadId } }));
        return ThreadDetail.safeParse(jsonOf(answer)).data?.user.firstName === firstName;
      }, deliveredBy),
    ),
  );
  log.check(
    renamed.length === renames.length && namesShown.every(Boolean),
    `nothing lost: ${namesShown.filter(Boolean).length} of ${renames.length} new first names show on the forum`,
  );
  const warnedSeen =
    warningTaken &&
    (await eventually(async () => {
      const answer = await once(ctx.client, warned, callOf('myStanding'));
      return Boolean(
        MemberStanding.safeParse(jsonOf(answer)).data?.notices.some(
          (notice) => notice.kind === 'warning' && notice.fromModerator === reason,
        ),
      );
    }, deliveredBy));
  log.check(warnedSeen, `nothing lost: the moderator's warning is in the member's standing on the forum`);
  const kept = await Promise.all(
    checkIns.map(async ({ youth, id }) => {
      const answer = await once(ctx.client, youth, callOf('listCheckIns', { query: { limit: 100 } }));
      return Boolean(CheckInList.safeParse(jsonOf(answer)).data?.some((checkIn) => checkIn.id === id));
    }),
  );
  log.check(
    checkIns.length === checkInWrites.length && kept.every(Boolean),
    `nothing lost: ${kept.filter(Boolean).length} of ${checkInWrites.length} check-ins are in their history`,
  );

  const readiness = await watch.stop();
  for (const seen of readiness)
    log.check(
      seen.probes > 0 && seen.notReady === 0,
      `${seen.part} stayed ready throughout (${seen.probes - seen.notReady} of ${seen.probes} /readyz answers 200)` +
        (seen.firstProblem ? `; first refusal: ${seen.firstProblem}` : ''),
    );
  return log.result;
}
