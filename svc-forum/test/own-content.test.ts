import { describe, expect, it } from '@jest/globals';
import { ContentDeleted, HelpRequested, type EventEnvelope } from '@heartwise/contracts';
import { eventually, type Forum, type Member } from './support/forum-harness.js';
import { forumForThisFile, messageOf, type ForumCalls } from './support/forum-calls.js';
import { aboutReply, aboutThread, decided, sanctioned } from './support/moderation-events.js';

/** What an author may always do with what they wrote: delete it, and ask for help with it. */
let forum: Forum;
let calls: ForumCalls;
forumForThisFile((served) => ({ forum, calls } = served));

const calmWords = 'Lunch breaks are the hardest part of my day.';
const crisisWords = 'Everything is too much and I want to end my life.';

const published = (definition: { type: string }, contentId: string): Promise<EventEnvelope> =>
  forum.eventually(
    (event) =>
      event.type === definition.type &&
      (event.payload as { content: { contentId: string } }).content.contentId === contentId,
  );

/** A crisis post a moderator kept private with support, once its author sees it so. */
async function keptPrivate(author: Member, message?: string) {
  const thread = await calls.post(author, crisisWords);
  await forum.publish(
    decided(aboutThread(thread), 'support', 'crisis', message ? { messageToAuthor: message } : {}),
  );
  await eventually(
    () => calls.listed(author, thread.id),
    (seen) => seen?.heldNote?.reason === 'support',
  );
  return thread;
}

describe('an author deletes their own post', () => {
  it('a thread is gone for everyone at once, its words go to moderation as they were, and the feed forgets it', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    expect(await calls.listed(ben, thread.id)).toBeDefined();

    expect(await ana.call('DELETE', `/api/forum/threads/${thread.id}`)).toEqual({
      status: 200,
      body: { ok: true },
    });

    for (const who of [ana, ben, forum.member(undefined, 'moderator')]) {
      expect(await calls.listed(who, thread.id)).toBeUndefined();
      expect(await calls.page(who, thread.id)).toBeUndefined();
    }
    const event = ContentDeleted.schema.parse(await published(ContentDeleted, thread.id));
    expect(event.payload.content).toMatchObject({
      contentType: 'thread',
      content: calmWords,
      status: 'active',
      threadTitle: thread.title,
      authorId: ana.id,
    });
    expect((await ana.call('DELETE', `/api/forum/threads/${thread.id}`)).status).toBe(404);
  });

  it('a reply is gone for everyone and no longer counted', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    const reply = await calls.reply(ben, thread.id, 'Same here, lunch is hard for me too.');
    expect((await calls.page(ana, thread.id))?.replyCount).toBe(1);

    expect((await ben.call('DELETE', `/api/forum/replies/${reply.id}`)).status).toBe(200);

    expect(await calls.page(ana, thread.id)).toMatchObject({ replyCount: 0, replies: [] });
    expect((await calls.listed(ana, thread.id))?.replyCount).toBe(0);
    await published(ContentDeleted, reply.id);
  });

  it("may delete held content too; someone else's post answers 403, what they cannot see 404", async () => {
    const ana = forum.member();
    const ben = forum.member();
    const held = await calls.post(ana, crisisWords);
    const open = await calls.post(ana, calmWords);
    expect((await ben.call('DELETE', `/api/forum/threads/${open.id}`)).status).toBe(403);
    expect(messageOf(await ben.call('DELETE', `/api/forum/threads/${open.id}`))).toBe(
      'You can only delete your own posts.',
    );
    expect((await ben.call('DELETE', `/api/forum/threads/${held.id}`)).status).toBe(404);
    expect(
      (await forum.member(undefined, 'admin').call('DELETE', `/api/forum/threads/${open.id}`)).status,
    ).toBe(403);
    expect((await ana.call('DELETE', `/api/forum/threads/${held.id}`)).status).toBe(200);
    expect(await calls.listed(ana, open.id)).toBeDefined();
  });

  it('is never stopped by a suspension', async () => {
    const ana = forum.member();
    const thread = await calls.post(ana, calmWords);
    await forum.publish(sanctioned(ana.id, 'suspension'));
    await eventually(
      async () => (await calls.standing(ana)).restriction,
      (restriction) => restriction !== null,
    );
    expect((await ana.call('DELETE', `/api/forum/threads/${thread.id}`)).status).toBe(200);
  });
});

describe('the author of content kept private with support asks for help', () => {
  it('reaches moderation with their words, once per moderator message', async () => {
    const ana = forum.member();
    const thread = await keptPrivate(ana, 'We are here for you.');

    const asked = await ana.call('POST', `/api/forum/threads/${thread.id}/ask-for-help`, {
      message: 'Can someone talk to me tonight?',
    });

    expect(asked).toEqual({ status: 200, body: { ok: true } });
    const event = HelpRequested.schema.parse(await published(HelpRequested, thread.id));
    expect(event.payload).toMatchObject({
      message: 'Can someone talk to me tonight?',
      content: { contentId: thread.id, authorId: ana.id, threadTitle: thread.title },
    });
    expect((await calls.listed(ana, thread.id))?.heldNote).toMatchObject({
      reason: 'support',
      message: 'We are here for you.',
      helpRequestedAt: expect.any(String),
    });
    const again = await ana.call('POST', `/api/forum/threads/${thread.id}/ask-for-help`, {});
    expect(again.status).toBe(409);
    expect(messageOf(again)).toMatch(/^You already asked/);

    // A moderator's next message opens a new request.
    await forum.publish(
      decided(aboutThread(thread), 'support', 'crisis', { messageToAuthor: 'How are you today?' }),
    );
    await eventually(
      () => calls.listed(ana, thread.id),
      (seen) => seen?.heldNote?.message === 'How are you today?',
    );
    expect((await ana.call('POST', `/api/forum/threads/${thread.id}/ask-for-help`)).status).toBe(200);
  });

  it('works for a reply, with no words at all, and even while muted or suspended', async () => {
    const ana = forum.member();
    const thread = await calls.post(forum.member(), calmWords);
    const reply = await calls.reply(ana, thread.id, 'Honestly I have been cutting myself to cope.');
    await forum.publish(decided(aboutReply(reply), 'support', 'crisis'));
    await forum.publish(sanctioned(ana.id, 'suspension'));
    await eventually(
      async () => (await calls.standing(ana)).restriction,
      (restriction) => restriction !== null,
    );
    await eventually(
      () => ana.call('POST', `/api/forum/replies/${reply.id}/ask-for-help`, {}),
      (answer) => answer.status === 200,
    );
    const event = HelpRequested.schema.parse(await published(HelpRequested, reply.id));
    expect(event.payload.message).toBeUndefined();
  });

  it('is only for the author, and only for content kept private with support', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const open = await calls.post(ana, calmWords);
    const notPrivate = await ana.call('POST', `/api/forum/threads/${open.id}/ask-for-help`, {});
    expect(notPrivate.status).toBe(409);
    expect(messageOf(notPrivate)).toMatch(/kept private with support/);
    expect((await ben.call('POST', `/api/forum/threads/${open.id}/ask-for-help`, {})).status).toBe(403);
    const kept = await keptPrivate(ana);
    expect((await ben.call('POST', `/api/forum/threads/${kept.id}/ask-for-help`, {})).status).toBe(404);
  });
});
