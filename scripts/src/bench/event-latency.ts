import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { operationRequest, topicCatalogue } from '@heartwise/contracts';
import type { BenchAccounts } from './accounts.js';
import { PENDING_QUEUE } from './endpoints.js';
import { call, expectAnswer } from './http-call.js';
import { percentile } from './stats.js';

export interface EventLatency {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  /** Reports whose item never showed up within the wait. */
  lost: number;
}

const POLL_MS = 10;
const WAIT_MS = 10_000;

/**
 * From a member's report (forum.content.reported, written with the report and relayed through
 * Kafka) to the item being listed in the pending moderation queue (PENDING_QUEUE), as a moderator
 * polling every 10 ms sees it. Timed from the moment the report is sent until the first list
 * answer that holds it: an upper bound that includes both HTTP calls. One report at a time.
 */
export async function measureEventLatency(
  gateway: string,
  accounts: BenchAccounts,
  reports: number,
): Promise<EventLatency> {
  const origin = { Origin: gateway };
  const title = topicCatalogue[0]?.topics[0]?.title ?? '';
  const run = randomUUID().slice(0, 8);
  const samples: number[] = [];
  let lost = 0;
  let lostInARow = 0;
  // Three reports in a row never listed: the pipeline is broken, not slow; stop waiting.
  for (let index = 0; index < reports && lostInARow < 3; index += 1) {
    const content = `Bench ${run} thread ${index}: a calm walk after school helped me today.`;
    const created = await expectAnswer(
      201,
      gateway,
      operationRequest('createThread', { body: { title, content } }),
      {
        headers: { Cookie: accounts.youth.cookie, ...origin },
      },
    );
    const threadId = (created.body as { id: string }).id;
    const sent = performance.now();
    const report = operationRequest('reportThread', {
      params: { id: threadId },
      body: { reason: 'Spam or off-topic' },
    });
    await expectAnswer(200, gateway, report, { headers: { Cookie: accounts.reporter.cookie, ...origin } });
    const seen = await firstSeen(gateway, accounts.moderator.cookie, content, sent + WAIT_MS);
    lostInARow = seen === undefined ? lostInARow + 1 : 0;
    if (seen === undefined) lost += 1;
    else samples.push(seen - sent);
  }
  return { samples: samples.length, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), lost };
}

async function firstSeen(
  gateway: string,
  cookie: string,
  content: string,
  deadline: number,
): Promise<number | undefined> {
  while (performance.now() < deadline) {
    const queue = await call(PENDING_QUEUE.method, `${gateway}${PENDING_QUEUE.url}`, {
      headers: { Cookie: cookie },
    });
    const items = Array.isArray(queue.body) ? (queue.body as { content?: { content?: string } }[]) : [];
    if (items.some((item) => item.content?.content === content)) return performance.now();
    await sleep(POLL_MS);
  }
  return undefined;
}
