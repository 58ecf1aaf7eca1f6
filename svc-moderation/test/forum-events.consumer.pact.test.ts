import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { pactQueue } from './support/pact-queue.js';

const { like, regex, uuid, iso8601DateTimeWithMillis } = MatchersV3;

// svc-moderation's real forum handlers (the ones subscribeToForum runs) against the messages it
// expects from svc-forum; svc-forum's message provider test verifies the pact file against what the
// real forum publishes when a member reports a post and when screening holds one. The
// descriptions are the keys of that verification: they must match there exactly.
const pact = new PactV4({
  consumer: 'svc-moderation',
  provider: 'svc-forum',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const envelope = (type: string, payload: Record<string, unknown>) => ({
  id: uuid('5d0c7a52-2f4e-4c1b-9a57-3e2a1f0b9c8d'),
  type,
  version: 1,
  occurredAt: iso8601DateTimeWithMillis('2026-11-21T10:00:00.000Z'),
  payload,
});

/** The words and author of the post, as moderation needs them to show it without asking the forum. */
const snapshot = (contentType: 'thread' | 'reply') => ({
  contentType,
  contentId: uuid('55555555-5555-4555-8555-555555555555'),
  threadId: uuid('55555555-5555-4555-8555-555555555555'),
  authorId: uuid('0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d'),
  ...(contentType === 'thread' ? { title: like('I feel anxious about school') } : {}),
  content: like('Some days everything feels like too much.'),
  status: regex('^(active|flagged|archived)$', contentType === 'thread' ? 'active' : 'flagged'),
  createdAt: iso8601DateTimeWithMillis('2026-11-21T09:00:00.000Z'),
});

describe('svc-moderation, as a consumer of forum events', () => {
  it('puts a reported thread in the pending queue with its reporter and reason', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('forum.content.reported: a member reported a thread', (message) =>
        message.withJSONContent(
          envelope('forum.content.reported', {
            reportId: uuid('66666666-6666-4666-8666-666666666666'),
            reportedBy: uuid('77777777-7777-4777-8777-777777777777'),
            reason: like('Unkind or hurtful'),
            reportedAt: iso8601DateTimeWithMillis('2026-11-21T09:30:00.000Z'),
            content: snapshot('thread'),
          }),
        ),
      )
      .executeTest(async (message) => {
        const queue = pactQueue();
        await queue.people.remember(
          {
            userId: '77777777-7777-4777-8777-777777777777',
            username: 'bright-sun3',
            firstName: 'Mia',
            lastName: null,
          },
          '2026-11-01T10:00:00.000Z',
        );
        await queue.deliverForum(message.contents.content);
        const [item] = await queue.queue('pending');
        expect(item).toMatchObject({
          contentType: 'thread',
          status: 'pending',
          priority: 'medium',
          reporters: 1,
          content: {
            title: 'I feel anxious about school',
            content: 'Some days everything feels like too much.',
          },
          reportedBy: { firstName: 'Mia', username: 'bright-sun3' },
          reason: 'Unkind or hurtful',
        });
      });
  });

  it('puts a reply screening held for crisis words in the pending queue as High priority', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('forum.content.screened: screening held a reply with crisis words', (message) =>
        message.withJSONContent(
          envelope('forum.content.screened', {
            outcome: 'crisis',
            priority: 'high',
            screenedAt: iso8601DateTimeWithMillis('2026-11-21T09:00:00.000Z'),
            content: snapshot('reply'),
          }),
        ),
      )
      .executeTest(async (message) => {
        const queue = pactQueue();
        await queue.deliverForum(message.contents.content);
        const [item] = await queue.queue('pending');
        expect(item).toMatchObject({
          contentType: 'reply',
          status: 'pending',
          priority: 'high',
          reporters: 0,
          content: { content: 'Some days everything feels like too much.' },
          reason: 'Safety screening: possible crisis (self-harm or suicide words)',
        });
        expect(item?.reportedBy).toBeUndefined();
      });
  });

  it('puts a thread screening held for abusive words in the pending queue as Medium priority', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('forum.content.screened: screening held a thread with abusive words', (message) =>
        message.withJSONContent(
          envelope('forum.content.screened', {
            outcome: 'abusive',
            priority: 'medium',
            screenedAt: iso8601DateTimeWithMillis('2026-11-21T09:00:00.000Z'),
            content: snapshot('thread'),
          }),
        ),
      )
      .executeTest(async (message) => {
        const queue = pactQueue();
        await queue.deliverForum(message.contents.content);
        const [item] = await queue.queue('pending');
        expect(item).toMatchObject({
          contentType: 'thread',
          priority: 'medium',
          reason: 'Safety screening: possibly abusive language',
        });
      });
  });

  it("puts an author's edit, after a moderator asked for one, back in front of the moderators with the new words", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'forum.content.edited: the author edited a thread a moderator asked them to edit',
        (message) =>
          message.withJSONContent(
            envelope('forum.content.edited', {
              editedAt: iso8601DateTimeWithMillis('2026-11-21T13:00:00.000Z'),
              content: { ...snapshot('thread'), content: like('Someone in my class laughed at me.') },
            }),
          ),
      )
      .executeTest(async (message) => {
        const queue = pactQueue();
        // First the item as it was: reported, then a moderator asked its author to edit it.
        const edited = message.contents.content as { payload: { content: Record<string, unknown> } };
        await queue.deliverForum({
          ...edited,
          id: '9d0c7a52-2f4e-4c1b-9a57-3e2a1f0b9c8d',
          type: 'forum.content.reported',
          payload: {
            reportId: '66666666-6666-4666-8666-666666666666',
            reportedBy: '77777777-7777-4777-8777-777777777777',
            reason: 'Shares private information',
            reportedAt: '2026-11-21T09:30:00.000Z',
            content: { ...edited.payload.content, content: 'Sam Lee from 8B laughed at me.' },
          },
        });
        const [reported] = await queue.queue('pending');
        if (!reported) throw new Error('the report made no item');
        await queue.decide(reported.id, 'request-edit', 'Leave out the name, please.');

        await queue.deliverForum(message.contents.content);

        const [item] = await queue.queue('pending');
        expect(item).toMatchObject({
          id: reported.id,
          editRequested: false,
          content: { content: 'Someone in my class laughed at me.' },
        });
        expect(item?.history.map((entry) => entry.action)).toEqual(['request-edit', 'edited']);
      });
  });
});
