import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ContentScreened,
  CreatedReply,
  CreatedThread,
  DecisionMade,
  DiscussionThemes,
  ForumActivity,
  ReplyCreated,
  ThreadCreated,
  ThreadDetail,
  ThreadList,
  type Decision,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { eventually, startForum, type Forum, type Member } from './support/forum-harness.js';

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

let moderator = '';
function decide(
  contentType: 'thread' | 'reply',
  contentId: string,
  threadId: string,
  action: Decision['action'],
  decidedAt: string,
) {
  moderator ||= forum.member().id;
  return newEvent(DecisionMade, {
    itemId: '12121212-1212-4212-8212-121212121212',
    contentType,
    contentId,
    threadId,
    action,
    moderatorId: moderator,
    decidedAt,
  });
}

describe('safety screening: crisis words', () => {
  it('shows the author supportive words and the configured helplines at once, and holds the post from everyone else', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const held = await post(ana, crisisWords);

    expect(held.status).toBe('flagged');
    expect(held.notice).toMatchObject({ kind: 'crisis', helplines });
    expect(held.notice?.message).toMatch(/only visible to you/);

    // Ana sees her own post, marked as waiting; Ben never does, not even by its address.
    expect((await list(ana)).find((thread) => thread.id === held.id)).toMatchObject({
      status: 'flagged',
      mine: true,
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

    expect(held).toMatchObject({ status: 'flagged', mine: true, notice: { kind: 'crisis', helplines } });
    const screened = ContentScreened.schema.parse(await screenedAbout(held.id));
    expect(screened.payload).toMatchObject({
      outcome: 'crisis',
      priority: 'high',
      content: { contentType: 'reply', threadId: thread.id },
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

describe("a moderator's decision", () => {
  it('approve shows a held thread to everyone; reject archives it and hides it from its author too', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const held = await post(ana, abusiveWords);

    await forum.publish(decide('thread', held.id, held.id, 'approve', '2026-11-21T10:00:00.000Z'));
    await eventually(
      () => list(ben),
      (threads) => threads.some((thread) => thread.id === held.id),
    );
    expect((await detail(ben, held.id)).thread?.status).toBe('active');

    await forum.publish(decide('thread', held.id, held.id, 'reject', '2026-11-21T11:00:00.000Z'));
    await eventually(
      () => detail(ana, held.id),
      (seen) => seen.status === 404,
    );
    expect((await list(ana)).some((thread) => thread.id === held.id)).toBe(false);
    expect((await list(ben)).some((thread) => thread.id === held.id)).toBe(false);
    expect((await activity(ana)).mine.threads).toBe(0);
  });

  it('flag hides an active thread from others again, while its author still sees it waiting', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await post(ana, 'A calm thread that someone reported anyway.');
    await forum.publish(decide('thread', thread.id, thread.id, 'flag', '2026-11-21T10:00:00.000Z'));
    await eventually(
      () => detail(ben, thread.id),
      (seen) => seen.status === 404,
    );
    expect((await detail(ana, thread.id)).thread?.status).toBe('flagged');
  });

  it('keeps the reply count right through approve, reject, a redelivery and a late older decision', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await post(ana, 'What helps you when you feel lonely?');
    await reply(ana, thread.id, 'For me, calling my gran helps.');
    const held = await reply(ben, thread.id, 'Just shut up, you idiot.');
    const count = async () => (await detail(ana, thread.id)).thread?.replyCount;
    expect(await count()).toBe(1);

    const approve = decide('reply', held.id, thread.id, 'approve', '2026-11-21T10:00:00.000Z');
    await forum.publish(approve);
    await eventually(count, (replies) => replies === 2);
    await forum.publish(approve); // delivered again
    await forum.publish({ ...approve, id: '34343434-3434-4434-8434-343434343434' }); // republished with a new id

    const reject = decide('reply', held.id, thread.id, 'reject', '2026-11-21T11:00:00.000Z');
    await forum.publish(reject);
    await eventually(count, (replies) => replies === 1);
    // An approve made before the reject, arriving late, changes nothing.
    await forum.publish(decide('reply', held.id, thread.id, 'approve', '2026-11-21T10:30:00.000Z'));
    await forum.publish(reject);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count()).toBe(1);
    expect((await detail(ben, thread.id)).thread?.replies.map((shown) => shown.content)).toEqual([
      'For me, calling my gran helps.',
    ]);
    expect((await list(ana)).find((shown) => shown.id === thread.id)?.replyCount).toBe(1);
  });

  it('about content the forum does not hold changes nothing', async () => {
    const missing = '56565656-5656-4565-8565-565656565656';
    await forum.publish(decide('reply', missing, missing, 'approve', '2026-11-21T10:00:00.000Z'));
    await forum.publish(decide('thread', missing, missing, 'reject', '2026-11-21T10:00:00.000Z'));
    const ana = forum.member();
    const thread = await post(ana, 'Still working after odd decisions.');
    expect((await detail(ana, thread.id)).status).toBe(200);
  });
});
