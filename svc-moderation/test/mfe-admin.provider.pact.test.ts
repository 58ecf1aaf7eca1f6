import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import {
  ContentReported,
  ContentScreened,
  ModerationList,
  Sanction,
  UserRegistered,
  type ContentSnapshot,
  type ModerationDecision,
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

// Verifies mfe-admin's pact (the review queue by status, its decisions and sanctions; the
// moderator dashboard's figures) against the real svc-moderation on an in-process bus. Every item
// is made the way the product makes it: identity's events name the people, the forum's
// `forum.content.reported` or `forum.content.screened` puts the thread on the queue, and earlier
// decisions and sanctions are made over HTTP by staff.
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

/** The thread's item once it is listed as pending with its people named: its id. */
async function listedPending(
  content: ContentSnapshot,
  named: (item: ModerationItem) => boolean,
): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const item = (await queue('pending')).find((candidate) => candidate.content.content === content.content);
    if (item && named(item)) return item.id;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the thread did not reach the queue with its people named within 2 s');
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
  return listedPending(content, (item) => Boolean(item.content.user.firstName && item.reportedBy?.firstName));
}

/** A new member's thread that screening held for crisis words, listed as pending: its item id. */
async function crisisThread(): Promise<string> {
  const author = someone('youth', 'Jo', 'Park');
  await registered(author);
  const content = post(author, { content: `I don't want to be here anymore (${randomUUID().slice(0, 8)}).` });
  await transport.publish([
    newEvent(ContentScreened, {
      outcome: 'crisis',
      priority: 'high',
      screenedAt: content.createdAt,
      content: { ...content, status: 'flagged' },
    }),
  ]);
  return listedPending(content, (item) => Boolean(item.content.user.firstName));
}

const postAs = (by: Someone, path: string, body?: unknown) =>
  fetch(`${moderation.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tokenOf(by)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function decided(itemId: string, decision: ModerationDecision, by: Someone = moderator) {
  expect((await postAs(by, `/api/admin/moderation/${itemId}/${decision}`)).status).toBe(200);
}

/** A state where `as` is signed in and `by` made `decision` about a freshly reported thread. */
const afterDecision =
  (as: Someone, decision: ModerationDecision, by: Someone = moderator, reportedAt?: () => string) =>
  async () => {
    caller = as;
    const itemId = await reportedThread(reportedAt?.());
    await decided(itemId, decision, by);
    return { itemId };
  };

/** Reported now, so it counts in any zone's today and this week (the figures' x-timezone). */
const now = () => new Date().toISOString();

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
        'a moderator is signed in and has kept a reported thread': afterDecision(moderator, 'keep'),
        'a moderator is signed in and has hidden a reported thread': afterDecision(moderator, 'hide'),
        'an admin is signed in and a moderator escalated a reported thread': afterDecision(admin, 'escalate'),
        'a moderator is signed in and another moderator escalated a reported thread': afterDecision(
          moderator,
          'escalate',
          otherModerator,
        ),
        'a moderator is signed in and screening held a thread with crisis words': async () => {
          caller = moderator;
          return { itemId: await crisisThread() };
        },
        'a moderator is signed in and a member is muted for a day': async () => {
          caller = moderator;
          const itemId = await reportedThread();
          const muted = await postAs(moderator, `/api/admin/moderation/${itemId}/sanctions`, {
            kind: 'mute',
            durationHours: 24,
            reason: 'Repeated name-calling',
          });
          expect(muted.status).toBe(201);
          return { itemId, sanctionId: Sanction.parse(await muted.json()).id };
        },
        'a moderator is signed in and has hidden a thread a member reported today': afterDecision(
          moderator,
          'hide',
          moderator,
          now,
        ),
        // The states of the consumer's pact before issue 14, in the decisions' new words.
        'a moderator is signed in and has approved a reported thread': afterDecision(moderator, 'keep'),
        'a moderator is signed in and has rejected a reported thread': afterDecision(moderator, 'hide'),
        'an admin is signed in and a moderator flagged a reported thread': afterDecision(admin, 'escalate'),
        'a moderator is signed in and has rejected a thread a member reported today': afterDecision(
          moderator,
          'hide',
          moderator,
          now,
        ),
        'a moderator is signed in and another moderator flagged a reported thread': afterDecision(
          moderator,
          'escalate',
          otherModerator,
        ),
      },
      requestFilter: (req, _res, next) => {
        if (caller) req.headers.authorization = `Bearer ${tokenOf(caller)}`;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
