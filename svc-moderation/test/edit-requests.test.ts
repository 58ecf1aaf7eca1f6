import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DecisionMade, ErrorBody, ModerationFigures } from '@heartwise/contracts';
import { decidedItem, someone, startModeration, type Moderation } from './support/moderation-harness.js';

/** Request Edit: the item waits as pending for the author's edit, which comes back to the queue. */
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

describe('a moderator asks the author to edit a reported post', () => {
  it('keeps the item pending, marked as waiting for the edit, and tells the forum why', async () => {
    const { content, item } = await reportedPost('Sam Lee from 8B told everyone my secret.');
    clock = new Date('2026-11-21T12:05:00.000Z');
    const note = 'Please leave out the full name of your classmate.';

    const asked = await decidedItem(await moderation.act(mo, item.id, 'request-edit', { notes: note }));

    expect(asked).toMatchObject({
      status: 'pending',
      editRequested: true,
      moderatorNotes: note,
      history: [{ action: 'request-edit', by: { firstName: 'Mo' }, notes: note }],
    });
    const decision = DecisionMade.schema.parse(await moderation.decisionAbout(item.id));
    expect(decision.payload).toMatchObject({
      action: 'request-edit',
      contentId: content.contentId,
      notes: note,
    });
    // Asking twice before the author answers is refused, with a reason.
    const twice = await moderation.act(mo, item.id, 'request-edit');
    expect(twice.status).toBe(409);
    expect(ErrorBody.parse(await twice.json()).message).toMatch(/already asked/);
  });

  it('sends a default reason when the moderator wrote none', async () => {
    const { item } = await reportedPost('My neighbour Alex Kim is so annoying.');
    const asked = await decidedItem(await moderation.act(mo, item.id, 'request-edit'));
    expect(asked.moderatorNotes).toBe('Please edit your post so it follows the Community Guidelines.');
  });

  it("puts the author's edit in front of the moderators with the new words, once", async () => {
    const { content, item } = await reportedPost('Sam Lee from 8B laughed at me in class.');
    await decidedItem(
      await moderation.act(mo, item.id, 'request-edit', { notes: 'Leave out the name, please.' }),
    );

    const newWords = { ...content, content: 'Someone in my class laughed at me.' };
    await moderation.edited(newWords, '2026-11-21T13:00:00.000Z');
    await moderation.edited(newWords, '2026-11-21T13:00:00.000Z'); // redelivered

    const after = await moderation.itemOf(newWords, mo, 'pending');
    expect(after).toMatchObject({ id: item.id, editRequested: false });
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
    // Now a moderator decides as usual.
    const approved = await decidedItem(await moderation.act(mo, item.id, 'approve'));
    expect(approved.status).toBe('approved');
  });

  it('ends the request when a moderator decides instead', async () => {
    const { item } = await reportedPost('Sam Lee from 8B took my lunch again.');
    await decidedItem(await moderation.act(mo, item.id, 'request-edit'));
    const rejected = await decidedItem(await moderation.act(mo, item.id, 'reject'));
    expect(rejected).toMatchObject({ status: 'rejected', editRequested: false });
  });

  it('cannot ask for an edit of a flagged item: that waits for an administrator', async () => {
    const { item } = await reportedPost('Sam Lee from 8B is a liar.');
    await decidedItem(await moderation.act(mo, item.id, 'flag'));
    const asked = await moderation.act(ada, item.id, 'request-edit');
    expect(asked.status).toBe(409);
  });
});
