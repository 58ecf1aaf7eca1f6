import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { MemoryDocumentStore } from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { forumRepositories } from '../src/adapters/store/forum-repositories.js';
import { threadsCollection } from '../src/adapters/store/thread.repository.js';
import { repliesCollection } from '../src/adapters/store/reply.repository.js';
import { moderationHandlers } from '../src/events/moderation.subscriptions.js';
import { listThreads } from '../src/core/use-cases/list-threads.js';
import { threadDetail } from '../src/core/use-cases/thread-detail.js';

const { like, uuid, iso8601DateTimeWithMillis } = MatchersV3;

// The forum's real handler (the one subscribeToModeration runs) against the decisions it expects
// from svc-moderation; svc-moderation verifies this pact file against the events it really
// publishes. Descriptions must match there exactly.
const pact = new PactV4({
  consumer: 'svc-forum',
  provider: 'svc-moderation',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const threadId = '3f1e2d3c-4b5a-4978-8877-665544332211';
const replyId = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const author = '0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d';
const reader = { sub: '44444444-4444-4444-8444-444444444444', sid: 'd'.repeat(32), role: 'youth' as const };
const at = '2026-11-21T09:00:00.000Z';

/** A decision as the forum reads it: the action and what it is about exactly, the rest by shape. */
const decision = (
  contentType: 'thread' | 'reply',
  action: 'approve' | 'reject' | 'flag' | 'request-edit',
  contentId: string,
) => ({
  id: uuid('5d0c7a52-2f4e-4c1b-9a57-3e2a1f0b9c8d'),
  type: 'moderation.decision.made',
  version: 1,
  occurredAt: iso8601DateTimeWithMillis('2026-11-21T10:00:00.000Z'),
  payload: {
    itemId: uuid('9e8d7c6b-5a49-4382-9271-605f4e3d2c1b'),
    contentType,
    contentId: uuid(contentId),
    threadId: uuid(threadId),
    action,
    moderatorId: uuid('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'),
    // A request to edit carries the reason its author is shown.
    ...(action === 'request-edit' ? { notes: like('Please leave out the name of your classmate.') } : {}),
    decidedAt: iso8601DateTimeWithMillis('2026-11-21T10:00:00.000Z'),
  },
});

/** The forum holding one thread and one reply by the same author, in the statuses given. */
async function forumWith(statuses: { thread: 'active' | 'flagged'; reply?: 'active' | 'flagged' }) {
  const store = new MemoryDocumentStore();
  const repositories = forumRepositories(store);
  const activeReplies = statuses.reply === 'active' ? 1 : 0;
  await store.collection(threadsCollection).insert({
    id: threadId,
    userId: author,
    title: 'I feel lonely even around other people',
    content: 'Lunch breaks are the hardest part of my day.',
    tags: ['Emotions & Feelings'],
    status: statuses.thread,
    replyCount: activeReplies,
    createdAt: at,
    updatedAt: at,
  });
  if (statuses.reply) {
    await store.collection(repliesCollection).insert({
      id: replyId,
      threadId,
      userId: author,
      content: 'Thanks for listening, everyone.',
      status: statuses.reply,
      createdAt: at,
      updatedAt: at,
    });
  }
  return {
    deliver: deliverTo(moderationHandlers(repositories)),
    listed: async () => listThreads(repositories, reader, { limit: 50 }),
    listedForAuthor: async () =>
      listThreads(repositories, { sub: author, sid: 'e'.repeat(32), role: 'youth' }, { limit: 50 }),
    replies: async () => (await threadDetail(repositories, reader, threadId)).replies,
    replyCount: async () => (await threadDetail(repositories, reader, threadId)).replyCount,
  };
}

describe('svc-forum, as a consumer of moderation decisions', () => {
  it('shows a held thread to everyone once a moderator approves it', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('moderation.decision.made: a moderator approved a held thread', (message) =>
        message.withJSONContent(decision('thread', 'approve', threadId)),
      )
      .executeTest(async (message) => {
        const forum = await forumWith({ thread: 'flagged' });
        expect(await forum.listed()).toEqual([]);
        await forum.deliver(message.contents.content);
        expect((await forum.listed()).map((thread) => [thread.id, thread.status])).toEqual([
          [threadId, 'active'],
        ]);
      });
  });

  it('hides a reply a moderator rejected, and counts it no more', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('moderation.decision.made: a moderator rejected a reply', (message) =>
        message.withJSONContent(decision('reply', 'reject', replyId)),
      )
      .executeTest(async (message) => {
        const forum = await forumWith({ thread: 'active', reply: 'active' });
        expect(await forum.replyCount()).toBe(1);
        await forum.deliver(message.contents.content);
        expect(await forum.replies()).toEqual([]);
        expect(await forum.replyCount()).toBe(0);
      });
  });

  it('hides a thread a moderator flagged for further review', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('moderation.decision.made: a moderator flagged a thread', (message) =>
        message.withJSONContent(decision('thread', 'flag', threadId)),
      )
      .executeTest(async (message) => {
        const forum = await forumWith({ thread: 'active' });
        expect((await forum.listed()).length).toBe(1);
        await forum.deliver(message.contents.content);
        expect(await forum.listed()).toEqual([]);
      });
  });

  it('hides a thread whose author a moderator asked to edit it, and tells only the author why', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'moderation.decision.made: a moderator asked the author to edit a thread',
        (message) => message.withJSONContent(decision('thread', 'request-edit', threadId)),
      )
      .executeTest(async (message) => {
        const forum = await forumWith({ thread: 'active' });
        await forum.deliver(message.contents.content);
        expect(await forum.listed()).toEqual([]);
        const [mine] = await forum.listedForAuthor();
        expect(mine).toMatchObject({
          id: threadId,
          status: 'flagged',
          editRequest: { reason: 'Please leave out the name of your classmate.' },
        });
      });
  });
});
