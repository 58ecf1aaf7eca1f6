import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  authorNoticeFor,
  decisionRules,
  defaultHelplines,
  type AccessClaims,
  type ModerationDecision,
  type ReviewKind,
} from '@heartwise/contracts';
import { MemoryDocumentStore } from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { forumRepositories } from '../src/adapters/store/forum-repositories.js';
import { threadsCollection } from '../src/adapters/store/thread.repository.js';
import { repliesCollection } from '../src/adapters/store/reply.repository.js';
import { moderationHandlers } from '../src/events/moderation.subscriptions.js';
import { listThreads } from '../src/core/use-cases/list-threads.js';
import { threadDetail } from '../src/core/use-cases/thread-detail.js';
import { memberStanding } from '../src/core/use-cases/member-standing.js';
import type { ThreadRecord } from '../src/ports/thread.repository.port.js';
import type { ReplyRecord } from '../src/ports/reply.repository.port.js';

const { like, uuid, iso8601DateTimeWithMillis } = MatchersV3;

// The forum's real handlers (the ones subscribeToModeration runs) against the decisions and
// sanctions it expects from svc-moderation; svc-moderation verifies this pact file against the
// events it really publishes, choosing what to do from each message's type, version and payload
// (the decision, the kind of item and what it is about; a sanction's kind).
const pact = new PactV4({
  consumer: 'svc-forum',
  provider: 'svc-moderation',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const threadId = '3f1e2d3c-4b5a-4978-8877-665544332211';
const replyId = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const author = '0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d';
const title = 'I feel lonely even around other people';
const claims = (sub: string): AccessClaims => ({ sub, sid: 'd'.repeat(32), role: 'youth' });
const reader = claims('44444444-4444-4444-8444-444444444444');
const at = '2026-11-21T09:00:00.000Z';
const earlier = '2026-11-21T09:30:00.000Z';
const decidedAt = '2026-11-21T10:00:00.000Z';
const message = 'We read what you wrote and we are here for you.';

const envelope = (type: string, version: number, payload: Record<string, unknown>) => ({
  id: uuid('5d0c7a52-2f4e-4c1b-9a57-3e2a1f0b9c8d'),
  type,
  version,
  occurredAt: iso8601DateTimeWithMillis(decidedAt),
  payload,
});

/**
 * A decision (version 2) as the forum reads it: the decision, the kind of item, what it is about
 * and the visibility contracts' rules give it exactly; the words to the author by shape.
 */
const decision = (
  contentType: 'thread' | 'reply',
  made: ModerationDecision,
  kind: ReviewKind,
  words?: string,
) =>
  envelope('moderation.decision.made', 2, {
    itemId: uuid('9e8d7c6b-5a49-4382-9271-605f4e3d2c1b'),
    contentType,
    contentId: uuid(contentType === 'thread' ? threadId : replyId),
    threadId: uuid(threadId),
    kind,
    decision: made,
    visibility: decisionRules[made].visibility,
    moderatorId: uuid('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'),
    ...(words ? { messageToAuthor: like(words) } : {}),
    decidedAt: iso8601DateTimeWithMillis(decidedAt),
  });

/** The forum holding the author's thread (and a reply of theirs), as the story needs them. */
async function forumWith(stored: { thread?: Partial<ThreadRecord>; reply?: Partial<ReplyRecord> } = {}) {
  const store = new MemoryDocumentStore();
  const repositories = forumRepositories(store);
  const deps = { ...repositories, now: () => new Date('2026-11-21T12:00:00.000Z') };
  await store.collection(threadsCollection).insert({
    id: threadId,
    userId: author,
    title,
    content: 'Lunch breaks are the hardest part of my day.',
    tags: ['Emotions & Feelings'],
    status: 'active',
    replyCount: stored.reply?.status === 'active' ? 1 : 0,
    createdAt: at,
    updatedAt: at,
    ...stored.thread,
  });
  if (stored.reply) {
    await store.collection(repliesCollection).insert({
      id: replyId,
      threadId,
      userId: author,
      content: 'Thanks for listening, everyone.',
      status: 'active',
      createdAt: at,
      updatedAt: at,
      ...stored.reply,
    });
  }
  return {
    deliver: deliverTo(moderationHandlers({ ...repositories, helplines: defaultHelplines })),
    listed: async () => listThreads(deps, reader, { limit: 50 }),
    asAuthor: async () => threadDetail(deps, claims(author), threadId),
    asReader: async () => threadDetail(deps, reader, threadId),
    standing: async () =>
      memberStanding({ ...deps, screening: { helplines: defaultHelplines } }, claims(author)),
  };
}

/** What the author is told after a decision, by contracts' rules. */
const told = (made: ModerationDecision, kind: ReviewKind, what: 'post' | 'reply') => {
  const notice = authorNoticeFor(made, kind, what);
  return notice ? { title: notice.title, message: notice.message } : null;
};

describe('svc-forum, as a consumer of moderation decisions', () => {
  it('leaves a reported thread in place and tells its author nothing when the report is dismissed', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('moderation.decision.made: a moderator kept a reported thread ("Keep it")', (m) =>
        m.withJSONContent(decision('thread', 'keep', 'report')),
      )
      .executeTest(async (m) => {
        const forum = await forumWith();
        await forum.deliver(m.contents.content);
        expect((await forum.listed()).map((thread) => [thread.id, thread.status])).toEqual([
          [threadId, 'active'],
        ]);
        expect((await forum.standing()).notices).toEqual([]);
      });
  });

  it('takes a reported reply down, counts it no more, and tells its author kindly', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('moderation.decision.made: a moderator hid a reported reply ("Hide it")', (m) =>
        m.withJSONContent(decision('reply', 'hide', 'report')),
      )
      .executeTest(async (m) => {
        const forum = await forumWith({ reply: { status: 'active' } });
        expect((await forum.asReader()).replyCount).toBe(1);
        await forum.deliver(m.contents.content);
        expect(await forum.asReader()).toMatchObject({ replyCount: 0, replies: [] });
        expect((await forum.asAuthor()).replies).toEqual([]);
        const [notice] = (await forum.standing()).notices;
        expect(notice).toMatchObject({ ...told('hide', 'report', 'reply'), threadTitle: title });
      });
  });

  it("keeps crisis words private with support: only the author sees them, with the moderator's message and the helplines", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'moderation.decision.made: a moderator kept a crisis thread private with support, with a message',
        (m) => m.withJSONContent(decision('thread', 'support', 'crisis', message)),
      )
      .executeTest(async (m) => {
        const forum = await forumWith({ thread: { status: 'flagged' } });
        await forum.deliver(m.contents.content);
        expect(await forum.listed()).toEqual([]);
        await expect(forum.asReader()).rejects.toMatchObject({ kind: 'not-found' });
        expect(await forum.asAuthor()).toMatchObject({
          status: 'flagged',
          heldNote: { reason: 'support', message },
        });
        const [notice] = (await forum.standing()).notices;
        expect(notice).toMatchObject({ ...told('support', 'crisis', 'post'), fromModerator: message });
        expect(notice?.helplines?.length).toBeGreaterThan(0);
      });
  });

  it('shares a crisis reply a moderator made public after the second confirmation', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('moderation.decision.made: a moderator made a crisis reply public', (m) =>
        m.withJSONContent(decision('reply', 'publish', 'crisis')),
      )
      .executeTest(async (m) => {
        const forum = await forumWith({ reply: { status: 'flagged' } });
        await forum.deliver(m.contents.content);
        expect(await forum.asReader()).toMatchObject({
          replyCount: 1,
          replies: [{ id: replyId, status: 'active' }],
        });
        expect((await forum.standing()).notices[0]).toMatchObject(told('publish', 'crisis', 'reply') ?? {});
      });
  });

  it('publishes an edit a moderator reviewed and allowed', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'moderation.decision.made: a moderator allowed an abusive thread after reviewing its edit',
        (m) => m.withJSONContent(decision('thread', 'allow', 'abusive')),
      )
      .executeTest(async (m) => {
        const forum = await forumWith({
          thread: {
            status: 'flagged',
            moderatedAt: earlier,
            heldNote: { reason: 'edit-review', at: earlier },
          },
        });
        expect(await forum.listed()).toEqual([]);
        await forum.deliver(m.contents.content);
        expect((await forum.listed()).map((thread) => [thread.id, thread.status])).toEqual([
          [threadId, 'active'],
        ]);
        expect((await forum.asAuthor()).heldNote).toBeUndefined();
      });
  });

  it('holds a thread whose author a moderator asked to edit it, and tells only the author what to change', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive(
        'moderation.decision.made: a moderator asked the author to edit an abusive thread',
        (m) =>
          m.withJSONContent(
            decision('thread', 'request-edit', 'abusive', 'Please say it without the insult.'),
          ),
      )
      .executeTest(async (m) => {
        const forum = await forumWith({ thread: { status: 'flagged' } });
        await forum.deliver(m.contents.content);
        expect(await forum.listed()).toEqual([]);
        expect((await forum.asAuthor()).heldNote).toEqual({
          reason: 'edit-requested',
          message: 'Please say it without the insult.',
          at: decidedAt,
        });
        expect((await forum.standing()).notices).toEqual([]);
      });
  });

  it('shows a removed thread to everyone again when a moderator restores it', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('moderation.decision.made: a moderator restored a removed thread', (m) =>
        m.withJSONContent(decision('thread', 'restore', 'report')),
      )
      .executeTest(async (m) => {
        const forum = await forumWith({ thread: { status: 'archived', moderatedAt: earlier } });
        expect(await forum.listed()).toEqual([]);
        await forum.deliver(m.contents.content);
        expect((await forum.listed()).map((thread) => [thread.id, thread.status])).toEqual([
          [threadId, 'active'],
        ]);
      });
  });
});

describe('svc-forum, as a consumer of sanctions', () => {
  const sanctionId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
  const reason = 'You called another member names.';

  it("keeps a mute in the member's standing, tells them why and until when, and enforces it", async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('moderation.sanction.issued: a moderator muted a member for a day', (m) =>
        m.withJSONContent(
          envelope('moderation.sanction.issued', 1, {
            sanctionId: uuid(sanctionId),
            memberId: uuid(author),
            kind: 'mute',
            reason: like(reason),
            issuedBy: uuid('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'),
            issuedAt: iso8601DateTimeWithMillis(decidedAt),
            endsAt: iso8601DateTimeWithMillis('2026-11-22T10:00:00.000Z'),
          }),
        ),
      )
      .executeTest(async (m) => {
        const forum = await forumWith();
        await forum.deliver(m.contents.content);
        expect(await forum.standing()).toMatchObject({
          restriction: { kind: 'mute', reason, until: '2026-11-22T10:00:00.000Z' },
          notices: [{ kind: 'mute', fromModerator: reason, until: '2026-11-22T10:00:00.000Z' }],
        });
      });
  });

  it('ends a mute a moderator lifted early, and tells the member', async () => {
    await pact
      .addAsynchronousInteraction()
      .expectsToReceive('moderation.sanction.lifted: a moderator lifted a mute early', (m) =>
        m.withJSONContent(
          envelope('moderation.sanction.lifted', 1, {
            sanctionId: uuid(sanctionId),
            memberId: uuid(author),
            liftedBy: uuid('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'),
            liftedAt: iso8601DateTimeWithMillis('2026-11-21T11:00:00.000Z'),
          }),
        ),
      )
      .executeTest(async (m) => {
        const forum = await forumWith();
        await forum.deliver({
          id: '6e5d4c3b-2a19-4087-b6a5-948372615049',
          type: 'moderation.sanction.issued',
          version: 1,
          occurredAt: decidedAt,
          payload: {
            sanctionId,
            memberId: author,
            kind: 'mute',
            reason,
            issuedBy: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
            issuedAt: decidedAt,
            endsAt: '2026-11-22T10:00:00.000Z',
          },
        });
        expect((await forum.standing()).restriction).not.toBeNull();
        await forum.deliver(m.contents.content);
        const standing = await forum.standing();
        expect(standing.restriction).toBeNull();
        expect(standing.notices[0]).toMatchObject({ kind: 'lifted' });
      });
  });
});
