import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ContentScreened,
  CreatedReply,
  CreatedThread,
  DiscussionThemes,
  ForumActivity,
  ReplyCreated,
  ThreadCreated,
  ThreadDetail,
  ThreadList,
} from '@heartwise/contracts';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { startForum, type Forum, type Member } from './support/forum-harness.js';

const keys = testJwtKeys();
const helplines = [
  { name: 'Kids Help Line', contact: 'Call 1800 55 1800', url: 'https://kidshelpline.com.au' },
];
let forum: Forum;

beforeAll(async () => {
  forum = await startForum({ ...keys, env: { HELPLINES: JSON.stringify(helplines) } });
});
afterAll(async () => {
  await forum.stop();
});

const crisisWords = 'Everything is too much and I want to end my life.';
const abusiveWords = 'Nobody cares what you think, you idiot.';

async function post(who: Member, text: string, title = 'I feel lonely even around other people') {
  const answer = await who.call('POST', '/api/forum/threads', { title, content: text });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}
async function reply(who: Member, threadId: string, text: string) {
  const answer = await who.call('POST', `/api/forum/threads/${threadId}/replies`, { content: text });
  expect(answer.status).toBe(201);
  return CreatedReply.parse(answer.body);
}
const list = async (who: Member) =>
  ThreadList.parse((await who.call('GET', '/api/forum/threads?limit=100')).body);
const detail = async (who: Member, id: string) => {
  const answer = await who.call('GET', `/api/forum/threads/${id}`);
  return {
    status: answer.status,
    thread: answer.status === 200 ? ThreadDetail.parse(answer.body) : undefined,
  };
};
const activity = async (who: Member) =>
  ForumActivity.parse((await who.call('GET', '/api/forum/activity')).body);
const themes = async (who: Member) =>
  DiscussionThemes.parse((await who.call('GET', '/api/forum/themes')).body);
const screenedAbout = (contentId: string) =>
  forum.eventually(
    (event) =>
      event.type === ContentScreened.type &&
      ContentScreened.schema.parse(event).payload.content.contentId === contentId,
  );

describe('safety screening: crisis words', () => {
  it('shows the author supportive words and the configured helplines at once, and holds the post from everyone else', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const held = await post(ana, crisisWords);

    expect(held.status).toBe('flagged');
    expect(held.notice).toMatchObject({ kind: 'crisis', helplines });
    expect(held.notice?.message).toMatch(/only visible to you/);

    // Ana sees her own post, marked as waiting; Ben never does, not even by its address.
    // Ana sees why: it waits for a moderator's review; only she is told.
    expect((await list(ana)).find((thread) => thread.id === held.id)).toMatchObject({
      status: 'flagged',
      mine: true,
      heldNote: { reason: 'review' },
    });
    expect((await list(ben)).some((thread) => thread.id === held.id)).toBe(false);
    expect((await detail(ana, held.id)).thread).toMatchObject({ status: 'flagged', mine: true });
    expect((await detail(ben, held.id)).status).toBe(404);
    expect(
      (await ben.call('POST', `/api/forum/threads/${held.id}/replies`, { content: 'Can I reply?' })).status,
    ).toBe(404);
  });

  it('goes to moderation with high priority, in the same write as the thread', async () => {
    const ana = forum.member();
    const held = await post(ana, crisisWords);
    const event = await screenedAbout(held.id);
    // Which words matched is not sent anywhere: only the outcome and the post itself.
    expect(Object.keys(event.payload as object).sort()).toEqual([
      'content',
      'outcome',
      'priority',
      'screenedAt',
    ]);
    const screened = ContentScreened.schema.parse(event);
    expect(screened.payload).toMatchObject({
      outcome: 'crisis',
      priority: 'high',
      content: {
        contentType: 'thread',
        contentId: held.id,
        authorId: ana.id,
        status: 'flagged',
        content: crisisWords,
      },
    });
    const created = await forum.eventually(
      (event) =>
        event.type === ThreadCreated.type && ThreadCreated.schema.parse(event).payload.contentId === held.id,
    );
    expect(ThreadCreated.schema.parse(created).payload).toMatchObject({
      status: 'flagged',
      tags: ['Emotions & Feelings'],
    });
  });

  it('holds a crisis reply the same way: the author sees it and counts it, others do not', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await post(ana, 'School has been a lot lately, how do you cope?');
    await reply(ana, thread.id, 'Thanks for reading, friends.');
    const held = await reply(ben, thread.id, 'Honestly I have been cutting myself to cope.');

    expect(held).toMatchObject({
      status: 'flagged',
      mine: true,
      heldNote: { reason: 'review' },
      notice: { kind: 'crisis', helplines },
    });
    const screened = ContentScreened.schema.parse(await screenedAbout(held.id));
    // The discussion's title travels with the reply, so a moderator never reads it out of context.
    expect(screened.payload).toMatchObject({
      outcome: 'crisis',
      priority: 'high',
      content: { contentType: 'reply', threadId: thread.id, threadTitle: thread.title },
    });

    const seenByBen = (await detail(ben, thread.id)).thread;
    expect(seenByBen?.replies.map((shown) => [shown.status, shown.mine])).toEqual([
      ['active', false],
      ['flagged', true],
    ]);
    expect(seenByBen?.replyCount).toBe(2);
    const seenByAna = (await detail(ana, thread.id)).thread;
    expect(seenByAna?.replies.map((shown) => shown.content)).toEqual(['Thanks for reading, friends.']);
    expect(seenByAna?.replyCount).toBe(1);
    expect((await list(ana)).find((shown) => shown.id === thread.id)?.replyCount).toBe(1);
    expect((await list(ben)).find((shown) => shown.id === thread.id)?.replyCount).toBe(2);
    expect(JSON.stringify(seenByAna)).not.toContain('cutting');
  });
});

describe('safety screening: abusive words', () => {
  it('holds the post as flagged and tells the author honestly that a moderator will look first', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const held = await post(ana, abusiveWords);
    expect(held.status).toBe('flagged');
    expect(held.notice).toMatchObject({ kind: 'review', helplines: [] });
    expect(held.notice?.message).toMatch(/moderator/);
    expect((await list(ben)).some((thread) => thread.id === held.id)).toBe(false);

    const screened = ContentScreened.schema.parse(await screenedAbout(held.id));
    expect(screened.payload).toMatchObject({ outcome: 'abusive', priority: 'medium' });
  });

  it('holds an abusive reply from others and tells its author', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await post(ana, 'I keep thinking about what to say to my friend.');
    const held = await reply(ben, thread.id, 'You are an idiot for caring.');
    expect(held).toMatchObject({ status: 'flagged', notice: { kind: 'review' } });
    expect((await detail(ana, thread.id)).thread?.replies).toEqual([]);
    const created = await forum.eventually(
      (event) =>
        event.type === ReplyCreated.type && ReplyCreated.schema.parse(event).payload.contentId === held.id,
    );
    expect(ReplyCreated.schema.parse(created).payload.status).toBe('flagged');
  });

  it('lets clean words through with no notice and no screening event', async () => {
    const ana = forum.member();
    const clean = await post(ana, 'My therapist is really skilled at helping me calm down.');
    expect(clean.status).toBe('active');
    expect(clean.notice).toBeUndefined();
    await forum.eventually(
      (event) =>
        event.type === ThreadCreated.type && ThreadCreated.schema.parse(event).payload.contentId === clean.id,
    );
    expect(
      forum.published.some(
        (event) =>
          event.type === ContentScreened.type &&
          ContentScreened.schema.parse(event).payload.content.contentId === clean.id,
      ),
    ).toBe(false);
  });
});

describe('held content in the figures', () => {
  it("counts another person's held thread nowhere, and the author's own only in their own view", async () => {
    const ana = forum.member();
    const ben = forum.member();
    const before = { ana: await activity(ana), ben: await activity(ben), themes: await themes(ben) };

    await post(ana, crisisWords, 'I have trouble falling asleep');
    await post(ana, 'I walk every evening and it helps.', 'Being outside helps me breathe');

    expect(await activity(ana)).toEqual({
      discussions: before.ana.discussions + 2,
      mine: { threads: 2, replies: 0 },
    });
    expect((await activity(ben)).discussions).toBe(before.ben.discussions + 1);
    const body = (await themes(ben)).find((theme) => theme.group === 'Body & Health');
    const bodyBefore = before.themes.find((theme) => theme.group === 'Body & Health');
    expect(body?.threads).toBe((bodyBefore?.threads ?? 0) + 1);
    expect(await themes(ana)).toEqual(await themes(ben));
  });
});
