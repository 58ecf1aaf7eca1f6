import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { pactQueue } from './support/pact-queue.js';

const { like, regex, uuid, iso8601DateTimeWithMillis } = MatchersV3;

// svc-moderation's real forum handlers (the ones subscribeToForum runs) against the messages it
// expects from svc-forum; svc-forum's message provider test verifies the pact file against what the
// real forum publishes, producing each message from its `type` by the calls that make it (a
// report, a post screening holds, an edit, a deletion, a take-down, a request for help).
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
  // The discussion's title, for a reply too: the moderator sees where the words sit.
  threadTitle: like('I feel anxious about school'),
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
          kind: 'report',
          visibility: 'public',
          threadTitle: 'I feel anxious about school',
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
          kind: 'crisis',
          visibility: 'held',
          threadTitle: 'I feel anxious about school',
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
          kind: 'abusive',
          visibility: 'held',
          priority: 'medium',
          reason: 'Safety screening: possibly abusive language',
        });
      });
  });

  it("holds an author's edit, after a moderator asked for one, for the moderators to review with the new words", async () => {
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
        await queue.decide(reported.id, 'request-edit', { messageToAuthor: 'Leave out the name, please.' });

        await queue.deliverForum(message.contents.content);

        const [item] = await queue.queue('pending');
        expect(item).toMatchObject({
          id: reported.id,
          visibility: 'held',
          editRequested: false,
          editAwaitingReview: true,
          content: { content: 'Someone in my class laughed at me.' },
        });
        expect(item?.history.map((entry) => entry.action)).toEqual(['request-edit', 'edited']);
      });
  });

  it('closes the item of a thread its author deleted, keeping its words for the moderators', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('forum.content.deleted: the author deleted a thread', (message) =>
        message.withJSONContent(
          envelope('forum.content.deleted', {
            deletedAt: iso8601DateTimeWithMillis('2026-11-21T13:00:00.000Z'),
            content: snapshot('thread'),
          }),
        ),
      )
      .executeTest(async (message) => {
        const queue = pactQueue();
        const deletion = message.contents.content as { payload: { content: Record<string, unknown> } };
        await queue.deliverForum(reportOf(deletion.payload.content));
        const [reported] = await queue.queue('pending');
        if (!reported) throw new Error('the report made no item');

        await queue.deliverForum(message.contents.content);

        expect(await queue.queue('pending')).toEqual([]);
        const [item] = await queue.queue('rejected');
        expect(item).toMatchObject({
          id: reported.id,
          visibility: 'deleted',
          content: { content: 'Some days everything feels like too much.' },
        });
        expect(item?.history.map((entry) => entry.action)).toEqual(['deleted']);
      });
  });

  it('records a reply a moderator took down from its page, making its item, so it can be restored', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('forum.content.removed: a moderator took a reply down from its page', (message) =>
        message.withJSONContent(
          envelope('forum.content.removed', {
            removedBy: uuid('88888888-8888-4888-8888-888888888888'),
            reason: like('Shares a phone number'),
            removedAt: iso8601DateTimeWithMillis('2026-11-21T13:00:00.000Z'),
            content: snapshot('reply'),
          }),
        ),
      )
      .executeTest(async (message) => {
        const queue = pactQueue();
        await queue.deliverForum(message.contents.content);
        const [item] = await queue.queue('rejected');
        expect(item).toMatchObject({
          contentType: 'reply',
          status: 'rejected',
          visibility: 'removed',
          moderatorNotes: 'Shares a phone number',
          content: { content: 'Some days everything feels like too much.' },
        });
        expect(item?.history.map((entry) => [entry.action, entry.notes])).toEqual([
          ['removed-from-page', 'Shares a phone number'],
        ]);
        if (!item) throw new Error('no item');
        const restored = await queue.decide(item.id, 'restore', { notes: 'It was a helpline number' });
        expect(restored.visibility).toBe('public');
      });
  });

  it('puts private crisis content whose author asked for help back at the top of the queue', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'forum.help.requested: the author of a thread kept private asked for help',
        (message) =>
          message.withJSONContent(
            envelope('forum.help.requested', {
              requestedAt: iso8601DateTimeWithMillis('2026-11-21T13:00:00.000Z'),
              message: like('Can someone talk to me?'),
              content: snapshot('thread'),
            }),
          ),
      )
      .executeTest(async (message) => {
        const queue = pactQueue();
        // First the item as it was: screening held it for crisis words, a moderator kept it private.
        const help = message.contents.content as { payload: { content: Record<string, unknown> } };
        await queue.deliverForum({
          id: '9d0c7a52-2f4e-4c1b-9a57-3e2a1f0b9c8e',
          type: 'forum.content.screened',
          version: 1,
          occurredAt: '2026-11-21T09:00:00.000Z',
          payload: {
            outcome: 'crisis',
            priority: 'high',
            screenedAt: '2026-11-21T09:00:00.000Z',
            content: help.payload.content,
          },
        });
        const [screened] = await queue.queue('pending');
        if (!screened) throw new Error('the screening made no item');
        await queue.decide(screened.id, 'support', { messageToAuthor: 'We are here for you.' });

        await queue.deliverForum(message.contents.content);

        const [item] = await queue.queue('pending');
        expect(item).toMatchObject({
          id: screened.id,
          status: 'pending',
          visibility: 'private',
          priority: 'high',
          kind: 'crisis',
        });
        expect(item?.history.map((entry) => [entry.action, entry.notes])).toEqual([
          ['support', undefined],
          ['asked-for-help', 'Can someone talk to me?'],
        ]);
      });
  });
});

/** A member's report of this content, so the queue holds an item about it first. */
function reportOf(content: Record<string, unknown>) {
  return {
    id: '9d0c7a52-2f4e-4c1b-9a57-3e2a1f0b9c8f',
    type: 'forum.content.reported',
    version: 1,
    occurredAt: '2026-11-21T09:30:00.000Z',
    payload: {
      reportId: '66666666-6666-4666-8666-666666666666',
      reportedBy: '77777777-7777-4777-8777-777777777777',
      reason: 'Unkind or hurtful',
      reportedAt: '2026-11-21T09:30:00.000Z',
      content,
    },
  };
}
