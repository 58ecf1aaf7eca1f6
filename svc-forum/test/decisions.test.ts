import { describe, expect, it } from '@jest/globals';
import { authorNoticeFor, DecisionMadeV1, type LegacyDecision } from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { eventually, type Forum, type Member } from './support/forum-harness.js';
import { forumForThisFile, type ForumCalls } from './support/forum-calls.js';
import { aboutReply, aboutThread, decided, later, moderatorId } from './support/moderation-events.js';

/**
 * What svc-forum does with `moderation.decision.made`: each decision's visibility (contracts'
 * `decisionRules`) and what its author is told (contracts' `authorNoticeFor`), in their standing.
 */
const helplines = [{ name: 'Kids Help Line', contact: 'Call 1800 55 1800' }];
let forum: Forum;
let calls: ForumCalls;
forumForThisFile((served) => ({ forum, calls } = served), { env: { HELPLINES: JSON.stringify(helplines) } });

const crisisWords = 'Everything is too much and I want to end my life.';
const abusiveWords = 'Nobody cares what you think, you idiot.';
const calmWords = 'Lunch breaks are the hardest part of my day.';

/** Waits until the author's standing holds a notice (or the given count of them). */
const noticesOf = (who: Member, count = 1) =>
  eventually(
    async () => (await calls.standing(who)).notices,
    (notices) => notices.length >= count,
  );
/** Gives the bus a moment, for stories about what must not happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a decision about a reported post', () => {
  it('"Hide it" takes it down for everyone, its author too, and tells the author kindly why', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);

    await forum.publish(
      decided(aboutThread(thread), 'hide', 'report', { messageToAuthor: 'Please be kind.' }),
    );

    await eventually(
      () => calls.page(ana, thread.id),
      (page) => page === undefined,
    );
    expect(await calls.page(ben, thread.id)).toBeUndefined();
    expect(await calls.listed(ben, thread.id)).toBeUndefined();
    const [notice] = await noticesOf(ana);
    expect(notice).toEqual({
      id: expect.any(String),
      kind: 'decision',
      ...expectedWords(authorNoticeFor('hide', 'report', 'post')),
      fromModerator: 'Please be kind.',
      threadTitle: thread.title,
      at: expect.any(String),
      read: false,
    });
  });

  it('"Keep it" leaves the post where it was, and its author is never told anything', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);

    await forum.publish(decided(aboutThread(thread), 'keep', 'report'));
    await settle();

    expect(await calls.listed(ben, thread.id)).toMatchObject({ status: 'active' });
    expect((await calls.standing(ana)).notices).toEqual([]);
  });

  it('"Escalate" holds it for its author only, marked as waiting for review, and tells nothing', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);

    await forum.publish(decided(aboutThread(thread), 'escalate', 'report'));

    await eventually(
      () => calls.page(ben, thread.id),
      (page) => page === undefined,
    );
    expect(await calls.listed(ana, thread.id)).toMatchObject({
      status: 'flagged',
      heldNote: { reason: 'review' },
    });
    expect((await calls.standing(ana)).notices).toEqual([]);
  });
});

describe('a decision about crisis words', () => {
  it('"Keep private and support": only its author sees it, with the moderator\'s words, support and the helplines', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const held = await calls.post(ana, crisisWords);
    const message = 'We are here for you, Ana. Would you like to talk to someone?';

    await forum.publish(decided(aboutThread(held), 'support', 'crisis', { messageToAuthor: message }));

    const mine = await eventually(
      () => calls.listed(ana, held.id),
      (seen) => seen?.heldNote?.reason === 'support',
    );
    expect(mine).toMatchObject({ status: 'flagged', mine: true, heldNote: { reason: 'support', message } });
    expect(mine?.heldNote?.helpRequestedAt).toBeUndefined();
    expect(await calls.listed(ben, held.id)).toBeUndefined();
    expect(await calls.page(ben, held.id)).toBeUndefined();
    const [notice] = await noticesOf(ana);
    expect(notice).toMatchObject({
      kind: 'decision',
      ...expectedWords(authorNoticeFor('support', 'crisis', 'post')),
      fromModerator: message,
      helplines,
    });
  });

  it('"Make public" shares it with everyone, and its author is told', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const held = await calls.post(ana, crisisWords);

    await forum.publish(decided(aboutThread(held), 'publish', 'crisis', { notes: 'A story of recovery.' }));

    await eventually(
      () => calls.listed(ben, held.id),
      (seen) => seen?.status === 'active',
    );
    expect((await calls.listed(ana, held.id))?.heldNote).toBeUndefined();
    const [notice] = await noticesOf(ana);
    expect(notice).toMatchObject(expectedWords(authorNoticeFor('publish', 'crisis', 'post')));
    // The staff's own notes are for the record, never for the author.
    expect(JSON.stringify(notice)).not.toContain('recovery');
  });

  it('"Remove" never says the words broke the guidelines, and names the helplines', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ben, calmWords);
    const held = await calls.reply(ana, thread.id, crisisWords);

    await forum.publish(decided(aboutReply(held), 'remove', 'crisis'));

    const [notice] = await noticesOf(ana);
    expect(notice).toMatchObject({
      ...expectedWords(authorNoticeFor('remove', 'crisis', 'reply')),
      threadTitle: thread.title,
      helplines,
    });
    expect(notice?.message).not.toMatch(/guidelines/i);
    expect((await calls.page(ana, thread.id))?.replies).toEqual([]);
  });
});

describe('a decision about abusive words', () => {
  it('"Allow" shares a held reply and counts it for everyone', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    const held = await calls.reply(ben, thread.id, abusiveWords);
    expect((await calls.page(ana, thread.id))?.replyCount).toBe(0);

    await forum.publish(decided(aboutReply(held), 'allow', 'abusive'));

    const page = await eventually(
      () => calls.page(ana, thread.id),
      (seen) => seen?.replyCount === 1,
    );
    expect(page?.replies.map((reply) => [reply.id, reply.status])).toEqual([[held.id, 'active']]);
    expect((await noticesOf(ben))[0]).toMatchObject(
      expectedWords(authorNoticeFor('allow', 'abusive', 'reply')),
    );
  });

  it('"Request Edit" holds it for its author with the moderator\'s note, and tells nothing else', async () => {
    const ana = forum.member();
    const held = await calls.post(ana, abusiveWords);
    const note = 'Please say it without the insult.';

    await forum.publish(decided(aboutThread(held), 'request-edit', 'abusive', { messageToAuthor: note }));

    const mine = await eventually(
      () => calls.listed(ana, held.id),
      (seen) => seen?.heldNote?.reason === 'edit-requested',
    );
    expect(mine?.heldNote).toEqual({ reason: 'edit-requested', message: note, at: expect.any(String) });
    expect((await calls.standing(ana)).notices).toEqual([]);
  });
});

describe('decisions arriving twice, late or about nothing', () => {
  it('keeps the reply count right through allow, remove, a redelivery and a late older decision', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, 'What helps you when you feel lonely?');
    await calls.reply(ana, thread.id, 'For me, calling my gran helps.');
    const held = await calls.reply(ben, thread.id, 'Just shut up, you idiot.');
    const count = async () => (await calls.page(ana, thread.id))?.replyCount;
    expect(await count()).toBe(1);

    const allowedAt = later();
    const allow = decided(aboutReply(held), 'allow', 'abusive', { decidedAt: allowedAt });
    await forum.publish(allow);
    await eventually(count, (replies) => replies === 2);
    await forum.publish(allow); // delivered again
    await forum.publish({ ...allow, id: '34343434-3434-4434-8434-343434343434' }); // republished with a new id

    const remove = decided(aboutReply(held), 'remove', 'abusive');
    await forum.publish(remove);
    await eventually(count, (replies) => replies === 1);
    // An allow made before the removal, arriving late, changes nothing.
    await forum.publish(decided(aboutReply(held), 'allow', 'abusive', { decidedAt: allowedAt }));
    await forum.publish(remove);
    await settle();
    expect(await count()).toBe(1);
    expect((await calls.page(ben, thread.id))?.replies.map((shown) => shown.content)).toEqual([
      'For me, calling my gran helps.',
    ]);
    expect((await calls.listed(ana, thread.id))?.replyCount).toBe(1);
    // Told once per decision, however often it came: shared, then taken down.
    expect((await calls.standing(ben)).notices.map((notice) => notice.title)).toEqual([
      authorNoticeFor('remove', 'abusive', 'reply')?.title,
      authorNoticeFor('allow', 'abusive', 'reply')?.title,
    ]);
  });

  it('a removed post can be restored by a later decision', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const thread = await calls.post(ana, calmWords);
    await forum.publish(decided(aboutThread(thread), 'hide', 'report'));
    await eventually(
      () => calls.page(ben, thread.id),
      (page) => page === undefined,
    );

    await forum.publish(
      decided(aboutThread(thread), 'restore', 'report', { notes: 'The report was wrong.' }),
    );

    expect(
      await eventually(
        () => calls.listed(ben, thread.id),
        (seen) => seen !== undefined,
      ),
    ).toMatchObject({ status: 'active' });
  });

  it('about content the forum does not hold, changes nothing', async () => {
    const missing = { contentType: 'reply' as const, contentId: '56565656-5656-4565-8565-565656565656' };
    await forum.publish(decided({ ...missing, threadId: missing.contentId }, 'allow', 'abusive'));
    await forum.publish(decided(aboutThread({ id: missing.contentId }), 'remove', 'abusive'));
    const ana = forum.member();
    const thread = await calls.post(ana, 'Still working after odd decisions.');
    expect(await calls.page(ana, thread.id)).toBeDefined();
  });
});

describe('a decision written before issue 14 (version 1 of the event)', () => {
  const legacy = (about: { id: string }, action: LegacyDecision['action'], notes?: string) =>
    newEvent(DecisionMadeV1, {
      itemId: '12121212-1212-4212-8212-121212121212',
      contentType: 'thread',
      contentId: about.id,
      threadId: about.id,
      action,
      moderatorId,
      ...(notes ? { notes } : {}),
      decidedAt: later(),
    });

  it('is still applied: approve shows, flag holds, request-edit asks with its notes, reject takes down; nothing new is told', async () => {
    const ana = forum.member();
    const ben = forum.member();
    const held = await calls.post(ana, abusiveWords);

    await forum.publish(legacy(held, 'approve'));
    await eventually(
      () => calls.listed(ben, held.id),
      (seen) => seen?.status === 'active',
    );

    await forum.publish(legacy(held, 'flag'));
    expect(
      await eventually(
        () => calls.listed(ana, held.id),
        (seen) => seen?.status === 'flagged',
      ),
    ).toMatchObject({ heldNote: { reason: 'review' } });

    await forum.publish(legacy(held, 'request-edit', 'Please leave out the insult.'));
    expect(
      await eventually(
        () => calls.listed(ana, held.id),
        (seen) => seen?.heldNote?.reason === 'edit-requested',
      ),
    ).toMatchObject({ heldNote: { message: 'Please leave out the insult.' } });

    await forum.publish(legacy(held, 'reject'));
    await eventually(
      () => calls.page(ana, held.id),
      (page) => page === undefined,
    );
    expect((await calls.standing(ana)).notices).toEqual([]);
  });
});

/** The title and message contracts give for a decision (none: the author is never told). */
function expectedWords(told: ReturnType<typeof authorNoticeFor>) {
  if (!told) throw new Error('this decision tells its author nothing');
  return { title: told.title, message: told.message };
}
