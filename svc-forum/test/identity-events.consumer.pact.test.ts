import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  createLogger,
  EndedSessions,
  MemoryDocumentStore,
  TokenIssuer,
  TokenVerifier,
} from '@heartwise/service-kit';
import { deliverTo, testJwtKeys } from '@heartwise/service-kit/testing';
import { forumRepositories } from '../src/adapters/store/forum-repositories.js';
import { threadsCollection } from '../src/adapters/store/thread.repository.js';
import { identityHandlers } from '../src/events/identity.subscriptions.js';
import { listThreads } from '../src/core/use-cases/list-threads.js';
import { policyFor } from '../src/core/screening/district-policy.js';
import { screen, screeningLists } from '../src/core/screening/screening.js';
import { defaultHelplines } from '@heartwise/contracts';

const { eachLike, integer, like, regex, uuid, iso8601DateTimeWithMillis } = MatchersV3;

// The forum's real event handlers (the ones subscribeToIdentity runs) against the messages it
// expects from svc-identity; svc-identity/test/identity-events.provider.pact.test.ts verifies the
// pact file against the events the real service publishes. Descriptions must match there exactly.
const pact = new PactV4({
  consumer: 'svc-forum',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const userId = '0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d';
/** Every event's envelope (ARCHITECTURE §6): the type and version exactly, the rest by shape. */
const envelope = (type: string, payload: Record<string, unknown>) => ({
  id: uuid('5d0c7a52-2f4e-4c1b-9a57-3e2a1f0b9c8d'),
  type,
  version: 1,
  occurredAt: iso8601DateTimeWithMillis('2026-11-21T10:00:00.000Z'),
  payload,
});
const profile = (firstName: string) => ({
  userId: uuid(userId),
  username: like('calm-otter123'),
  firstName: like(firstName),
  lastName: like('Silva'),
  role: regex('^(youth|parent|moderator|admin)$', 'youth'),
});

/** The forum with one thread by the person the messages are about. */
async function forumWithAThreadBy(authorId: string) {
  const store = new MemoryDocumentStore();
  const repositories = forumRepositories(store);
  await store.collection(threadsCollection).insert({
    id: '55555555-5555-4555-8555-555555555555',
    userId: authorId,
    title: 'I feel calmer after a walk',
    content: 'A short walk after school helps me reset.',
    tags: [],
    status: 'active',
    replyCount: 1,
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
  });
  const reader = { sub: '44444444-4444-4444-8444-444444444444', sid: 'd'.repeat(32), role: 'youth' as const };
  return {
    authors: repositories.authors,
    deliver: deliverTo(identityHandlers(repositories)),
    shownAuthor: async () =>
      (await listThreads({ ...repositories, now: () => new Date() }, reader, { limit: 50 }))[0]?.user,
  };
}

/**
 * What startService gives svc-forum (and every service): service-kit's projection of ended
 * sessions, which the token verifier of its routes consults.
 */
function forumVerifier() {
  const keys = testJwtKeys();
  const ended = new EndedSessions({
    service: 'svc-forum',
    store: new MemoryDocumentStore(),
    logger: createLogger('pact', 'silent'),
  });
  const issuer = new TokenIssuer(keys.privateKey);
  return {
    deliver: deliverTo(ended.handlers()),
    verifier: new TokenVerifier(keys.publicKey, { endedSessions: ended }),
    tokenOf: (sid: string) => issuer.issue({ sub: userId, sid, role: 'youth' }, 3_600),
  };
}

describe('svc-forum, as a consumer of identity events', () => {
  it('shows a new member by first name once they sign up', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.registered: a youth signed up', (message) =>
        message.withJSONContent(envelope('identity.user.registered', profile('Ana'))),
      )
      .executeTest(async (message) => {
        const forum = await forumWithAThreadBy(userId);
        await forum.deliver(message.contents.content);
        expect(await forum.shownAuthor()).toEqual({ firstName: 'Ana' });
      });
  });

  it('shows the new first name after someone changes it', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.updated: a person changed their first name', (message) =>
        message.withJSONContent(envelope('identity.user.updated', profile('Ana Maria'))),
      )
      .executeTest(async (message) => {
        const forum = await forumWithAThreadBy(userId);
        await forum.authors.remember(
          { userId, username: 'calm-otter123', firstName: 'Ana', lastName: 'Silva', role: 'youth' },
          '2026-11-01T10:00:00.000Z',
        );
        await forum.deliver(message.contents.content);
        expect(await forum.shownAuthor()).toEqual({ firstName: 'Ana Maria' });
      });
  });

  it('refuses the token of a session that ended, straight away and without asking svc-identity', async () => {
    const signedOut = 'Jm3kT9x2QeLr7vBp0sYw4uNc8hZa1gFd5iKoXjEtV6q';
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.session.ended: a youth signed out', (message) =>
        message.withJSONContent(
          envelope('identity.session.ended', {
            userId: uuid(userId),
            sessions: eachLike({
              sessionId: like(signedOut),
              expiresAt: iso8601DateTimeWithMillis('2099-11-22T10:00:00.000Z'),
            }),
          }),
        ),
      )
      .executeTest(async (message) => {
        const forum = forumVerifier();
        expect(forum.verifier.verify(forum.tokenOf(signedOut))).not.toBeNull();
        await forum.deliver(message.contents.content);
        expect(forum.verifier.verify(forum.tokenOf(signedOut))).toBeNull();
        // Their other sessions (another device) are not touched.
        expect(forum.verifier.verify(forum.tokenOf('k'.repeat(43)))).not.toBeNull();
      });
  });

  it("shows a deleted person's threads as Anonymous", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.deleted: an account was deleted', (message) =>
        message.withJSONContent(envelope('identity.user.deleted', { userId: uuid(userId) })),
      )
      .executeTest(async (message) => {
        const forum = await forumWithAThreadBy(userId);
        await forum.authors.remember(
          { userId, username: 'calm-otter123', firstName: 'Ana', lastName: 'Silva', role: 'youth' },
          '2026-11-01T10:00:00.000Z',
        );
        await forum.deliver(message.contents.content);
        expect(await forum.shownAuthor()).toEqual({ firstName: null });
      });
  });

  it("puts a member of a district in that district's community once identity says they belong to it", async () => {
    const organizationId = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'identity.membership.changed: a platform admin created a district and its organization admin',
        (message) =>
          message.withJSONContent(
            envelope('identity.membership.changed', {
              userId: uuid(userId),
              organizationId: uuid(organizationId),
              schoolId: null,
              role: regex('^(youth|parent|moderator|admin|org-admin)$', 'org-admin'),
            }),
          ),
      )
      .executeTest(async (message) => {
        const { memberships } = forumRepositories(new MemoryDocumentStore());
        expect((await memberships.placeOf(userId)).community).toBe('public');
        await deliverTo(memberships.handlers())(message.contents.content);
        expect(await memberships.placeOf(userId)).toMatchObject({
          organizationId,
          community: `district:${organizationId}`,
        });
      });
  });

  it("screens a district's youth with its phrases and names its helplines once its settings change", async () => {
    const organizationId = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'identity.org.settings.changed: an organization admin changed their district settings',
        (message) =>
          message.withJSONContent(
            envelope('identity.org.settings.changed', {
              organizationId: uuid(organizationId),
              communityScope: regex('^(district|school)$', 'school'),
              retentionDays: integer(14),
              screeningPhrases: eachLike('meet me after school'),
              helplines: eachLike({
                name: like('Riverside Counselling Line'),
                phone: like('555-0100'),
                hours: like('Weekdays 8–6'),
              }),
            }),
          ),
      )
      .executeTest(async (message) => {
        const { memberships } = forumRepositories(new MemoryDocumentStore());
        await deliverTo(memberships.handlers())(message.contents.content);
        const policy = policyFor(
          { settings: await memberships.settingsOf(organizationId) },
          { lists: screeningLists(), helplines: defaultHelplines },
        );
        expect(screen('ok, meet me after school then', policy.lists)).toBe('abusive');
        expect(policy.helplines).toEqual([
          { name: 'Riverside Counselling Line', contact: 'Call 555-0100 · Weekdays 8–6' },
        ]);
      });
  });
});
