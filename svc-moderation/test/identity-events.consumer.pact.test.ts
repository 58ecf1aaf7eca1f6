import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ContentReported } from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { pactQueue } from './support/pact-queue.js';

const { like, regex, uuid, iso8601DateTimeWithMillis } = MatchersV3;

// svc-moderation's real identity handlers (the ones subscribeToIdentity runs) against the
// messages it expects from svc-identity; svc-identity/test/identity-events.provider.pact.test.ts
// verifies the pact file against what the real service publishes. Descriptions must match there.
const pact = new PactV4({
  consumer: 'svc-moderation',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const userId = '0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d';
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

/** A member's report of a thread by `authorId`, as svc-forum publishes it. */
function reportOfAThreadBy(authorId: string) {
  const threadId = '55555555-5555-4555-8555-555555555555';
  return newEvent(ContentReported, {
    reportId: '66666666-6666-4666-8666-666666666666',
    reportedBy: '77777777-7777-4777-8777-777777777777',
    reason: 'Unkind or hurtful',
    reportedAt: '2026-11-21T09:30:00.000Z',
    content: {
      contentType: 'thread',
      contentId: threadId,
      threadId,
      authorId,
      title: 'Nobody gets it',
      content: 'Some days everything feels like too much.',
      status: 'active',
      createdAt: '2026-11-21T09:00:00.000Z',
    },
  });
}

/** A queue holding one reported thread written by the person the messages are about. */
async function queueWithAThreadBy(authorId: string) {
  const queue = pactQueue();
  await queue.deliverForum(reportOfAThreadBy(authorId));
  return { ...queue, shownAuthor: async () => (await queue.queue())[0]?.content.user };
}

describe('svc-moderation, as a consumer of identity events', () => {
  it("shows a new member's names on what they wrote once they sign up", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.registered: a youth signed up', (message) =>
        message.withJSONContent(envelope('identity.user.registered', profile('Ana'))),
      )
      .executeTest(async (message) => {
        const queue = await queueWithAThreadBy(userId);
        await queue.deliverIdentity(message.contents.content);
        expect(await queue.shownAuthor()).toEqual({
          firstName: 'Ana',
          lastName: 'Silva',
          username: 'calm-otter123',
        });
      });
  });

  it('shows the new first name after someone changes it', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.updated: a person changed their first name', (message) =>
        message.withJSONContent(envelope('identity.user.updated', profile('Ana Maria'))),
      )
      .executeTest(async (message) => {
        const queue = await queueWithAThreadBy(userId);
        await queue.people.remember(
          { userId, username: 'calm-otter123', firstName: 'Ana', lastName: 'Silva' },
          '2026-11-01T10:00:00.000Z',
        );
        await queue.deliverIdentity(message.contents.content);
        expect((await queue.shownAuthor())?.firstName).toBe('Ana Maria');
      });
  });

  it("shows a deleted person's content without a name", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('identity.user.deleted: an account was deleted', (message) =>
        message.withJSONContent(envelope('identity.user.deleted', { userId: uuid(userId) })),
      )
      .executeTest(async (message) => {
        const queue = await queueWithAThreadBy(userId);
        await queue.people.remember(
          { userId, username: 'calm-otter123', firstName: 'Ana', lastName: 'Silva' },
          '2026-11-01T10:00:00.000Z',
        );
        await queue.deliverIdentity(message.contents.content);
        expect(await queue.shownAuthor()).toEqual({ firstName: null, lastName: null, username: 'anonymous' });
      });
  });

  it("puts what a district's student wrote in their district's queue alone", async () => {
    const organizationId = '1c7e2b1a-4d3f-4a5b-8c6d-7e8f9a0b1c2d';
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'identity.membership.changed: a student was placed in a district and school',
        (message) =>
          message.withJSONContent(
            envelope('identity.membership.changed', {
              userId: uuid(userId),
              organizationId: uuid(organizationId),
              schoolId: uuid('2d8f3c2b-5e4a-4b6c-9d7e-8f9a0b1c2d3e'),
              role: regex('^(youth|parent|moderator|admin|org-admin)$', 'youth'),
            }),
          ),
      )
      .executeTest(async (message) => {
        const queue = pactQueue();
        await queue.deliverMembership(message.contents.content);
        await queue.deliverForum(reportOfAThreadBy(userId));
        const [item] = await queue.queue('pending', { kind: 'district', organizationId });
        expect(item?.organizationId).toBe(organizationId);
        const elsewhere = {
          kind: 'district',
          organizationId: '3e9a4d3c-6f5b-4c7d-8e9f-9a0b1c2d3e4f',
        } as const;
        expect(await queue.queue('pending', elsewhere)).toEqual([]);
      });
  });
});
