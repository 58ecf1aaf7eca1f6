import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DecisionMade, ErrorBody, ModerationFigures } from '@heartwise/contracts';
import { decidedItem, someone, startModeration, type Moderation } from './support/moderation-harness.js';

/**
 * Request Edit: only its author sees the post while the edit is awaited, and the author's edit is
 * reviewed before it goes public again.
 */
let clock = new Date('2026-11-21T12:00:00.000Z');
let moderation: Moderation;
const jo = someone('youth', 'Jo', 'Park');
const mia = someone('youth', 'Mia');
const mo = someone('moderator', 'Mo');
const ada = someone('admin', 'Ada');

beforeAll(async () => {
  moderation = await startModeration({ now: () => clock });
  for (const person of [jo, mia, mo, ada]) await moderation.registered(person);
});
afterAll(async () => {
  await moderation.stop();
});

/** A fresh post by Jo with these words, reported by Mia, pending in the queue. */
const reportedPost = (words: string) =>
  moderation.reportedPost({
    author: jo,
    reporter: mia,
    viewer: mo,
    reason: 'Shares private information',
    content: { content: words },
  });

async function refused(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ErrorBody.parse(await response.json()).message;
}

const leaveOutTheName = { messageToAuthor: 'Please leave out the full name of your classmate.' };

describe('a moderator asks the author to edit a reported post', () => {
  it('holds it for its author only, marked as waiting for the edit, and tells the forum what to change', async () => {
    const { content, item } = await reportedPost('Sam Lee from 8B told everyone my secret.');
    clock = new Date('2026-11-21T12:05:00.000Z');

    expect(await refused(await moderation.act(mo, item.id, 'request-edit'), 400)).toBe(
      'Please tell the author what to change',
    );
    expect(
      await refused(await moderation.act(mo, item.id, 'request-edit', { messageToAuthor: '  ' }), 400),
    ).toBe('Please tell the author what to change');

    const asked = await decidedItem(
      await moderation.act(mo, item.id, 'request-edit', { ...leaveOutTheName, notes: 'Names a classmate' }),
    );
    expect(asked).toMatchObject({
      status: 'pending',
      visibility: 'held',
      editRequested: true,
      editAwaitingReview: false,
      moderatorNotes: 'Names a classmate',
      history: [
        { action: 'request-edit', by: { firstName: 'Mo' }, notes: 'Names a classmate', ...leaveOutTheName },
      ],
    });
    const decision = DecisionMade.schema.parse(await moderation.decisionAbout(item.id));
    expect(decision.payload).toMatchObject({
      decision: 'request-edit',
      kind: 'report',
      visibility: 'held',
      contentId: content.contentId,
      ...leaveOutTheName,
    });
    // Asking twice before the author answers is refused, with a reason.
    expect(await refused(await moderation.act(mo, item.id, 'request-edit', leaveOutTheName), 409)).toMatch(
      /already asked/,
    );
    // Until the edit comes, the post can be removed or escalated, nothing else.
    expect(await refused(await moderation.act(mo, item.id, 'keep'), 409)).toBe(
      "This post waits for its author's edit. Until it comes, you can choose Remove or Escalate.",
    );
  });

  it('a free edit of a reported post (issue 19) is in its history; the reported words stay in front of the moderator', async () => {
    const { content, item } = await reportedPost('Sam Lee from 8B is a loser and everyone knows it.');
    const rewritten = { ...content, content: 'Someone in my class was unkind today.' };
    await moderation.edited(rewritten, '2026-11-21T12:30:00.000Z');
    await moderation.edited(rewritten, '2026-11-21T12:30:00.000Z'); // redelivered

    const after = await moderation.itemOf(content, mo, 'pending');
    expect(after).toMatchObject({
      id: item.id,
      status: 'pending',
      editRequested: false,
      editAwaitingReview: false,
    });
    expect(after.content.content).toBe('Sam Lee from 8B is a loser and everyone knows it.');
    expect(after.history.map((entry) => [entry.action, entry.by.firstName])).toEqual([['edited', 'Jo']]);
  });

  it("reviews the author's edit before it goes public: held, with the new words, once", async () => {
    const { content, item } = await reportedPost('Sam Lee from 8B laughed at me in class.');
    await decidedItem(await moderation.act(mo, item.id, 'request-edit', leaveOutTheName));

    const newWords = { ...content, content: 'Someone in my class laughed at me.' };
    await moderation.edited(newWords, '2026-11-21T13:00:00.000Z');
    await moderation.edited(newWords, '2026-11-21T13:00:00.000Z'); // redelivered

    const after = await moderation.itemOf(newWords, mo, 'pending');
    expect(after).toMatchObject({
      id: item.id,
      status: 'pending',
      visibility: 'held',
      editRequested: false,
      editAwaitingReview: true,
    });
    expect(after.content.content).toBe('Someone in my class laughed at me.');
    expect(after.history.map((entry) => [entry.action, entry.by.firstName])).toEqual([
      ['request-edit', 'Mo'],
      ['edited', 'Jo'],
    ]);
    // The author's edit is no moderator's review: it is not among the dashboard's decisions.
    const figures = ModerationFigures.parse(
      await (await moderation.get(mo, '/api/moderation/figures')).json(),
    );
    expect(
      figures.recentActivity.every(
        (decision) => decision.itemId !== item.id || decision.action === 'request-edit',
      ),
    ).toBe(true);

    // An edit in review is published (allow), asked again, removed or escalated; never "kept".
    expect((await moderation.act(mo, item.id, 'keep')).status).toBe(409);
    clock = new Date('2026-11-21T14:00:00.000Z');
    const published = await decidedItem(await moderation.act(mo, item.id, 'allow'));
    expect(published).toMatchObject({ status: 'approved', visibility: 'public', editAwaitingReview: false });
    expect(DecisionMade.schema.parse(await moderation.decisionAbout(item.id, 2)).payload).toMatchObject({
      decision: 'allow',
      visibility: 'public',
    });
  });

  it('ends the request when a moderator removes the post instead', async () => {
    const { item } = await reportedPost('Sam Lee from 8B took my lunch again.');
    await decidedItem(await moderation.act(mo, item.id, 'request-edit', leaveOutTheName));
    const removed = await decidedItem(await moderation.act(mo, item.id, 'remove'));
    expect(removed).toMatchObject({ status: 'rejected', visibility: 'removed', editRequested: false });
  });

  it("an escalated report is an administrator's to send back for an edit, not a moderator's", async () => {
    const { item } = await reportedPost('Sam Lee from 8B is a liar.');
    await decidedItem(await moderation.act(mo, item.id, 'escalate'));
    expect((await moderation.act(mo, item.id, 'request-edit', leaveOutTheName)).status).toBe(409);
    const asked = await decidedItem(await moderation.act(ada, item.id, 'request-edit', leaveOutTheName));
    expect(asked).toMatchObject({ status: 'pending', visibility: 'held', editRequested: true });
  });
});
