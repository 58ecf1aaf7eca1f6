import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  authorNoticeFor,
  CONTEXT_REPLIES,
  ContentContext,
  ContentRemoved,
  UserRegistered,
  type EventEnvelope,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { eventually, type Forum, type Member } from './support/forum-harness.js';
import { forumForThisFile, messageOf, type ForumCalls } from './support/forum-calls.js';
import { aboutThread, decided } from './support/moderation-events.js';

/** Moderators and admins read every status in place, take anything down, and read items in context. */
let forum: Forum;
let calls: ForumCalls;
let moderator: Member;
let admin: Member;

forumForThisFile((served) => ({ forum, calls } = served));
beforeAll(() => {
  moderator = forum.member(undefined, 'moderator');
  admin = forum.member(undefined, 'admin');
});

const calmWords = 'Lunch breaks are the hardest part of my day.';
const crisisWords = 'Everything is too much and I want to end my life.';
const reason = 'Names a classmate; the author was asked before.';

const removal = (kind: 'threads' | 'replies', id: string) => (who: Member) =>
  who.call('POST', `/api/forum/${kind}/${id}/remove`, { reason });
const removedEvent = (contentId: string): Promise<EventEnvelope> =>
  forum.eventually(
    (event) =>
      event.type === ContentRemoved.type &&
      ContentRemoved.schema.parse(event).payload.content.contentId === contentId,
  );

describe("a thread's page, for moderators and admins", () => {
  it('shows the thread and every reply in any status; the list stays as members see it', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    const active = await calls.reply(ben, thread.id, 'I am sorry you feel that way.');
    const held = await calls.reply(ben, thread.id, 'Honestly I want to die some days.');
    const taken = await calls.reply(ben, thread.id, 'Another reply that will be taken down.');
    expect((await removal('replies', taken.id)(moderator)).status).toBe(200);
    await forum.publish(decided(aboutThread(thread), 'escalate', 'report'));
    await eventually(
      () => calls.page(moderator, thread.id),
      (page) => page?.status === 'flagged',
    );

    for (const staff of [moderator, admin]) {
      const page = await calls.page(staff, thread.id);
      expect(page).toMatchObject({ id: thread.id, status: 'flagged', mine: false });
      expect(page?.heldNote).toBeUndefined();
      expect(page?.replies.map((reply) => [reply.id, reply.status])).toEqual([
        [active.id, 'active'],
        [held.id, 'flagged'],
        [taken.id, 'archived'],
      ]);
      expect(await calls.listed(staff, thread.id)).toBeUndefined();
    }
    // Members' rules are unchanged: active content, and their own held content.
    expect(await calls.page(forum.member(), thread.id)).toBeUndefined();
    expect((await calls.page(ana, thread.id))?.replies.map((reply) => reply.id)).toEqual([active.id]);
  });
});

describe('taking a post down from its page', () => {
  it('removes an approved thread for everyone at once, records it for moderation and tells the author in neutral words', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    expect(await calls.listed(ben, thread.id)).toBeDefined();

    expect(await removal('threads', thread.id)(moderator)).toEqual({ status: 200, body: { ok: true } });

    expect(await calls.listed(ben, thread.id)).toBeUndefined();
    expect(await calls.page(ben, thread.id)).toBeUndefined();
    expect(await calls.page(ana, thread.id)).toBeUndefined();
    expect((await calls.page(moderator, thread.id))?.status).toBe('archived');
    const event = ContentRemoved.schema.parse(await removedEvent(thread.id));
    expect(event.payload).toMatchObject({
      removedBy: moderator.id,
      reason,
      content: { contentType: 'thread', contentId: thread.id, threadTitle: thread.title, status: 'archived' },
    });
    const [notice] = (await calls.standing(ana)).notices;
    const told = authorNoticeFor('remove', 'report', 'post');
    expect(notice).toMatchObject({ kind: 'decision', title: told?.title, message: told?.message });
    expect(notice?.helplines).toBeUndefined();
    // The staff's reason is for the record, never for the author.
    expect(JSON.stringify(notice)).not.toContain('classmate');
  });

  it('tells the author of crisis words kindly, with the helplines, and never of the guidelines', async () => {
    const ana = forum.member();
    const thread = await calls.post(ana, crisisWords);
    expect((await removal('threads', thread.id)(admin)).status).toBe(200);
    const [notice] = (await calls.standing(ana)).notices;
    expect(notice).toMatchObject({ title: authorNoticeFor('remove', 'crisis', 'post')?.title });
    expect(notice?.helplines?.length).toBeGreaterThan(0);
    expect(notice?.message).not.toMatch(/guidelines/i);
  });

  it('takes a reply down and counts it no more; an older decision arriving late cannot bring it back, a later restore does', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    const reply = await calls.reply(ben, thread.id, 'Same here, lunch is hard for me too.');
    const olderDecision = decided(
      { contentType: 'reply', contentId: reply.id, threadId: thread.id },
      'allow',
      'report',
      { decidedAt: new Date(Date.now() - 60_000).toISOString() },
    );

    expect((await removal('replies', reply.id)(moderator)).status).toBe(200);
    expect(await calls.page(ana, thread.id)).toMatchObject({ replyCount: 0, replies: [] });
    await removedEvent(reply.id);

    await forum.publish(olderDecision);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await calls.page(ana, thread.id))?.replies).toEqual([]);

    await forum.publish(
      decided({ contentType: 'reply', contentId: reply.id, threadId: thread.id }, 'restore', 'report'),
    );
    await eventually(
      () => calls.page(ana, thread.id),
      (page) => page?.replyCount === 1,
    );
  });

  it('taking down what is already down changes nothing; what does not exist answers 404', async () => {
    const thread = await calls.post(forum.member(), calmWords);
    expect((await removal('threads', thread.id)(moderator)).status).toBe(200);
    await removedEvent(thread.id);
    expect((await removal('threads', thread.id)(moderator)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const events = forum.published.filter(
      (event) =>
        event.type === ContentRemoved.type &&
        ContentRemoved.schema.parse(event).payload.content.contentId === thread.id,
    );
    expect(events).toHaveLength(1);
    expect((await removal('replies', '99999999-9999-4999-8999-999999999999')(moderator)).status).toBe(404);
  });

  it('needs a reason, and is for moderators and admins only', async () => {
    const ana = forum.member();
    const thread = await calls.post(ana, calmWords);
    const noReason = await moderator.call('POST', `/api/forum/threads/${thread.id}/remove`, { reason: ' ' });
    expect({ status: noReason.status, message: messageOf(noReason) }).toEqual({
      status: 400,
      message: 'Please say why, for the record',
    });
    for (const role of ['youth', 'parent'] as const) {
      expect((await removal('threads', thread.id)(forum.member(undefined, role))).status).toBe(403);
    }
    expect((await removal('threads', thread.id)(ana)).status).toBe(403);
    expect(await calls.listed(forum.member(), thread.id)).toBeDefined();
  });
});

describe('a queue item in context', () => {
  it('gives a reply with its thread and the replies around it, in any status, by first name', async () => {
    const mia = forum.member();
    await forum.publish(
      newEvent(UserRegistered, {
        userId: mia.id,
        username: 'mia-sun1',
        firstName: 'Mia',
        lastName: 'Lee',
        role: 'youth',
      }),
    );
    const thread = await eventually(
      () => calls.post(mia, calmWords),
      (created) => created.user.firstName === 'Mia',
    );
    const replies = [];
    for (const words of ['One.', 'Two, you idiot.', 'Three.', 'Four.', 'Five.', 'Six.']) {
      replies.push(await calls.reply(forum.member(), thread.id, `Reply ${words}`));
    }
    const target = replies[3];
    if (!target) throw new Error('no target');

    const answer = await moderator.call('GET', `/api/forum/context/reply/${target.id}`);

    expect(answer.status).toBe(200);
    const context = ContentContext.parse(answer.body);
    expect(context.thread).toMatchObject({
      id: thread.id,
      title: thread.title,
      author: { firstName: 'Mia' },
    });
    expect(context.target).toMatchObject({ id: target.id, content: target.content });
    expect(context.before.map((post) => [post.id, post.status])).toEqual([
      [replies[1]?.id, 'flagged'],
      [replies[2]?.id, 'active'],
    ]);
    expect(context.after.map((post) => post.id)).toEqual([replies[4]?.id, replies[5]?.id]);
    expect(context.before).toHaveLength(CONTEXT_REPLIES);
  });

  it('gives a thread, any status, with its first replies; 404 for what does not exist; staff only', async () => {
    const ana = forum.member();
    const thread = await calls.post(ana, crisisWords);
    await forum.publish(decided(aboutThread(thread), 'support', 'crisis'));
    const context = ContentContext.parse(
      (await admin.call('GET', `/api/forum/context/thread/${thread.id}`)).body,
    );
    expect(context).toMatchObject({
      thread: { id: thread.id, status: 'flagged' },
      before: [],
      target: null,
      after: [],
    });

    const missing = '99999999-9999-4999-8999-999999999999';
    expect((await moderator.call('GET', `/api/forum/context/reply/${missing}`)).status).toBe(404);
    expect((await moderator.call('GET', `/api/forum/context/post/${thread.id}`)).status).toBe(404);
    expect((await ana.call('GET', `/api/forum/context/thread/${thread.id}`)).status).toBe(403);
  });
});
