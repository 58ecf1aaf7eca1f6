import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import {
  ContentReported,
  ModerationList,
  UserRegistered,
  type ModerationAction,
  type ModerationItem,
  type ModerationStatus,
} from '@heartwise/contracts';
import {
  createLogger,
  MemoryEventTransport,
  MemoryKeyValueStore,
  newEvent,
  startService,
  TokenIssuer,
  type RunningService,
} from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { moderationService } from '../src/service.js';
import { nextMoment, post, someone, type Someone } from './support/moderation-harness.js';

// Verifies mfe-admin's pact (Content Moderation and the admin's Review: the queue by status and the
// decisions; the moderator dashboard's figures) against the real svc-moderation on an in-process
// bus. Every item is made the way the product makes it: identity's events name the people, the
// forum's `forum.content.reported` puts the thread on the queue, and earlier decisions are made
// over HTTP by a moderator.
const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
const transport = new MemoryEventTransport({ logger: createLogger('moderation-pact', 'silent') });
let moderation: RunningService;
/** Who the replayed request comes from. */
let caller: Someone | undefined;

const moderator = someone('moderator', 'Mo');
const admin = someone('admin', 'Ada');
const otherModerator = someone('moderator', 'Kit');
const tokenOf = (person: Someone) =>
  issuer.issue({ sub: person.id, sid: 'c'.repeat(32), role: person.role }, 300);

async function registered(person: Someone) {
  await transport.publish([
    newEvent(UserRegistered, {
      userId: person.id,
      username: person.username,
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role,
    }),
  ]);
}

beforeAll(async () => {
  moderation = await startService(moderationService, {
    env: testServiceEnv(keys.publicKey),
    embedded: { transport, kv: new MemoryKeyValueStore() },
  });
  // Staff first: once the last-registered people show by name, the staff do too (one topic, in order).
  await registered(moderator);
  await registered(admin);
  await registered(otherModerator);
});
afterAll(async () => {
  await moderation.stop();
  await transport.close();
});

async function queue(status: ModerationStatus): Promise<ModerationItem[]> {
  const response = await fetch(`${moderation.url}/api/admin/moderation?status=${status}`, {
    headers: { authorization: `Bearer ${tokenOf(moderator)}` },
  });
  expect(response.status).toBe(200);
  return ModerationList.parse(await response.json());
}

/** A new member's thread, reported by another, listed as pending with both names: its item id. */
async function reportedThread(reportedAt = nextMoment()): Promise<string> {
  const author = someone('youth', 'Jo', 'Park');
  const reporter = someone('youth', 'Mia');
  await registered(author);
  await registered(reporter);
  const content = post(author);
  await transport.publish([
    newEvent(ContentReported, {
      reportId: randomUUID(),
      reportedBy: reporter.id,
      reason: 'Unkind or hurtful',
      reportedAt,
      content,
    }),
  ]);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const item = (await queue('pending')).find((candidate) => candidate.content.content === content.content);
    if (item?.content.user.firstName && item.reportedBy?.firstName) return item.id;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the reported thread did not reach the queue with its people named within 2 s');
}

async function decided(itemId: string, action: ModerationAction, by: Someone = moderator) {
  const response = await fetch(`${moderation.url}/api/admin/moderation/${itemId}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokenOf(by)}` },
  });
  expect(response.status).toBe(200);
}

describe('svc-moderation, as the provider of mfe-admin', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'svc-moderation',
      providerBaseUrl: moderation.url,
      pactUrls: [resolve(process.cwd(), 'pacts/mfe-admin-svc-moderation.json')],
      logLevel: 'warn',
      stateHandlers: {
        'a moderator is signed in and a member reported a thread': async () => {
          caller = moderator;
          return { itemId: await reportedThread() };
        },
        'a moderator is signed in and has approved a reported thread': async () => {
          caller = moderator;
          const itemId = await reportedThread();
          await decided(itemId, 'approve');
          return { itemId };
        },
        'a moderator is signed in and has rejected a reported thread': async () => {
          caller = moderator;
          const itemId = await reportedThread();
          await decided(itemId, 'reject');
          return { itemId };
        },
        'an admin is signed in and a moderator flagged a reported thread': async () => {
          caller = admin;
          const itemId = await reportedThread();
          await decided(itemId, 'flag');
          return { itemId };
        },
        // Reported now, so it counts in any zone's today and this week (the figures' x-timezone).
        'a moderator is signed in and has rejected a thread a member reported today': async () => {
          caller = moderator;
          const itemId = await reportedThread(new Date().toISOString());
          await decided(itemId, 'reject');
          return { itemId };
        },
        'a moderator is signed in and another moderator flagged a reported thread': async () => {
          caller = moderator;
          const itemId = await reportedThread();
          await decided(itemId, 'flag', otherModerator);
          return { itemId };
        },
      },
      requestFilter: (req, _res, next) => {
        if (caller) req.headers.authorization = `Bearer ${tokenOf(caller)}`;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
