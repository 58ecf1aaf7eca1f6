import { describe, expect, it } from '@jest/globals';
import {
  ContentReported,
  CreatedReply,
  CreatedThread,
  ErrorBody,
  reportReasons,
  ThreadDetail,
  ThreadList,
  type EventEnvelope,
} from '@heartwise/contracts';
import type { Forum, Member } from './support/forum-harness.js';
import { forumForThisFile } from './support/forum-calls.js';

let forum: Forum;
forumForThisFile((served) => ({ forum } = served));

async function post(who: Member, text = 'Exams are coming and I feel nervous.') {
  const answer = await who.call('POST', '/api/forum/threads', {
    title: 'I feel nervous about something coming up',
    content: text,
  });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}
async function reply(who: Member, threadId: string, text = 'You will do great, breathe slowly.') {
  const answer = await who.call('POST', `/api/forum/threads/${threadId}/replies`, { content: text });
  expect(answer.status).toBe(201);
  return CreatedReply.parse(answer.body);
}
const reportsAbout = (contentId: string): EventEnvelope[] =>
  forum.published.filter(
    (event) =>
      event.type === ContentReported.type &&
      ContentReported.schema.parse(event).payload.content.contentId === contentId,
  );
const messageOf = (body: unknown) => ErrorBody.parse(body).message;

describe('reporting a thread or a reply', () => {
  it('a member reports a thread: it reaches moderation as forum.content.reported with the reason and the post', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await post(ana);
    const answer = await ben.call('POST', `/api/forum/threads/${thread.id}/report`, {
      reason: 'Unkind or hurtful',
    });
    expect(answer).toEqual({ status: 200, body: { ok: true } });

    const event = ContentReported.schema.parse(
      await forum.eventually((candidate) => reportsAbout(thread.id).includes(candidate)),
    );
    expect(event.payload).toMatchObject({
      reportedBy: ben.id,
      reason: 'Unkind or hurtful',
      content: {
        contentType: 'thread',
        contentId: thread.id,
        threadId: thread.id,
        authorId: ana.id,
        title: thread.title,
        content: thread.content,
        status: 'active',
      },
    });
  });

  it('a second report by the same member is a quiet no-op; another member still counts', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const cam = forum.member();
    const thread = await post(ana);
    const report = (who: Member, reason: string) =>
      who.call('POST', `/api/forum/threads/${thread.id}/report`, { reason });
    expect((await report(ben, 'Spam or off-topic')).status).toBe(200);
    expect((await report(ben, 'Bullying or harassment')).status).toBe(200);
    expect((await report(cam, 'I am worried about their safety')).status).toBe(200);

    await forum.eventually(() => reportsAbout(thread.id).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      reportsAbout(thread.id)
        .map((event) => ContentReported.schema.parse(event).payload.reportedBy)
        .sort(),
    ).toEqual([ben.id, cam.id].sort());
  });

  it('a member reports a reply: the report names the reply and its thread', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await post(ana);
    const answer = await reply(ben, thread.id);
    expect(
      (
        await ana.call('POST', `/api/forum/replies/${answer.id}/report`, {
          reason: 'Shares private information',
        })
      ).status,
    ).toBe(200);
    const event = ContentReported.schema.parse(
      await forum.eventually((candidate) => reportsAbout(answer.id).includes(candidate)),
    );
    expect(event.payload.content).toMatchObject({
      contentType: 'reply',
      contentId: answer.id,
      threadId: thread.id,
      threadTitle: thread.title,
      authorId: ben.id,
    });
    expect(event.payload.content.title).toBeUndefined();
  });

  it('remembers what each member reported: "Reported" stays after a reload, on threads and replies, for them only', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const cam = forum.member();
    const thread = await post(ana);
    const answer = await reply(ana, thread.id);
    const other = await reply(cam, thread.id, 'Another kind reply here.');
    await ben.call('POST', `/api/forum/threads/${thread.id}/report`, { reason: 'Unkind or hurtful' });
    await ben.call('POST', `/api/forum/replies/${answer.id}/report`, { reason: 'Unkind or hurtful' });

    const seenByBen = ThreadDetail.parse((await ben.call('GET', `/api/forum/threads/${thread.id}`)).body);
    expect(seenByBen.reportedByMe).toBe(true);
    expect(seenByBen.replies.map((shown) => [shown.id, shown.reportedByMe])).toEqual([
      [answer.id, true],
      [other.id, false],
    ]);
    const listedForBen = ThreadList.parse((await ben.call('GET', '/api/forum/threads')).body);
    expect(listedForBen.find((shown) => shown.id === thread.id)?.reportedByMe).toBe(true);
    const seenByCam = ThreadDetail.parse((await cam.call('GET', `/api/forum/threads/${thread.id}`)).body);
    expect([seenByCam.reportedByMe, ...seenByCam.replies.map((shown) => shown.reportedByMe)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('refuses reporting your own post or reply, kindly', async () => {
    const ana = forum.member();
    const thread = await post(ana);
    const own = await ana.call('POST', `/api/forum/threads/${thread.id}/report`, {
      reason: 'Spam or off-topic',
    });
    expect(own.status).toBe(400);
    expect(messageOf(own.body)).toMatch(/^This is your own post/);
    const mine = await reply(ana, thread.id);
    const ownReply = await ana.call('POST', `/api/forum/replies/${mine.id}/report`, {
      reason: 'Spam or off-topic',
    });
    expect(ownReply.status).toBe(400);
    expect(messageOf(ownReply.body)).toMatch(/^This is your own reply/);
  });

  it('cannot reach content the reporter cannot see: held threads and replies of others answer 404', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const heldThread = await post(ana, 'I want to die, nothing helps any more.');
    expect(
      (await ben.call('POST', `/api/forum/threads/${heldThread.id}/report`, { reason: 'Spam or off-topic' }))
        .status,
    ).toBe(404);

    const open = await post(ana);
    const heldReply = await reply(ana, open.id, 'Shut up, you idiot, all of you.');
    expect(
      (await ben.call('POST', `/api/forum/replies/${heldReply.id}/report`, { reason: 'Unkind or hurtful' }))
        .status,
    ).toBe(404);
    const missing = '78787878-7878-4787-8787-787878787878';
    expect(
      (await ben.call('POST', `/api/forum/replies/${missing}/report`, { reason: 'Unkind or hurtful' }))
        .status,
    ).toBe(404);
    expect(reportsAbout(heldThread.id)).toEqual([]);
    expect(reportsAbout(heldReply.id)).toEqual([]);
  });

  it('needs one of the reasons the picker offers', async () => {
    const thread = await post(forum.member());
    const ben = forum.member();
    for (const body of [{}, { reason: 'because' }]) {
      const answer = await ben.call('POST', `/api/forum/threads/${thread.id}/report`, body);
      expect({ status: answer.status, message: messageOf(answer.body) }).toEqual({
        status: 400,
        message: 'Please choose a reason',
      });
    }
    for (const reason of reportReasons) {
      expect(
        (await forum.member().call('POST', `/api/forum/threads/${thread.id}/report`, { reason })).status,
      ).toBe(200);
    }
  });
});
