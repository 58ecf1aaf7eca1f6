import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ContentEdited, ContentScreened, CreatedReply, CreatedThread } from '@heartwise/contracts';
import { threadsCollection } from '../src/adapters/store/thread.repository.js';
import { threadFeedCollection } from '../src/adapters/store/thread-feed.repository.js';
import type { ThreadRecord } from '../src/ports/thread.repository.port.js';
import { eventually, threadRecord, type Forum, type Member } from './support/forum-harness.js';
import { forumForThisFile, messageOf, type ForumCalls } from './support/forum-calls.js';
import { aboutReply, aboutThread, decided, type About } from './support/moderation-events.js';

let forum: Forum;
let calls: ForumCalls;
forumForThisFile((served) => ({ forum, calls } = served));

const note = 'Please take out the name of your classmate, then it can stay.';
const namingWords = 'Sam from my class was really mean to me today at lunch.';
const newWords = 'Someone in my class was really mean to me today at lunch.';

/** A moderator asks for an edit; resolves once its author sees the request. */
async function editAsked(author: Member, about: About, threadId: string): Promise<void> {
  await forum.publish(decided(about, 'request-edit', 'report', { messageToAuthor: note }));
  await eventually(
    async () => {
      const page = await calls.page(author, threadId);
      return [page, ...(page?.replies ?? [])].find((shown) => shown?.id === about.contentId)?.heldNote;
    },
    (heldNote) => heldNote?.reason === 'edit-requested',
  );
}

async function postAskedToEdit(author: Member, words = namingWords): Promise<CreatedThread> {
  const thread = await calls.post(author, words);
  await editAsked(author, aboutThread(thread), thread.id);
  return thread;
}

const edit = (who: Member, thread: { id: string }, content: string) =>
  who.call('PUT', `/api/forum/threads/${thread.id}`, { content });
const editedEvent = (contentId: string) =>
  forum.eventually(
    (published) =>
      published.type === ContentEdited.type &&
      ContentEdited.schema.parse(published).payload.content.contentId === contentId,
  );

describe('a moderator asks the author to edit their post', () => {
  it('hides the post from everyone else and tells only its author what to change', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, namingWords);

    await editAsked(ana, aboutThread(thread), thread.id);

    expect(await calls.listed(ana, thread.id)).toMatchObject({
      status: 'flagged',
      mine: true,
      heldNote: { reason: 'edit-requested', message: note },
    });
    expect(await calls.listed(ben, thread.id)).toBeUndefined();
    expect(await calls.page(ben, thread.id)).toBeUndefined();
  });

  it('keeps the edit to its author until a moderator publishes it, and tells moderation what it says now', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await postAskedToEdit(ana);

    const answer = await edit(ana, thread, newWords);

    expect(answer.status).toBe(200);
    const edited = CreatedThread.parse(answer.body);
    expect(edited).toMatchObject({
      status: 'flagged',
      content: newWords,
      heldNote: { reason: 'edit-review' },
    });
    expect(edited.notice).toBeUndefined();
    // Nobody else sees the edit, by any call, until a moderator has read it.
    expect(await calls.listed(ben, thread.id)).toBeUndefined();
    expect(await calls.page(ben, thread.id)).toBeUndefined();
    expect(
      (await ben.call('POST', `/api/forum/threads/${thread.id}/replies`, { content: 'Hi there!' })).status,
    ).toBe(404);
    const event = ContentEdited.schema.parse(await editedEvent(thread.id));
    expect(event.payload.content).toMatchObject({
      content: newWords,
      status: 'flagged',
      authorId: ana.id,
      threadTitle: thread.title,
    });

    await forum.publish(decided(aboutThread(thread), 'allow', 'report'));

    const shown = await eventually(
      () => calls.listed(ben, thread.id),
      (seen) => seen !== undefined,
    );
    expect(shown).toMatchObject({ content: newWords, status: 'active', mine: false });
    expect((await calls.listed(ana, thread.id))?.heldNote).toBeUndefined();
  });

  it('screens the edit like a new post: crisis words bring support at once and go to moderation', async () => {
    const ana = forum.member();
    const thread = await postAskedToEdit(ana);

    const answer = await edit(ana, thread, 'Honestly I just want to die, nothing helps.');

    expect(CreatedThread.parse(answer.body)).toMatchObject({
      status: 'flagged',
      heldNote: { reason: 'edit-review' },
      notice: { kind: 'crisis' },
    });
    const screened = await forum.eventually(
      (published) =>
        published.type === ContentScreened.type &&
        ContentScreened.schema.parse(published).payload.content.contentId === thread.id,
    );
    expect(ContentScreened.schema.parse(screened).payload).toMatchObject({
      outcome: 'crisis',
      priority: 'high',
    });
    await editedEvent(thread.id);
  });

  it('lets an author edit a reply they were asked to edit; it counts for others once it is published', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ben, 'School has been really stressful for me lately.');
    const reply: CreatedReply = await calls.reply(ana, thread.id, 'Ugh, Mr Lee is the worst teacher ever.');
    await editAsked(ana, aboutReply(reply), thread.id);
    expect((await calls.page(ben, thread.id))?.replyCount).toBe(0);

    const edited = await ana.call('PUT', `/api/forum/replies/${reply.id}`, {
      content: 'Some lessons are hard for me too.',
    });

    expect(CreatedReply.parse(edited.body)).toMatchObject({
      status: 'flagged',
      heldNote: { reason: 'edit-review' },
    });
    expect((await calls.page(ben, thread.id))?.replies).toEqual([]);
    await forum.publish(decided(aboutReply(reply), 'allow', 'report'));
    const forBen = await eventually(
      () => calls.page(ben, thread.id),
      (seen) => seen?.replyCount === 1,
    );
    expect(forBen?.replies.map((shown) => shown.content)).toEqual(['Some lessons are hard for me too.']);
  });

  it('refuses a second edit before review, and edits of someone else’s post', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, 'School has been really stressful for me lately.');

    const notHers = await edit(ben, thread, 'New words for it.');
    expect({ status: notHers.status, message: messageOf(notHers) }).toEqual({
      status: 403,
      message: 'You can only edit your own posts.',
    });
    expect((await edit(ana, thread, 'short')).status).toBe(400);

    const asked = await postAskedToEdit(ana);
    expect((await edit(ana, asked, newWords)).status).toBe(200);
    // Asked once, edited once: the edit now waits for a moderator, who reads it as it is.
    const again = await edit(ana, asked, `${newWords} Again.`);
    expect({ status: again.status, message: messageOf(again) }).toEqual({
      status: 409,
      message: 'A moderator is reading this post. You can edit it once they have looked at it.',
    });
  });

  it('ends the request when a moderator decides instead: allowed, the post shows as it was', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await postAskedToEdit(ana, 'School has been really stressful for me lately.');

    await forum.publish(decided(aboutThread(thread), 'allow', 'report'));

    const shown = await eventually(
      () => calls.listed(ben, thread.id),
      (seen) => seen !== undefined,
    );
    expect(shown).toMatchObject({
      status: 'active',
      content: 'School has been really stressful for me lately.',
    });
    expect((await calls.listed(ana, thread.id))?.heldNote).toBeUndefined();
    // Published again, it is hers to edit as any published post (issue 19): at once when clean.
    expect((await edit(ana, thread, 'New words for it, kinder ones.')).status).toBe(200);
    expect(await calls.listed(ben, thread.id)).toMatchObject({ content: 'New words for it, kinder ones.' });
  });
});

describe('posts stored before issue 14', () => {
  /** Written as the forum stored them then: the request as `editRequest`, or no note at all. */
  async function storedTheOldWay(userId: string, extra: Record<string, unknown>): Promise<string> {
    const id = randomUUID();
    const at = new Date().toISOString();
    const old = { ...threadRecord(userId, at, { id, status: 'flagged' }), ...extra };
    await forum
      .store()
      .collection(threadsCollection)
      .insert(old as ThreadRecord);
    await forum.store().collection(threadFeedCollection).deleteMany({});
    return id;
  }

  it('still read an edit request as one, and take the edit', async () => {
    const ana = forum.member();
    const requestedAt = '2026-11-20T10:00:00.000Z';
    const id = await storedTheOldWay(ana.id, { editRequest: { reason: note, requestedAt } });

    expect((await calls.page(ana, id))?.heldNote).toEqual({
      reason: 'edit-requested',
      message: note,
      at: requestedAt,
    });
    expect((await edit(ana, { id }, newWords)).status).toBe(200);
    expect((await calls.page(ana, id))?.heldNote?.reason).toBe('edit-review');
  });

  it('read held content without a note as waiting for review', async () => {
    const ana = forum.member();
    const id = await storedTheOldWay(ana.id, {});
    expect((await calls.page(ana, id))?.heldNote?.reason).toBe('review');
    expect((await edit(ana, { id }, newWords)).status).toBe(409);
  });
});
