import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ContentEdited,
  ContentScreened,
  CreatedReply,
  CreatedThread,
  DecisionMade,
  ThreadDetail,
  ThreadList,
  type Decision,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { eventually, startForum, type Forum, type Member } from './support/forum-harness.js';

const keys = testJwtKeys();
let forum: Forum;

beforeAll(async () => {
  forum = await startForum(keys);
});
afterAll(async () => {
  await forum.stop();
});

const reason = 'Please take out the name of your classmate, then it can stay.';
const topic = 'I feel lonely even around other people';

async function post(who: Member, text: string) {
  const answer = await who.call('POST', '/api/forum/threads', { title: topic, content: text });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}
async function reply(who: Member, threadId: string, text: string) {
  const answer = await who.call('POST', `/api/forum/threads/${threadId}/replies`, { content: text });
  expect(answer.status).toBe(201);
  return CreatedReply.parse(answer.body);
}
const listed = async (who: Member, id: string) =>
  ThreadList.parse((await who.call('GET', '/api/forum/threads?limit=100')).body).find(
    (thread) => thread.id === id,
  );
const detail = async (who: Member, id: string) => {
  const answer = await who.call('GET', `/api/forum/threads/${id}`);
  return answer.status === 200 ? ThreadDetail.parse(answer.body) : undefined;
};

let clock = Date.UTC(2026, 10, 21, 10);
function decide(
  content: { contentType: 'thread' | 'reply'; contentId: string; threadId: string },
  action: Decision['action'],
  notes?: string,
) {
  clock += 60_000;
  return newEvent(DecisionMade, {
    itemId: '12121212-1212-4212-8212-121212121212',
    ...content,
    action,
    moderatorId: '34343434-3434-4343-8343-343434343434',
    ...(notes ? { notes } : {}),
    decidedAt: new Date(clock).toISOString(),
  });
}
const asked = (thread: { id: string }) => ({
  contentType: 'thread' as const,
  contentId: thread.id,
  threadId: thread.id,
});

/** A thread by this member that a moderator asked them to edit, once the forum shows the request. */
async function postAskedToEdit(author: Member, words: string) {
  const thread = await post(author, words);
  await forum.publish(decide(asked(thread), 'request-edit', reason));
  await eventually(
    () => listed(author, thread.id),
    (seen) => seen?.editRequest !== undefined,
  );
  return thread;
}

describe('a moderator asks the author to edit their post', () => {
  it('hides the post from everyone else and tells only its author why', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await post(ana, 'Sam from my class was really mean to me today at lunch.');

    await forum.publish(decide(asked(thread), 'request-edit', reason));

    const mine = await eventually(
      () => listed(ana, thread.id),
      (seen) => seen?.editRequest !== undefined,
    );
    expect(mine).toMatchObject({ status: 'flagged', mine: true, editRequest: { reason } });
    expect(await listed(ben, thread.id)).toBeUndefined();
    expect(await detail(ben, thread.id)).toBeUndefined();
  });

  it('shows the edited post to everyone again and tells moderation what it says now', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await postAskedToEdit(ana, 'Sam from my class was really mean to me today at lunch.');

    const newWords = 'Someone in my class was really mean to me today at lunch.';
    const answer = await ana.call('PUT', `/api/forum/threads/${thread.id}`, { content: newWords });

    expect(answer.status).toBe(200);
    const edited = CreatedThread.parse(answer.body);
    expect(edited).toMatchObject({ status: 'active', content: newWords });
    expect(edited.editRequest).toBeUndefined();
    expect(await listed(ben, thread.id)).toMatchObject({ content: newWords, mine: false });
    const event = await forum.eventually(
      (published) =>
        published.type === ContentEdited.type &&
        ContentEdited.schema.parse(published).payload.content.contentId === thread.id,
    );
    expect(ContentEdited.schema.parse(event).payload.content).toMatchObject({
      content: newWords,
      status: 'active',
      authorId: ana.id,
    });
    // Asked once, edited once: a second edit needs a new request.
    const again = await ana.call('PUT', `/api/forum/threads/${thread.id}`, { content: newWords });
    expect(again.status).toBe(409);
  });

  it('holds an edit that screening holds, and sends it to moderation again', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await postAskedToEdit(ana, 'Sam from my class was really mean to me today at lunch.');

    const answer = await ana.call('PUT', `/api/forum/threads/${thread.id}`, {
      content: 'Nobody cares what you think, you idiot.',
    });

    expect(CreatedThread.parse(answer.body)).toMatchObject({ status: 'flagged', notice: { kind: 'review' } });
    expect(await listed(ben, thread.id)).toBeUndefined();
    await forum.eventually(
      (published) =>
        published.type === ContentScreened.type &&
        ContentScreened.schema.parse(published).payload.content.contentId === thread.id,
    );
  });

  it('lets an author edit a reply they were asked to edit, and counts it again once it shows', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await post(ben, 'School has been really stressful for me lately.');
    const answer = await reply(ana, thread.id, 'Ugh, Mr Lee is the worst teacher ever.');
    await forum.publish(
      decide({ contentType: 'reply', contentId: answer.id, threadId: thread.id }, 'request-edit', reason),
    );
    await eventually(
      () => detail(ben, thread.id),
      (seen) => seen?.replyCount === 0,
    );
    const forAna = await detail(ana, thread.id);
    expect(forAna?.replies.find((shown) => shown.id === answer.id)).toMatchObject({
      editRequest: { reason },
    });

    const edited = await ana.call('PUT', `/api/forum/replies/${answer.id}`, {
      content: 'Some lessons are hard for me too.',
    });

    expect(edited.status).toBe(200);
    const forBen = await detail(ben, thread.id);
    expect(forBen?.replyCount).toBe(1);
    expect(forBen?.replies.map((shown) => shown.content)).toEqual(['Some lessons are hard for me too.']);
  });

  it('refuses edits nobody asked for, and edits of someone else’s post, with a clear message', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await post(ana, 'School has been really stressful for me lately.');

    const unasked = await ana.call('PUT', `/api/forum/threads/${thread.id}`, {
      content: 'New words for it.',
    });
    expect(unasked).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/moderator asks/) },
    });
    const notHers = await ben.call('PUT', `/api/forum/threads/${thread.id}`, {
      content: 'New words for it.',
    });
    expect(notHers).toMatchObject({ status: 403, body: { message: 'You can only edit your own posts.' } });
    const tooShort = await ana.call('PUT', `/api/forum/threads/${thread.id}`, { content: 'short' });
    expect(tooShort.status).toBe(400);
  });

  it('ends the request when a moderator decides instead: approved, the post shows as it was', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await postAskedToEdit(ana, 'School has been really stressful for me lately.');

    await forum.publish(decide(asked(thread), 'approve'));

    const shown = await eventually(
      () => listed(ben, thread.id),
      (seen) => seen !== undefined,
    );
    expect(shown?.status).toBe('active');
    expect((await listed(ana, thread.id))?.editRequest).toBeUndefined();
    const late = await ana.call('PUT', `/api/forum/threads/${thread.id}`, { content: 'New words for it.' });
    expect(late.status).toBe(409);
  });
});
