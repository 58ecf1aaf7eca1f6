import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { MessageProviderPact } from '@pact-foundation/pact';
import {
  Link,
  LinkApproved,
  LinkList,
  LinkEnded,
  MembershipChanged,
  OrgPeoplePage,
  OrgSettingsChanged,
  SessionEnded,
  UserDeleted,
  UserRegistered,
  UserRoleChanged,
  UserUpdated,
  defaultOrgSettings,
  type EventEnvelope,
} from '@heartwise/contracts';
import { call, signInDemo, signUp, startIdentity, type Identity } from './support/identity-harness.js';

/**
 * svc-identity, as the producer of identity events: verifies every message pact whose provider is
 * svc-identity in pacts/ (written by the consumers earlier in the same run). Each message is not
 * made up here: the real service runs the use case over HTTP, which mints the event with
 * `newEvent(Definition, payload)` (the contract's zod schema) into its outbox, the relay publishes
 * it, and what the bus delivered is the message checked against the consumers' expectations.
 */
const PROVIDER = 'svc-identity';

/** What this verification needs to know of a pact file, to tell message pacts from HTTP ones. */
const PactFile = z.object({
  consumer: z.object({ name: z.string() }),
  provider: z.object({ name: z.string() }),
  interactions: z.array(z.object({ type: z.string() })),
});

/** The message pacts (V4 asynchronous messages) naming svc-identity as their provider. */
function messagePactsOf(provider: string): { path: string; consumer: string }[] {
  const dir = resolve(process.cwd(), 'pacts');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  return files.flatMap((name) => {
    const path = join(dir, name);
    const pact = PactFile.parse(JSON.parse(readFileSync(path, 'utf8')));
    const messages =
      pact.interactions.length > 0 &&
      pact.interactions.every((interaction) => interaction.type === 'Asynchronous/Messages');
    return pact.provider.name === provider && messages ? [{ path, consumer: pact.consumer.name }] : [];
  });
}

let identity: Identity;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.stop();
});

/** The event of this type about this person, exactly as svc-identity published it on the bus. */
function published(
  definition: { type: string; schema: z.ZodType<{ payload: { userId: string } }> },
  userId: string,
): Promise<EventEnvelope> {
  return identity.eventually(
    (event) => event.type === definition.type && definition.schema.parse(event).payload.userId === userId,
  );
}

/** The link event of this type about this link, exactly as svc-identity published it on the bus. */
function publishedLink(
  definition: { type: string; schema: z.ZodType<{ payload: { linkId: string } }> },
  linkId: string,
): Promise<EventEnvelope> {
  return identity.eventually(
    (event) => event.type === definition.type && definition.schema.parse(event).payload.linkId === linkId,
  );
}

/** A parent asks to link with a new youth and the youth accepts: the approved link. */
async function approvedLink(): Promise<{ link: Link; parent: Awaited<ReturnType<typeof signUp>> }> {
  const parent = await signUp(identity, 'parent', 'Jo');
  const youth = await signUp(identity, 'youth', 'Ana');
  const asked = await call(identity, 'post', '/api/links', {
    cookie: parent.cookie,
    body: { youthUsername: youth.user.username },
  });
  expect(asked.status).toBe(202);
  // The answer names no link (it reveals nothing): the youth finds the request in their own list.
  const [request] = LinkList.parse(
    (await call(identity, 'get', '/api/links?status=pending', { cookie: youth.cookie })).body,
  );
  if (!request) throw new Error("the request is not in the youth's list");
  const accepted = await call(identity, 'post', `/api/links/${request.id}/accept`, {
    cookie: youth.cookie,
  });
  expect(accepted.status).toBe(200);
  return { link: Link.parse(accepted.body), parent };
}

/** One per message description the consumers use (they must match exactly). */
const messageProviders = {
  'identity.user.registered: a youth signed up': async () => {
    const ana = await signUp(identity, 'youth', 'Ana');
    return published(UserRegistered, ana.user.id);
  },
  'identity.user.updated: a person changed their first name': async () => {
    const ana = await signUp(identity, 'youth', 'Ana');
    const renamed = await call(identity, 'patch', '/api/user', {
      cookie: ana.cookie,
      body: { firstName: 'Ana Maria' },
    });
    expect(renamed.status).toBe(200);
    return published(UserUpdated, ana.user.id);
  },
  'identity.user.deleted: an account was deleted': async () => {
    const ana = await signUp(identity, 'youth', 'Ana');
    const deleted = await call(identity, 'delete', '/api/user', {
      cookie: ana.cookie,
      body: { password: ana.password },
    });
    expect(deleted.status).toBe(200);
    return published(UserDeleted, ana.user.id);
  },
  "identity.link.approved: a youth accepted a parent's link request": async () => {
    const { link } = await approvedLink();
    return publishedLink(LinkApproved, link.id);
  },
  'identity.link.ended: a parent ended a link': async () => {
    const { link, parent } = await approvedLink();
    const ended = await call(identity, 'delete', `/api/links/${link.id}`, { cookie: parent.cookie });
    expect(ended.status).toBe(200);
    return publishedLink(LinkEnded, link.id);
  },
  'identity.session.ended: a youth signed out': async () => {
    const ana = await signUp(identity, 'youth', 'Ana');
    const signedOut = await call(identity, 'post', '/api/logout', { cookie: ana.cookie });
    expect(signedOut.status).toBe(200);
    return published(SessionEnded, ana.user.id);
  },
  'identity.user.role-changed: a parent was made a moderator': async () => {
    const admin = await signInDemo(identity, 'admin');
    const jo = await signUp(identity, 'parent', 'Jo');
    const changed = await call(identity, 'put', `/api/admin/users/${jo.user.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'moderator' },
    });
    expect(changed.status).toBe(200);
    return published(UserRoleChanged, jo.user.id);
  },
  'identity.membership.changed: a platform admin created a district and its organization admin': async () => {
    const admin = await signInDemo(identity, 'admin');
    const created = await call(identity, 'post', '/api/admin/organizations', {
      cookie: admin.cookie,
      body: {
        name: `Lakeview Unified ${Date.now()}`,
        schools: [{ name: 'Lakeview High School' }],
        admin: {
          firstName: 'Lee',
          lastName: 'Moreno',
          email: `lee-${Date.now()}@lakeview.example`,
          password: 'a-long-demo-password',
        },
      },
    });
    expect(created.status).toBe(201);
    return published(MembershipChanged, (created.body as { admin: { id: string } }).admin.id);
  },
  'identity.membership.changed: a student was placed in a district and school': async () => {
    // Riverside Unified's students (the demo district) are placed when the service seeds them.
    const orgAdmin = await signInDemo(identity, 'orgAdmin');
    const youth = await call(identity, 'get', '/api/org/people?role=youth', { cookie: orgAdmin.cookie });
    expect(youth.status).toBe(200);
    const [student] = OrgPeoplePage.parse(youth.body).people;
    expect(student?.schoolId).toEqual(expect.any(String));
    return published(MembershipChanged, student?.userId ?? '');
  },
  'identity.org.settings.changed: an organization admin changed their district settings': async () => {
    const orgAdmin = await signInDemo(identity, 'orgAdmin');
    const changed = await call(identity, 'put', '/api/org/settings', {
      cookie: orgAdmin.cookie,
      body: {
        ...defaultOrgSettings,
        communityScope: 'school',
        retentionDays: 14,
        screeningPhrases: ['meet me after school'],
        helplines: [{ name: 'Riverside Counselling Line', phone: '555-0100', hours: 'Weekdays 8–6' }],
      },
    });
    expect(changed.status).toBe(200);
    const organizationId = orgAdmin.user.organizationId;
    return identity.eventually(
      (event) =>
        event.type === OrgSettingsChanged.type &&
        OrgSettingsChanged.schema.parse(event).payload.organizationId === organizationId,
    );
  },
};

describe('svc-identity, as the producer of identity events', () => {
  it('honours the message pacts of every consumer', async () => {
    const pacts = messagePactsOf(PROVIDER);
    // Never a silent pass: each service that consumes identity events has written its pact.
    expect(pacts.map((pact) => pact.consumer).sort()).toEqual([
      'svc-forum',
      'svc-identity',
      'svc-moderation',
      'svc-wellness',
    ]);

    await new MessageProviderPact({
      provider: PROVIDER,
      pactUrls: pacts.map((pact) => pact.path),
      messageProviders,
      logLevel: 'warn',
    }).verify();
  }, 60_000);
});
