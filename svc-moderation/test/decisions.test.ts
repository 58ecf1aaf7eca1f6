import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DecisionMade, ErrorBody } from '@heartwise/contracts';
import { decidedItem, someone, startModeration, type Moderation } from './support/moderation-harness.js';

/** Moderators and admins decide about queue items; each decision goes to the forum on the bus. */
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

async function refused(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ErrorBody.parse(await response.json()).message;
}

describe('a moderator working the pending queue', () => {
  it('rejects a post: it moves to Rejected with the SPEC note, and the forum is told to hide it', async () => {
    const { content, item } = await reportedPost();
    clock = new Date('2026-11-21T12:05:00.000Z');

    const rejected = await decidedItem(await moderation.act(mo, item.id, 'reject'));
    expect(rejected).toMatchObject({
      status: 'rejected',
      moderatorNotes: 'Content violates community guidelines',
      history: [
        {
          action: 'reject',
          by: { firstName: 'Mo', username: mo.username },
          at: '2026-11-21T12:05:00.000Z',
          notes: 'Content violates community guidelines',
        },
      ],
    });

    const decision = DecisionMade.schema.parse(await moderation.decisionAbout(item.id));
    expect(decision.payload).toEqual({
      itemId: item.id,
      contentType: 'thread',
      contentId: content.contentId,
      threadId: content.threadId,
      action: 'reject',
      moderatorId: mo.id,
      notes: 'Content violates community guidelines',
      decidedAt: '2026-11-21T12:05:00.000Z',
    });
    expect((await moderation.queue(mo, 'pending')).map((found) => found.id)).not.toContain(item.id);
    expect((await moderation.queue(mo, 'rejected')).map((found) => found.id)).toContain(item.id);
  });

  it('approves a reply without a note: the forum is told to show it again', async () => {
    const { content, item } = await reportedPost('reply');
    const approved = await decidedItem(await moderation.act(mo, item.id, 'approve'));
    expect(approved.status).toBe('approved');
    expect(approved.moderatorNotes).toBeUndefined();
    expect(approved.history[0]).not.toHaveProperty('notes');

    const decision = DecisionMade.schema.parse(await moderation.decisionAbout(item.id));
    expect(decision.payload).toMatchObject({
      action: 'approve',
      contentType: 'reply',
      contentId: content.contentId,
    });
    expect(decision.payload.notes).toBeUndefined();
  });

  it("flags a post for the admins with 'Flagged for further review', or with their own note", async () => {
    const first = await reportedPost();
    const flagged = await decidedItem(await moderation.act(mo, first.item.id, 'flag'));
    expect(flagged).toMatchObject({ status: 'flagged', moderatorNotes: 'Flagged for further review' });
    expect(DecisionMade.schema.parse(await moderation.decisionAbout(first.item.id)).payload).toMatchObject({
      action: 'flag',
      notes: 'Flagged for further review',
    });

    const second = await reportedPost();
    const noted = await decidedItem(
      await moderation.act(mo, second.item.id, 'flag', { notes: '  Might need a wellbeing check  ' }),
    );
    expect(noted.moderatorNotes).toBe('Might need a wellbeing check');
    expect((await moderation.queue(ada, 'flagged')).map((found) => found.id)).toEqual(
      expect.arrayContaining([first.item.id, second.item.id]),
    );
  });

  it('cannot decide the same item twice, nor one another moderator already decided', async () => {
    const { item } = await reportedPost();
    await decidedItem(await moderation.act(mo, item.id, 'approve'));

    expect(await refused(await moderation.act(mo, item.id, 'approve'), 409)).toBe(
      'This item was already approved, so there is nothing left to decide.',
    );
    expect(await refused(await moderation.act(max, item.id, 'reject'), 409)).toBe(
      'This item was already approved, so there is nothing left to decide.',
    );
    // Only the one decision reached the forum.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      moderation.decisions.filter((event) => DecisionMade.schema.parse(event).payload.itemId === item.id),
    ).toHaveLength(1);
  });

  it('two moderators deciding at the same moment: one wins, the other is told', async () => {
    const { item } = await reportedPost();
    const [first, second] = await Promise.all([
      moderation.act(mo, item.id, 'approve'),
      moderation.act(max, item.id, 'reject'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });
});

describe('an escalated (flagged) item', () => {
  it("is the admins' to decide: a moderator is told so, an admin approves it and the forum shows it again", async () => {
    const { item } = await reportedPost();
    await decidedItem(await moderation.act(mo, item.id, 'flag'));

    expect(await refused(await moderation.act(max, item.id, 'approve'), 409)).toBe(
      "This item was flagged for an administrator's review, so only an administrator can decide it now.",
    );
    expect(await refused(await moderation.act(ada, item.id, 'flag'), 409)).toBe(
      "This item is already flagged for an administrator's review.",
    );

    clock = new Date('2026-11-21T13:00:00.000Z');
    const approved = await decidedItem(
      await moderation.act(ada, item.id, 'approve', { notes: 'Checked with Jo' }),
    );
    expect(approved.status).toBe('approved');
    expect(approved.moderatorNotes).toBe('Checked with Jo');
    expect(approved.history.map((entry) => [entry.action, entry.by.firstName, entry.notes])).toEqual([
      ['flag', 'Mo', 'Flagged for further review'],
      ['approve', 'Ada', 'Checked with Jo'],
    ]);
    expect(DecisionMade.schema.parse(await moderation.decisionAbout(item.id, 2)).payload).toMatchObject({
      action: 'approve',
      moderatorId: ada.id,
      notes: 'Checked with Jo',
    });
  });

  it('an admin may also reject it, and may work pending items like a moderator', async () => {
    const escalated = await reportedPost();
    await decidedItem(await moderation.act(mo, escalated.item.id, 'flag'));
    expect((await decidedItem(await moderation.act(ada, escalated.item.id, 'reject'))).status).toBe(
      'rejected',
    );

    const pending = await reportedPost();
    expect((await decidedItem(await moderation.act(ada, pending.item.id, 'reject'))).status).toBe('rejected');
  });
});

describe('what a decision is refused for', () => {
  it('youth and parents get 403, anyone signed out 401', async () => {
    const { item } = await reportedPost();
    expect((await moderation.act(mia, item.id, 'approve')).status).toBe(403);
    expect((await moderation.act(parent, item.id, 'reject')).status).toBe(403);
    expect((await moderation.act(null, item.id, 'flag')).status).toBe(401);
    expect((await moderation.queue(mo)).find((found) => found.id === item.id)?.status).toBe('pending');
  });

  it('an action that does not exist, an unknown item or an overlong note', async () => {
    const { item } = await reportedPost();
    expect((await moderation.act(mo, item.id, 'delete')).status).toBe(400);
    expect(
      await refused(await moderation.act(mo, 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0aff', 'approve'), 404),
    ).toBe("We couldn't find that moderation item. It may have been removed.");
    expect((await moderation.act(mo, item.id, 'flag', { notes: 'x'.repeat(1001) })).status).toBe(400);
  });
});

const later = (moment: Date) => new Date(moment.getTime() + 60_000).toISOString();

describe('a new report after an approval', () => {
  it('puts the item back in the pending queue with its new reporter', async () => {
    const sam = someone('youth', 'Sam');
    await moderation.registered(sam);
    const { content, item } = await reportedPost();
    await decidedItem(await moderation.act(mo, item.id, 'approve'));

    await moderation.reported(sam, content, 'Spam or off-topic', later(clock));
    const reopened = await moderation.itemOf(content, mo, 'pending', (found) => found.reporters === 2);
    expect(reopened).toMatchObject({ id: item.id, priority: 'high' });
    expect(reopened.history.map((entry) => entry.action)).toEqual(['approve']);
  });

  it('but not a report made before the approval that arrives late', async () => {
    const sam = someone('youth', 'Sam');
    const { content, item } = await reportedPost();
    await decidedItem(await moderation.act(mo, item.id, 'approve'));

    await moderation.reported(sam, content, 'Spam or off-topic', '2026-11-21T08:00:00.000Z');
    const kept = await moderation.itemOf(content, mo, 'approved', (found) => found.reporters === 2);
    expect(kept).toMatchObject({ id: item.id, status: 'approved' });
  });
});
