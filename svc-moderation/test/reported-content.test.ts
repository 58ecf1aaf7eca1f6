import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ContentReported } from '@heartwise/contracts';
import { MemoryDocumentStore, newEvent } from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { moderationItemRepository } from '../src/adapters/store/moderation-item.repository.js';
import { placesOf } from '../src/adapters/store/places.js';
import { forumHandlers } from '../src/events/forum.subscriptions.js';
import { nextMoment, post, someone, startModeration, type Moderation } from './support/moderation-harness.js';

/** Reports and safety screening from the forum, as the moderator's queue shows them. */
let moderation: Moderation;
const jo = someone('youth', 'Jo', 'Park');
const mia = someone('youth', 'Mia');
const sam = someone('youth', 'Sam');
const mo = someone('moderator', 'Mo');
const named = (username: string) => (item: { content: { user: { username: string } } }) =>
  item.content.user.username === username;

beforeAll(async () => {
  moderation = await startModeration();
  for (const person of [jo, mia, sam, mo]) await moderation.registered(person);
});
afterAll(async () => {
  await moderation.stop();
});

describe('when a member reports a post', () => {
  it('the moderator sees it pending, with its words, author, reporter and reason', async () => {
    const thread = post(jo);
    await moderation.reported(mia, thread, 'Unkind or hurtful');

    const item = await moderation.itemOf(thread, mo, 'pending', named(jo.username));
    expect(item).toMatchObject({
      contentType: 'thread',
      contentId: thread.contentId,
      threadId: thread.threadId,
      threadTitle: 'Nobody gets it',
      status: 'pending',
      // A report alone never hides the post: it stays up while it waits.
      kind: 'report',
      visibility: 'public',
      editRequested: false,
      editAwaitingReview: false,
      authorSanctions: [],
      priority: 'medium',
      reporters: 1,
      content: {
        title: 'Nobody gets it',
        content: thread.content,
        user: { firstName: 'Jo', lastName: 'Park', username: jo.username },
      },
      reportedBy: { firstName: 'Mia', username: mia.username },
      reason: 'Unkind or hurtful',
      history: [],
    });
    expect(item.moderatorNotes).toBeUndefined();
  });

  it('a second member reporting it makes it one High priority item with both reasons, newest first', async () => {
    const reply = post(jo, { contentType: 'reply', title: undefined });
    await moderation.reported(mia, reply, 'Unkind or hurtful');
    await moderation.itemOf(reply, mo);
    await moderation.reported(sam, reply, 'Spam or off-topic');

    const item = await moderation.itemOf(reply, mo, 'pending', (found) => found.reporters === 2);
    expect(item).toMatchObject({
      contentType: 'reply',
      priority: 'high',
      reportedBy: { firstName: 'Mia', username: mia.username },
      reason: 'Spam or off-topic; Unkind or hurtful',
    });
    expect(item.content.title).toBeUndefined();
    // A reply shows the title of the discussion it is in, for context.
    expect(item.threadTitle).toBe('Nobody gets it');
    const sameContent = (await moderation.queue(mo)).filter(
      (found) => found.content.content === reply.content,
    );
    expect(sameContent).toHaveLength(1);
  });

  it('counts each member once, however often their report arrives', async () => {
    const thread = post(jo);
    const report = newEvent(ContentReported, {
      reportId: '7a1c0a52-3f0e-4c8e-9b51-6a2f0f1c0a01',
      reportedBy: mia.id,
      reason: 'Unkind or hurtful',
      reportedAt: nextMoment(),
      content: thread,
    });
    // The bus delivers at least once, and the forum might send a member's report twice.
    await moderation.transport.publish([report, report]);
    await moderation.transport.publish([{ ...report, id: '7a1c0a52-3f0e-4c8e-9b51-6a2f0f1c0a02' }]);
    await moderation.reported(mia, thread, 'Something else');
    await moderation.reported(sam, thread);

    const item = await moderation.itemOf(thread, mo, 'pending', (found) => found.reporters === 2);
    expect(item.reporters).toBe(2);
    expect(item.reason).toBe('Unkind or hurtful');
  });

  it('lists high priority first, then the newest', async () => {
    const older = post(jo);
    const newer = post(jo);
    const urgent = post(jo);
    await moderation.reported(mia, older);
    await moderation.reported(mia, newer);
    await moderation.reported(mia, urgent);
    await moderation.reported(sam, urgent);
    await moderation.itemOf(urgent, mo, 'pending', (found) => found.priority === 'high');
    await moderation.itemOf(newer, mo);

    const order = (await moderation.queue(mo)).map((item) => item.content.content);
    const position = (content: string) => order.indexOf(content);
    expect(position(urgent.content)).toBeLessThan(position(newer.content));
    expect(position(newer.content)).toBeLessThan(position(older.content));
    const priorities = (await moderation.queue(mo)).map((item) => item.priority);
    expect(priorities).toEqual([...priorities].sort());
  });
});

describe('when safety screening holds a post', () => {
  it('crisis words put it in the queue as pending and High, with the screening as its reason', async () => {
    const thread = post(jo);
    await moderation.screened(thread, 'crisis');

    const item = await moderation.itemOf(thread, mo);
    expect(item).toMatchObject({
      status: 'pending',
      kind: 'crisis',
      // Held: only its author sees it until a moderator decides.
      visibility: 'held',
      priority: 'high',
      reporters: 0,
      reason: 'Safety screening: possible crisis (self-harm or suicide words)',
    });
    expect(item.reportedBy).toBeUndefined();
  });

  it('abusive words put it in as Medium, and a report of it later joins the same item', async () => {
    const reply = post(jo, { contentType: 'reply', title: undefined });
    await moderation.screened(reply, 'abusive');
    expect(await moderation.itemOf(reply, mo)).toMatchObject({
      priority: 'medium',
      kind: 'abusive',
      visibility: 'held',
    });

    await moderation.reported(mia, reply, 'Unkind or hurtful');
    const item = await moderation.itemOf(reply, mo, 'pending', (found) => found.reporters === 1);
    expect(item).toMatchObject({
      priority: 'medium',
      kind: 'abusive',
      visibility: 'held',
      reason: 'Unkind or hurtful; Safety screening: possibly abusive language',
    });
  });
});

describe('a snapshot from before threads carried their title', () => {
  it("shows a thread's own title as the discussion's, and none for a reply", async () => {
    const thread = post(jo, { threadTitle: undefined });
    const reply = post(jo, { contentType: 'reply', title: undefined, threadTitle: undefined });
    await moderation.reported(mia, thread);
    await moderation.reported(mia, reply);
    expect((await moderation.itemOf(thread, mo)).threadTitle).toBe('Nobody gets it');
    expect((await moderation.itemOf(reply, mo)).threadTitle).toBeUndefined();
  });
});

describe("the forum's events, handled again without the bus's record of them", () => {
  it('change nothing the second time', async () => {
    const store = new MemoryDocumentStore();
    const items = moderationItemRepository(store);
    let ids = 0;
    const deliver = deliverTo(
      forumHandlers({
        items,
        places: placesOf(store),
        now: () => new Date('2026-11-21T12:00:00.000Z'),
        newId: () => `aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a0${(ids += 1)}`,
      }),
    );
    const thread = post(jo);
    const report = newEvent(ContentReported, {
      reportId: '7a1c0a52-3f0e-4c8e-9b51-6a2f0f1c0a03',
      reportedBy: mia.id,
      reason: 'Unkind or hurtful',
      reportedAt: nextMoment(),
      content: thread,
    });
    await deliver(report);
    const first = await items.findByContent('thread', thread.contentId);
    await deliver(report);
    expect(await items.findByContent('thread', thread.contentId)).toEqual(first);
    expect(first?.reports).toHaveLength(1);
  });
});
