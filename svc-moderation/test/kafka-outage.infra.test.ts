import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CreatedThread, ModerationList, type ModerationStatus, type Role } from '@heartwise/contracts';
import { startService, TokenIssuer, type RunningService } from '@heartwise/service-kit';
import {
  infraProfile,
  infraScript,
  infraUrls,
  testJwtKeys,
  testServiceEnv,
} from '@heartwise/service-kit/testing';
import { forumService } from '@heartwise/svc-forum';
import { moderationService } from '../src/service.js';

/**
 * Issue 6: with Kafka stopped for 30 s while members report posts and a moderator decides, nothing
 * is lost once it is back. svc-forum and svc-moderation run in-process on the real FerretDB and
 * Kafka; each writes its events into its outbox with the change, and the relay publishes them once
 * the broker answers again.
 */
const OUTAGE_MS = 30_000;
const run = promisify(execFile);
const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
const { mongoUrl, kafkaBrokers } = infraUrls();
let forum: RunningService;
let moderation: RunningService;
let kafkaStopped = false;

/** Stops or starts only this profile's Kafka (its data stays), as the Kafka conformance test does. */
async function kafka(command: 'stop' | 'start'): Promise<void> {
  await run('bash', [process.env.HEARTWISE_TEST_KAFKA_CONTROL ?? infraScript, command, 'kafka'], {
    env: { ...process.env, HEARTWISE_INFRA_PROFILE: infraProfile() },
    timeout: 90_000,
  });
  kafkaStopped = command === 'stop';
}

function member(role: Role) {
  const token = issuer.issue({ sub: randomUUID(), sid: 'k'.repeat(32), role }, 900);
  return (service: RunningService, method: string, path: string, body?: unknown) =>
    fetch(`${service.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

const ana = member('youth');
const ben = member('youth');
const mo = member('moderator');

async function thread(words: string): Promise<string> {
  const answer = await ana(forum, 'POST', '/api/forum/threads', {
    title: 'I feel nervous about something coming up',
    content: words,
  });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(await answer.json()).id;
}

async function report(threadId: string): Promise<void> {
  const answer = await ben(forum, 'POST', `/api/forum/threads/${threadId}/report`, {
    reason: 'Unkind or hurtful',
  });
  expect(answer.status).toBe(200);
}

async function queue(status: ModerationStatus) {
  return ModerationList.parse(
    await (await mo(moderation, 'GET', `/api/admin/moderation?status=${status}`)).json(),
  );
}

/** Polls until `check` holds; events cross a real broker that may still be recovering. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const env = testServiceEnv(keys.publicKey, { MONGO_URL: mongoUrl, KAFKA_BROKERS: kafkaBrokers.join(',') });
  [forum, moderation] = await Promise.all([
    startService(forumService, { env }),
    startService(moderationService, { env }),
  ]);
}, 120_000);

afterAll(async () => {
  // Whatever happened, the other suites get their Kafka back.
  if (kafkaStopped) await kafka('start');
  await Promise.all([forum?.stop(), moderation?.stop()]);
}, 120_000);

describe('a Kafka outage during reports and decisions', () => {
  it('loses nothing: every report made meanwhile reaches the queue, and the decision reaches the forum', async () => {
    const tag = randomUUID().slice(0, 8);
    const before = await thread(`Reported before the outage, and hidden during it (${tag}).`);
    const during = [
      await thread(`Reported while Kafka is down, first of two (${tag}).`),
      await thread(`Reported while Kafka is down, second of two (${tag}).`),
    ];
    await report(before);
    const [item] = await eventually(
      async () =>
        (await queue('pending')).filter((found) =>
          found.content.content.includes(`before the outage, and hidden during it (${tag})`),
        ),
      (found) => found.length === 1,
      'the first report is in the queue',
    );
    if (!item) throw new Error('no item');

    const stoppedAt = Date.now();
    await kafka('stop');
    // Both services keep answering: the reports and the decision are stored with their events.
    for (const threadId of during) await report(threadId);
    const hidden = await mo(moderation, 'POST', `/api/admin/moderation/${item.id}/hide`);
    expect(hidden.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + OUTAGE_MS - Date.now())));
    await kafka('start');

    await eventually(
      async () => (await queue('pending')).filter((found) => found.content.content.includes(`(${tag})`)),
      (found) => found.length === 2,
      'both reports made during the outage are in the queue',
    );
    await eventually(
      async () => (await ben(forum, 'GET', `/api/forum/threads/${before}`)).status,
      (status) => status === 404,
      'the "Hide it" made during the outage hides the thread in the forum',
    );
    // Exactly once: redelivery after the outage made no second item for any post.
    const all = [...(await queue('pending')), ...(await queue('rejected'))].filter((found) =>
      found.content.content.includes(`(${tag})`),
    );
    expect(all).toHaveLength(3);
  }, 300_000);
});
