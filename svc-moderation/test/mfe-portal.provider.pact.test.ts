import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import {
  ContentReported,
  ContentScreened,
  MembershipChanged,
  ModerationList,
  UserRegistered,
  type ContentSnapshot,
  type ModerationItem,
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
import { post, someone, type Someone } from './support/moderation-harness.js';

// Verifies mfe-portal's pact (an organization admin's escalations and the dashboard's moderation
// load) against the real svc-moderation on an in-process bus. Items are made the way the product
// makes them: identity's events name the people and place them in Riverside, the forum's report or
// screening hold puts the thread on the queue, and Riverside's moderator escalates it over HTTP.
const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
const transport = new MemoryEventTransport({ logger: createLogger('moderation-portal-pact', 'silent') });
let moderation: RunningService;
/** Who the replayed request comes from. */
let caller: Someone | undefined;

const riverside = randomUUID();
const lincoln = randomUUID();
const orgAdmin = someone('org-admin', 'Orla');
const riversideMod = someone('moderator', 'Rima');
const platformAdmin = someone('admin', 'Ada');
const reporter = someone('youth', 'Mia');
const tokenOf = (person: Someone) =>
  issuer.issue({ sub: person.id, sid: 'c'.repeat(32), role: person.role }, 300);

async function registered(person: Someone, school: string | null = null) {
  await transport.publish([
    newEvent(UserRegistered, {
      userId: person.id,
      username: person.username,
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role,
    }),
  ]);
  if (person.role !== 'admin') {
    await transport.publish([
      newEvent(MembershipChanged, {
        userId: person.id,
        organizationId: riverside,
        schoolId: school,
        role: person.role,
      }),
    ]);
  }
}

const getAs = (as: Someone, path: string) =>
  fetch(`${moderation.url}${path}`, { headers: { authorization: `Bearer ${tokenOf(as)}` } });

const postAs = (as: Someone, path: string, body?: unknown) =>
  fetch(`${moderation.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tokenOf(as)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** Polls `read` until it finds the item `found` looks for (events are handled asynchronously). */
async function eventually(read: () => Promise<ModerationItem[]>, found: (item: ModerationItem) => boolean) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const item = (await read()).find(found);
    if (item) return item;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the item did not arrive within 2 s');
}

const listed = (as: Someone, path: string) => async () => {
  const response = await getAs(as, path);
  expect(response.status).toBe(200);
  return ModerationList.parse(await response.json());
};

/**
 * A Riverside youth's thread, put on the queue by `arrive`, that Riverside's moderator escalated
 * with a note, once the organization admin sees it among their escalations: its item id.
 */
async function escalated(arrive: (content: ContentSnapshot) => Promise<void>): Promise<string> {
  const author = someone('youth', 'Jo', 'Park');
  await registered(author, lincoln);
  const content = post(author);
  await arrive(content);
  const mine = (item: ModerationItem) =>
    item.content.content === content.content &&
    item.organizationId === riverside &&
    Boolean(item.content.user.firstName);
  const pending = await eventually(listed(riversideMod, '/api/admin/moderation?status=pending'), mine);
  const escalation = await postAs(riversideMod, `/api/admin/moderation/${pending.id}/escalate`, {
    notes: 'The school should look at this.',
  });
  expect(escalation.status).toBe(200);
  await eventually(listed(orgAdmin, '/api/org/escalations'), (item) => item.id === pending.id);
  return pending.id;
}

const reported = (content: ContentSnapshot) =>
  transport.publish([
    newEvent(ContentReported, {
      reportId: randomUUID(),
      reportedBy: reporter.id,
      reason: 'Names a classmate',
      reportedAt: new Date().toISOString(),
      content,
    }),
  ]);

const heldForCrisis = (content: ContentSnapshot) =>
  transport.publish([
    newEvent(ContentScreened, {
      outcome: 'crisis',
      priority: 'high',
      screenedAt: content.createdAt,
      content: { ...content, status: 'flagged' },
    }),
  ]);

beforeAll(async () => {
  moderation = await startService(moderationService, {
    env: testServiceEnv(keys.publicKey),
    embedded: { transport, kv: new MemoryKeyValueStore() },
  });
  for (const person of [orgAdmin, riversideMod, platformAdmin]) await registered(person);
  await registered(reporter, lincoln);
});
afterAll(async () => {
  await moderation.stop();
  await transport.close();
});

describe('svc-moderation, as the provider of mfe-portal', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'svc-moderation',
      providerBaseUrl: moderation.url,
      pactUrls: [resolve(process.cwd(), 'pacts/mfe-portal-svc-moderation.json')],
      logLevel: 'warn',
      stateHandlers: {
        "Riverside's organization admin is signed in and its moderator escalated a reported thread":
          async () => {
            caller = orgAdmin;
            return { itemId: await escalated(reported) };
          },
        "Riverside's organization admin is signed in and its moderator escalated a thread with crisis words":
          async () => {
            caller = orgAdmin;
            return { itemId: await escalated(heldForCrisis) };
          },
        "Riverside's organization admin is signed in and a platform admin kept a thread its moderator escalated":
          async () => {
            caller = orgAdmin;
            const itemId = await escalated(reported);
            expect((await postAs(platformAdmin, `/api/admin/moderation/${itemId}/keep`)).status).toBe(200);
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
