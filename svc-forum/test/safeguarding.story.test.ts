import { describe, expect, it } from '@jest/globals';
import { ContentReported } from '@heartwise/contracts';
import { eventually, type Forum, type Member } from './support/forum-harness.js';
import { forumForThisFile, messageOf, type ForumCalls } from './support/forum-calls.js';
import { aboutReply, aboutThread, decided, sanctioned } from './support/moderation-events.js';

/**
 * Issue 14's "Done when", as far as svc-forum answers for it: each story is what a youth, a
 * moderator or an admin does, and what every other member can (or can never) see afterwards.
 */
const helplines = [{ name: 'Kids Help Line', contact: 'Call 1800 55 1800' }];
let forum: Forum;
let calls: ForumCalls;
forumForThisFile((served) => ({ forum, calls } = served), { env: { HELPLINES: JSON.stringify(helplines) } });

const crisisWords = "I want to kill myself, I can't go on.";
const calmWords = 'Exams start tomorrow and I feel shaky, any tips?';

/** Everything another member could try with a thread: list, dashboard preview, page, reply, report. */
async function everythingSeenBy(who: Member, threadId: string) {
  const preview = await who.call('GET', '/api/forum/threads?limit=3');
  return {
    listed: (await calls.listed(who, threadId)) !== undefined,
    preview: JSON.stringify(preview.body).includes(threadId),
    page: (await who.call('GET', `/api/forum/threads/${threadId}`)).status,
    reply: (await who.call('POST', `/api/forum/threads/${threadId}/replies`, { content: 'Thinking of you.' }))
      .status,
    report: (await who.call('POST', `/api/forum/threads/${threadId}/report`, { reason: 'Spam or off-topic' }))
      .status,
  };
}
const unseen = { listed: false, preview: false, page: 404, reply: 404, report: 404 };

describe('issue 14, done when (svc-forum)', () => {
  it('a moderator keeps a crisis post private with support: other youth never see it, its author sees support and the message', async () => {
    const sam = forum.member();
    const others = [forum.member(), forum.member()];
    const post = await calls.post(sam, crisisWords);
    const message = 'Sam, we read this and we care. Please talk to someone today.';

    await forum.publish(decided(aboutThread(post), 'support', 'crisis', { messageToAuthor: message }));

    const mine = await eventually(
      () => calls.listed(sam, post.id),
      (seen) => seen?.heldNote?.reason === 'support',
    );
    expect(mine?.heldNote?.message).toBe(message);
    const [notice] = (await calls.standing(sam)).notices;
    expect(notice).toMatchObject({ fromModerator: message, helplines, threadTitle: post.title });
    for (const other of others) expect(await everythingSeenBy(other, post.id)).toEqual(unseen);
  });

  it('a false report dismissed with "Keep it" leaves the post in place and its author untold', async () => {
    const sam = forum.member();
    const mia = forum.member();
    const post = await calls.post(sam, calmWords);
    expect(
      (await mia.call('POST', `/api/forum/threads/${post.id}/report`, { reason: 'Bullying or harassment' }))
        .status,
    ).toBe(200);
    await forum.eventually((event) => event.type === ContentReported.type);

    await forum.publish(decided(aboutThread(post), 'keep', 'report'));
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await calls.listed(forum.member(), post.id)).toMatchObject({ status: 'active' });
    expect((await calls.page(sam, post.id))?.status).toBe('active');
    expect((await calls.standing(sam)).notices).toEqual([]);
  });

  it('a moderator removes an already approved post from its page, and it is gone for everyone', async () => {
    const sam = forum.member();
    const moderator = forum.member(undefined, 'moderator');
    const post = await calls.post(sam, calmWords);
    expect((await calls.page(moderator, post.id))?.status).toBe('active');

    const removed = await moderator.call('POST', `/api/forum/threads/${post.id}/remove`, {
      reason: 'Shares a classmate’s full name.',
    });

    expect(removed.status).toBe(200);
    expect(await everythingSeenBy(forum.member(), post.id)).toEqual(unseen);
    expect(await calls.page(sam, post.id)).toBeUndefined();
  });

  it('an edit after "Request Edit" is invisible to others until a moderator approves it', async () => {
    const sam = forum.member();
    const mia = forum.member();
    const post = await calls.post(sam, 'Jordan Smith from 8B keeps laughing at me in class.');
    await forum.publish(
      decided(aboutThread(post), 'request-edit', 'report', { messageToAuthor: 'No names, please.' }),
    );
    await eventually(
      () => calls.listed(sam, post.id),
      (seen) => seen?.heldNote?.reason === 'edit-requested',
    );

    const edited = 'Someone in my class keeps laughing at me.';
    expect((await sam.call('PUT', `/api/forum/threads/${post.id}`, { content: edited })).status).toBe(200);
    expect(await everythingSeenBy(mia, post.id)).toEqual(unseen);

    await forum.publish(decided(aboutThread(post), 'allow', 'report'));
    expect(
      await eventually(
        () => calls.listed(mia, post.id),
        (seen) => seen !== undefined,
      ),
    ).toMatchObject({ content: edited, status: 'active' });
  });

  it('a muted member cannot post and is told until when; a suspended one cannot read', async () => {
    const sam = forum.member();
    const leo = forum.member();
    const issuedAt = new Date();
    await forum.publish(
      sanctioned(sam.id, 'mute', { reason: 'Unkind words to others.', issuedAt, hours: 24 }),
    );
    await forum.publish(
      sanctioned(leo.id, 'suspension', { reason: 'Repeated bullying.', issuedAt, hours: 72 }),
    );
    await eventually(
      async () => [(await calls.standing(sam)).restriction, (await calls.standing(leo)).restriction],
      (restrictions) => restrictions.every((restriction) => restriction !== null),
    );

    const posted = await sam.call(
      'POST',
      '/api/forum/threads',
      { title: 'I feel tired all the time', content: calmWords },
      { 'x-timezone': 'UTC' },
    );
    expect(posted.status).toBe(403);
    const until = new Date(issuedAt.getTime() + 24 * 3_600_000);
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
    expect(messageOf(posted)).toContain(day.format(until));
    expect(messageOf(posted)).toMatch(
      /^A moderator has paused your posting until .*: Unkind words to others\.$/,
    );
    expect((await sam.call('GET', '/api/forum/threads')).status).toBe(200);

    const read = await leo.call('GET', '/api/forum/threads');
    expect(read.status).toBe(403);
    expect(messageOf(read)).toMatch(
      /^A moderator has paused your access to Pause and Post until .*: Repeated bullying\.$/,
    );
  });

  it("a blocked member's replies vanish for the blocker, and the blocked member cannot reply to the blocker's thread", async () => {
    const sam = forum.member();
    const leo = forum.member();
    const mia = forum.member();
    const miasThread = await calls.post(mia, calmWords);
    const samsThread = await calls.post(sam, calmWords);
    const leosReply = await calls.reply(leo, miasThread.id, 'Nobody asked you anyway.');
    await calls.reply(leo, samsThread.id, 'You again? Ugh.');
    expect((await calls.page(sam, miasThread.id))?.replies).toHaveLength(1);
    expect((await calls.page(sam, samsThread.id))?.replies).toHaveLength(1);

    const blocked = await sam.call('POST', '/api/forum/blocks', {
      contentType: 'reply',
      contentId: leosReply.id,
    });
    expect(blocked.status).toBe(201);

    expect((await calls.page(sam, miasThread.id))?.replies).toEqual([]);
    expect((await calls.page(sam, samsThread.id))?.replies).toEqual([]);
    expect(
      (
        await leo.call('POST', `/api/forum/threads/${samsThread.id}/replies`, {
          content: 'Let me reply again.',
        })
      ).status,
    ).toBe(404);
    // A moderator still sees everything, and may still decide about it.
    await forum.publish(decided(aboutReply(leosReply), 'hide', 'report'));
    await eventually(
      () => calls.page(mia, miasThread.id),
      (page) => page?.replies.length === 0,
    );
  });
});
