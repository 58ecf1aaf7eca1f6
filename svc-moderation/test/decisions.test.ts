import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CRISIS_RISK_CONFIRMATION, DecisionMade, ErrorBody, type ModerationItem } from '@heartwise/contracts';
import {
  decidedItem,
  post,
  someone,
  startModeration,
  type Moderation,
} from './support/moderation-harness.js';

/**
 * Moderators and admins decide about queue items with decisions that say what they do, per kind
 * of item (contracts' decisions.ts); each decision goes to the forum on the bus with the
 * content's new visibility.
 */
let clock = new Date('2026-11-21T12:00:00.000Z');
let moderation: Moderation;
const jo = someone('youth', 'Jo', 'Park');
const mia = someone('youth', 'Mia');
const mo = someone('moderator', 'Mo');
const max = someone('moderator', 'Max');
const ada = someone('admin', 'Ada');
const parent = someone('parent', 'Pat');

beforeAll(async () => {
  moderation = await startModeration({ now: () => clock });
  for (const person of [jo, mia, mo, max, ada, parent]) await moderation.registered(person);
});
afterAll(async () => {
  await moderation.stop();
});

/** A fresh post by Jo, reported by Mia, pending in the queue. */
const reportedPost = (contentType: 'thread' | 'reply' = 'thread') =>
  moderation.reportedPost({
    author: jo,
    reporter: mia,
    viewer: mo,
    reason: 'Unkind or hurtful',
    content: contentType === 'reply' ? { contentType, title: undefined } : {},
  });

/** A fresh post by Jo that screening held for these words, pending in the queue. */
async function screenedPost(outcome: 'crisis' | 'abusive', contentType: 'thread' | 'reply' = 'thread') {
  const content = post(jo, contentType === 'reply' ? { contentType, title: undefined } : {});
  await moderation.screened(content, outcome);
  const item = await moderation.itemOf(
    content,
    mo,
    'pending',
    (found) => found.content.user.firstName === 'Jo',
  );
  return { content, item };
}

async function refused(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ErrorBody.parse(await response.json()).message;
}

const decisionOf = async (itemId: string, count = 1) =>
  DecisionMade.schema.parse(await moderation.decisionAbout(itemId, count)).payload;

const decisionsAbout = (itemId: string) =>
  moderation.decisions.filter((event) => DecisionMade.schema.parse(event).payload.itemId === itemId);

const entries = (item: ModerationItem) =>
  item.history.map((entry) => [entry.action, entry.by.firstName, entry.notes, entry.messageToAuthor]);

describe('a report, as the moderator decides it', () => {
  it('"Keep it" dismisses the report: the post stays public, and the forum is told to keep it up', async () => {
    const { content, item } = await reportedPost();
    expect(item).toMatchObject({ kind: 'report', visibility: 'public', priority: 'medium' });
    clock = new Date('2026-11-21T12:05:00.000Z');

    const kept = await decidedItem(await moderation.act(mo, item.id, 'keep'));
    expect(kept).toMatchObject({ status: 'approved', visibility: 'public', editRequested: false });
    expect(kept.history).toEqual([
      { action: 'keep', by: { firstName: 'Mo', username: mo.username }, at: '2026-11-21T12:05:00.000Z' },
    ]);
    expect(kept.moderatorNotes).toBeUndefined();

    expect(await decisionOf(item.id)).toEqual({
      itemId: item.id,
      contentType: 'thread',
      contentId: content.contentId,
      threadId: content.threadId,
      kind: 'report',
      decision: 'keep',
      visibility: 'public',
      moderatorId: mo.id,
      decidedAt: '2026-11-21T12:05:00.000Z',
    });
    expect((await moderation.queue(mo, 'approved')).map((found) => found.id)).toContain(item.id);
  });

  it('"Hide it" takes the post down for everyone, with the note and the words for its author', async () => {
    const { content, item } = await reportedPost('reply');
    const hidden = await decidedItem(
      await moderation.act(mo, item.id, 'hide', {
        notes: '  Name-calling  ',
        messageToAuthor: 'Please be kind to others here.',
      }),
    );
    expect(hidden).toMatchObject({
      status: 'rejected',
      visibility: 'removed',
      moderatorNotes: 'Name-calling',
    });
    expect(entries(hidden)).toEqual([['hide', 'Mo', 'Name-calling', 'Please be kind to others here.']]);
    expect(await decisionOf(item.id)).toMatchObject({
      contentType: 'reply',
      contentId: content.contentId,
      kind: 'report',
      decision: 'hide',
      visibility: 'removed',
      notes: 'Name-calling',
      messageToAuthor: 'Please be kind to others here.',
    });
    expect((await moderation.queue(mo, 'rejected')).map((found) => found.id)).toContain(item.id);
  });

  it('offers only what a report can be: no crisis or screening decisions, no message with "Keep it"', async () => {
    const { item } = await reportedPost();
    expect(
      await refused(await moderation.act(mo, item.id, 'publish', { notes: 'x', confirmRisk: true }), 409),
    ).toBe(
      '"Make public" is not a choice for this item. You can choose Hide it, Keep it, Request Edit or Escalate.',
    );
    expect((await moderation.act(mo, item.id, 'support')).status).toBe(409);
    expect(
      await refused(await moderation.act(mo, item.id, 'keep', { messageToAuthor: 'All good!' }), 400),
    ).toBe(
      'This decision tells its author nothing, so it cannot carry a message to them. Please leave the message empty.',
    );
    // A blank message is no message.
    expect((await moderation.act(mo, item.id, 'keep', { messageToAuthor: '   ' })).status).toBe(200);
  });

  it('cannot be decided twice the same way: once kept, it can only be removed', async () => {
    const { item } = await reportedPost();
    await decidedItem(await moderation.act(mo, item.id, 'keep'));

    const sentence = 'This item was already decided and the post is public, so it can only be removed now.';
    expect(await refused(await moderation.act(mo, item.id, 'keep'), 409)).toBe(sentence);
    expect(await refused(await moderation.act(max, item.id, 'hide'), 409)).toBe(sentence);
    // Only the one decision reached the forum.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(decisionsAbout(item.id)).toHaveLength(1);
  });

  it('two moderators deciding at the same moment: one wins, the other is told', async () => {
    const { item } = await reportedPost();
    const [first, second] = await Promise.all([
      moderation.act(mo, item.id, 'keep'),
      moderation.act(max, item.id, 'hide'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });
});

describe('crisis content screening held', () => {
  it('offers "Keep private and support": only its author sees it, with the moderator\'s message', async () => {
    const { content, item } = await screenedPost('crisis');
    expect(item).toMatchObject({ kind: 'crisis', visibility: 'held', priority: 'high', reporters: 0 });
    expect(await refused(await moderation.act(mo, item.id, 'keep'), 409)).toMatch(
      /^"Keep it" is not a choice for this item\. You can choose Keep private and support, Remove, Make public or Escalate\.$/,
    );

    const supported = await decidedItem(
      await moderation.act(mo, item.id, 'support', { messageToAuthor: 'We are here for you, Jo.' }),
    );
    expect(supported).toMatchObject({ status: 'rejected', visibility: 'private', kind: 'crisis' });
    expect(await decisionOf(item.id)).toMatchObject({
      contentId: content.contentId,
      kind: 'crisis',
      decision: 'support',
      visibility: 'private',
      messageToAuthor: 'We are here for you, Jo.',
    });
  });

  it('is made public only with the second confirmation that names the risk, and a reason', async () => {
    const { item } = await screenedPost('crisis', 'reply');

    expect(
      await refused(await moderation.act(mo, item.id, 'publish', { notes: 'It asks for support' }), 400),
    ).toBe(`Please confirm you have weighed the risk first. ${CRISIS_RISK_CONFIRMATION}`);
    expect(await refused(await moderation.act(mo, item.id, 'publish', { confirmRisk: true }), 400)).toBe(
      'Please say why, for the record',
    );
    expect(decisionsAbout(item.id)).toHaveLength(0);

    const published = await decidedItem(
      await moderation.act(mo, item.id, 'publish', { notes: 'It asks for support', confirmRisk: true }),
    );
    expect(published).toMatchObject({ status: 'approved', visibility: 'public', kind: 'crisis' });
    expect(await decisionOf(item.id)).toMatchObject({
      kind: 'crisis',
      decision: 'publish',
      visibility: 'public',
      notes: 'It asks for support',
    });
  });

  it('can be removed, and kept private content can get another message, be removed or restored', async () => {
    const removedOne = await screenedPost('crisis');
    const removed = await decidedItem(await moderation.act(mo, removedOne.item.id, 'remove'));
    expect(removed).toMatchObject({ status: 'rejected', visibility: 'removed' });
    expect(await decisionOf(removedOne.item.id)).toMatchObject({ decision: 'remove', visibility: 'removed' });

    const { item } = await screenedPost('crisis');
    await decidedItem(await moderation.act(mo, item.id, 'support'));
    const again = await decidedItem(
      await moderation.act(max, item.id, 'support', { messageToAuthor: 'Checking in on you.' }),
    );
    expect(entries(again)).toEqual([
      ['support', 'Mo', undefined, undefined],
      ['support', 'Max', undefined, 'Checking in on you.'],
    ]);
    // Restoring crisis content makes it public: the same confirmation, and a reason.
    expect((await moderation.act(mo, item.id, 'restore', { notes: 'Safe to share' })).status).toBe(400);
    const restored = await decidedItem(
      await moderation.act(mo, item.id, 'restore', { notes: 'Safe to share', confirmRisk: true }),
    );
    expect(restored).toMatchObject({ status: 'approved', visibility: 'public' });
  });

  it('stays a crisis when a milder screening follows, which holds it again for review', async () => {
    const { content, item } = await screenedPost('crisis');
    await decidedItem(await moderation.act(mo, item.id, 'support'));
    await moderation.screened(content, 'abusive', '2026-11-21T23:00:00.000Z');
    const after = await moderation.itemOf(content, mo, 'pending');
    expect(after).toMatchObject({ id: item.id, kind: 'crisis', priority: 'high', visibility: 'held' });
  });
});

describe('abusive content screening held', () => {
  it('offers Remove or Allow; once allowed, a later report of it is an ordinary report', async () => {
    const { content, item } = await screenedPost('abusive');
    expect(item).toMatchObject({ kind: 'abusive', visibility: 'held', priority: 'medium' });
    expect((await moderation.act(mo, item.id, 'keep')).status).toBe(409);

    clock = new Date('2026-11-21T14:00:00.000Z');
    const allowed = await decidedItem(await moderation.act(mo, item.id, 'allow'));
    expect(allowed).toMatchObject({ status: 'approved', visibility: 'public', kind: 'report' });
    expect(await decisionOf(item.id)).toMatchObject({
      kind: 'abusive',
      decision: 'allow',
      visibility: 'public',
    });

    await moderation.reported(mia, content, 'Unkind or hurtful', '2026-11-21T14:30:00.000Z');
    const reported = await moderation.itemOf(content, mo, 'pending', (found) => found.reporters === 1);
    expect(reported).toMatchObject({ id: item.id, kind: 'report', visibility: 'public' });
  });

  it('"Remove" takes it down and the author is told (by the forum) why', async () => {
    const { item } = await screenedPost('abusive', 'reply');
    const removed = await decidedItem(
      await moderation.act(mo, item.id, 'remove', { messageToAuthor: 'Please keep it kind.' }),
    );
    expect(removed).toMatchObject({ status: 'rejected', visibility: 'removed' });
    expect(await decisionOf(item.id)).toMatchObject({
      contentType: 'reply',
      kind: 'abusive',
      decision: 'remove',
      messageToAuthor: 'Please keep it kind.',
    });
  });
});

describe('anything visible can be taken down, and any decision reversed', () => {
  it('a kept post is removed with a reason, then restored with one; the history says who, when and why', async () => {
    const { item } = await reportedPost();
    clock = new Date('2026-11-21T15:00:00.000Z');
    await decidedItem(await moderation.act(mo, item.id, 'keep'));

    // Taking down what a decision settled needs a reason for the record.
    expect(await refused(await moderation.act(max, item.id, 'remove'), 400)).toBe(
      'Please say why, for the record',
    );
    const removed = await decidedItem(
      await moderation.act(max, item.id, 'remove', { notes: 'A second look: it names a classmate' }),
    );
    expect(removed).toMatchObject({ status: 'rejected', visibility: 'removed' });
    expect(await decisionOf(item.id, 2)).toMatchObject({
      decision: 'remove',
      visibility: 'removed',
      kind: 'report',
    });

    expect(await refused(await moderation.act(ada, item.id, 'restore'), 400)).toBe(
      'Please say why, for the record',
    );
    expect(await refused(await moderation.act(ada, item.id, 'restore', { notes: '   ' }), 400)).toBe(
      'Please say why, for the record',
    );
    const restored = await decidedItem(
      await moderation.act(ada, item.id, 'restore', { notes: 'The name was a made-up one' }),
    );
    expect(restored).toMatchObject({
      status: 'approved',
      visibility: 'public',
      moderatorNotes: 'The name was a made-up one',
    });
    expect(entries(restored)).toEqual([
      ['keep', 'Mo', undefined, undefined],
      ['remove', 'Max', 'A second look: it names a classmate', undefined],
      ['restore', 'Ada', 'The name was a made-up one', undefined],
    ]);
    expect(await decisionOf(item.id, 3)).toMatchObject({ decision: 'restore', visibility: 'public' });
  });

  it('every decision of an item is later than the one before, even within the same millisecond', async () => {
    const { item } = await reportedPost();
    clock = new Date('2026-11-21T16:00:00.000Z');
    await decidedItem(await moderation.act(mo, item.id, 'hide'));
    await decidedItem(await moderation.act(mo, item.id, 'restore', { notes: 'Hid the wrong post' }));
    const [first, second] = [await decisionOf(item.id), await decisionOf(item.id, 2)];
    expect(second.decidedAt > first.decidedAt).toBe(true);
  });
});

describe('an escalated item', () => {
  it('is held until an administrator decides: a moderator is told so, an admin decides', async () => {
    const { item } = await reportedPost();
    const escalated = await decidedItem(
      await moderation.act(mo, item.id, 'escalate', { notes: 'Might need a wellbeing check' }),
    );
    expect(escalated).toMatchObject({
      status: 'flagged',
      visibility: 'held',
      moderatorNotes: 'Might need a wellbeing check',
    });
    expect(await decisionOf(item.id)).toMatchObject({ decision: 'escalate', visibility: 'held' });
    expect((await moderation.queue(ada, 'flagged')).map((found) => found.id)).toContain(item.id);

    expect(await refused(await moderation.act(max, item.id, 'keep'), 409)).toBe(
      "This item was escalated for an administrator's review, so only an administrator can decide it now.",
    );
    expect(await refused(await moderation.act(ada, item.id, 'escalate'), 409)).toBe(
      "This item is already escalated for an administrator's review.",
    );

    clock = new Date('2026-11-21T17:00:00.000Z');
    const kept = await decidedItem(await moderation.act(ada, item.id, 'keep', { notes: 'Checked with Jo' }));
    expect(kept).toMatchObject({
      status: 'approved',
      visibility: 'public',
      moderatorNotes: 'Checked with Jo',
    });
    expect(entries(kept)).toEqual([
      ['escalate', 'Mo', 'Might need a wellbeing check', undefined],
      ['keep', 'Ada', 'Checked with Jo', undefined],
    ]);
    expect(await decisionOf(item.id, 2)).toMatchObject({
      decision: 'keep',
      moderatorId: ada.id,
      notes: 'Checked with Jo',
    });
  });

  it('an admin may also hide it, and may work pending items like a moderator', async () => {
    const escalated = await reportedPost();
    await decidedItem(await moderation.act(mo, escalated.item.id, 'escalate'));
    expect((await decidedItem(await moderation.act(ada, escalated.item.id, 'hide'))).status).toBe('rejected');

    const pending = await reportedPost();
    expect((await decidedItem(await moderation.act(ada, pending.item.id, 'hide'))).status).toBe('rejected');
  });
});

describe('what a decision is refused for', () => {
  it('youth and parents get 403, anyone signed out 401', async () => {
    const { item } = await reportedPost();
    expect((await moderation.act(mia, item.id, 'keep')).status).toBe(403);
    expect((await moderation.act(parent, item.id, 'hide')).status).toBe(403);
    expect((await moderation.act(null, item.id, 'escalate')).status).toBe(401);
    expect((await moderation.queue(mo)).find((found) => found.id === item.id)?.status).toBe('pending');
  });

  it("a decision that does not exist (today's or yesterday's words), an unknown item or an overlong note", async () => {
    const { item } = await reportedPost();
    expect((await moderation.act(mo, item.id, 'delete')).status).toBe(400);
    expect((await moderation.act(mo, item.id, 'approve')).status).toBe(400);
    expect((await moderation.act(mo, item.id, 'reject')).status).toBe(400);
    expect(await refused(await moderation.act(mo, 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0aff', 'keep'), 404)).toBe(
      "We couldn't find that moderation item. It may have been removed.",
    );
    expect((await moderation.act(mo, item.id, 'escalate', { notes: 'x'.repeat(1001) })).status).toBe(400);
  });
});

const later = (moment: Date) => new Date(moment.getTime() + 60_000).toISOString();

describe('a new report after the post was kept', () => {
  it('puts the item back in the pending queue with its new reporter; the post stays up', async () => {
    const sam = someone('youth', 'Sam');
    await moderation.registered(sam);
    const { content, item } = await reportedPost();
    await decidedItem(await moderation.act(mo, item.id, 'keep'));

    await moderation.reported(sam, content, 'Spam or off-topic', later(clock));
    const reopened = await moderation.itemOf(content, mo, 'pending', (found) => found.reporters === 2);
    expect(reopened).toMatchObject({ id: item.id, priority: 'high', visibility: 'public', kind: 'report' });
    expect(reopened.history.map((entry) => entry.action)).toEqual(['keep']);
  });

  it('but not a report made before the decision that arrives late', async () => {
    const sam = someone('youth', 'Sam');
    const { content, item } = await reportedPost();
    await decidedItem(await moderation.act(mo, item.id, 'keep'));

    await moderation.reported(sam, content, 'Spam or off-topic', '2026-11-21T08:00:00.000Z');
    const kept = await moderation.itemOf(content, mo, 'approved', (found) => found.reporters === 2);
    expect(kept).toMatchObject({ id: item.id, status: 'approved' });
  });
});
