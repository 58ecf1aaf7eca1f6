import { describe, expect, it } from '@jest/globals';
import {
  ContentDeleted,
  ContentEdited,
  ContentScreened,
  CreatedReply,
  CreatedThread,
  type EventEnvelope,
} from '@heartwise/contracts';
import type { Forum, Member } from './support/forum-harness.js';
import { forumForThisFile, messageOf, type ForumCalls } from './support/forum-calls.js';

/** Issue 19: authors edit their published posts and replies freely, screened as new posts are. */
let forum: Forum;
let calls: ForumCalls;
forumForThisFile((served) => ({ forum, calls } = served));

const calmWords = 'Mornings before school feel heavy lately.';
const kinderWords = 'Mornings before school feel a little lighter this week.';
const crisisWords = 'Mornings are so hard that I want to end my life.';
const abusiveWords = 'Nobody cares what you think, you idiot.';

const editThread = (who: Member, id: string, content: string) =>
  who.call('PUT', `/api/forum/threads/${id}`, { content });
const editReply = (who: Member, id: string, content: string) =>
  who.call('PUT', `/api/forum/replies/${id}`, { content });

const published = (type: string, contentId: string): Promise<EventEnvelope> =>
  forum.eventually(
    (event) =>
      event.type === type &&
      (event.payload as { content: { contentId: string } }).content.contentId === contentId,
  );

describe('an author edits their published post', () => {
  it('clean words are published at once, for everyone, and moderation is told what it says now', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);

    const answer = await editThread(ana, thread.id, kinderWords);

    expect(answer.status).toBe(200);
    const edited = CreatedThread.parse(answer.body);
    expect(edited).toMatchObject({ content: kinderWords, status: 'active', mine: true });
    expect(edited.notice).toBeUndefined();
    expect(edited.heldNote).toBeUndefined();
    expect(await calls.listed(ben, thread.id)).toMatchObject({ content: kinderWords, status: 'active' });
    expect(await calls.page(ben, thread.id)).toMatchObject({ content: kinderWords });
    const event = ContentEdited.schema.parse(await published(ContentEdited.type, thread.id));
    expect(event.payload.content).toMatchObject({ content: kinderWords, authorId: ana.id });
  });

  it('crisis words are held like a new post: gone from others, the author sees support, moderation gets it high', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    expect(await calls.listed(ben, thread.id)).toBeDefined();

    const answer = await editThread(ana, thread.id, crisisWords);

    expect(answer.status).toBe(200);
    const edited = CreatedThread.parse(answer.body);
    expect(edited.notice?.kind).toBe('crisis');
    expect(edited).toMatchObject({ status: 'flagged', heldNote: { reason: 'review' } });
    // Neither the new words nor the old ones stay in front of others while a moderator reads it.
    expect(await calls.listed(ben, thread.id)).toBeUndefined();
    expect(await calls.page(ben, thread.id)).toBeUndefined();
    expect(await calls.listed(ana, thread.id)).toMatchObject({ content: crisisWords, status: 'flagged' });
    const screened = ContentScreened.schema.parse(await published(ContentScreened.type, thread.id));
    expect(screened.payload).toMatchObject({
      outcome: 'crisis',
      priority: 'high',
      content: { content: crisisWords },
    });
  });

  it('a held post cannot be edited until a moderator has read it, so they decide on what they read', async () => {
    const ana = forum.member();
    const held = await calls.post(ana, abusiveWords);
    expect(held.status).toBe('flagged');

    const answer = await editThread(ana, held.id, calmWords);

    expect({ status: answer.status, message: messageOf(answer) }).toEqual({
      status: 409,
      message: 'A moderator is reading this post. You can edit it once they have looked at it.',
    });
    expect(await calls.listed(ana, held.id)).toMatchObject({ content: abusiveWords, status: 'flagged' });
  });

  it('only its author edits it: someone else gets 403, on content they cannot see 404, staff too', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const open = await calls.post(ana, calmWords);
    const held = await calls.post(ana, crisisWords);

    const notHers = await editThread(ben, open.id, kinderWords);
    expect({ status: notHers.status, message: messageOf(notHers) }).toEqual({
      status: 403,
      message: 'You can only edit your own posts.',
    });
    expect((await editThread(ben, held.id, kinderWords)).status).toBe(404);
    expect((await editThread(forum.member(undefined, 'moderator'), open.id, kinderWords)).status).toBe(403);
    expect((await editThread(ana, open.id, 'short')).status).toBe(400);
    expect(await calls.listed(ben, open.id)).toMatchObject({ content: calmWords });
  });
});

describe('an author edits their published reply', () => {
  it('clean words show at once; abusive words hold the reply and it no longer counts for others', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    const reply = await calls.reply(ben, thread.id, 'Mine too, you are not alone.');

    const clean = await editReply(ben, reply.id, 'Mine too, and you are not alone in it.');
    expect(clean.status).toBe(200);
    expect((await calls.page(ana, thread.id))?.replies.map((shown) => shown.content)).toEqual([
      'Mine too, and you are not alone in it.',
    ]);

    const abusive = await editReply(ben, reply.id, abusiveWords);
    expect(abusive.status).toBe(200);
    const edited = CreatedReply.parse(abusive.body);
    expect(edited).toMatchObject({ status: 'flagged', heldNote: { reason: 'review' } });
    expect(edited.notice?.kind).toBe('review');
    expect(await calls.page(ana, thread.id)).toMatchObject({ replyCount: 0, replies: [] });
    expect((await calls.page(ben, thread.id))?.replies).toMatchObject([
      { id: reply.id, content: abusiveWords, status: 'flagged', mine: true },
    ]);
    const screened = ContentScreened.schema.parse(await published(ContentScreened.type, reply.id));
    expect(screened.payload).toMatchObject({ outcome: 'abusive', priority: 'medium' });
  });

  it("someone else's reply answers 403 and stays as it was", async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    const reply = await calls.reply(ben, thread.id, 'Mine too, you are not alone.');

    expect((await editReply(ana, reply.id, kinderWords)).status).toBe(403);
    expect((await calls.page(ana, thread.id))?.replies[0]?.content).toBe('Mine too, you are not alone.');
  });
});

describe('an author deletes a post someone reported', () => {
  it('is gone for members, and moderation keeps the words it was reported for', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    expect(
      (await ben.call('POST', `/api/forum/threads/${thread.id}/report`, { reason: 'Unkind or hurtful' }))
        .status,
    ).toBe(200);

    expect((await ana.call('DELETE', `/api/forum/threads/${thread.id}`)).status).toBe(200);

    expect(await calls.page(ben, thread.id)).toBeUndefined();
    const deleted = ContentDeleted.schema.parse(await published(ContentDeleted.type, thread.id));
    expect(deleted.payload.content).toMatchObject({ content: calmWords, authorId: ana.id });
  });
});
