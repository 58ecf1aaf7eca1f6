import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ContentDeleted, DecisionMade, ErrorBody } from '@heartwise/contracts';
import { MemoryDocumentStore, newEvent } from '@heartwise/service-kit';
import { deliverTo } from '@heartwise/service-kit/testing';
import { moderationItemRepository } from '../src/adapters/store/moderation-item.repository.js';
import { placesOf } from '../src/adapters/store/places.js';
import { forumHandlers } from '../src/events/forum.subscriptions.js';
import {
  decidedItem,
  nextMoment,
  post,
  someone,
  startModeration,
  type Moderation,
} from './support/moderation-harness.js';

/**
 * What the forum tells moderation besides reports and screening: a moderator took a post down
 * from its page, an author deleted their post, the author of private crisis content asked for help.
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

const decisionsAbout = (itemId: string) =>
  moderation.decisions.filter((event) => DecisionMade.schema.parse(event).payload.itemId === itemId);

/** Lets the relay and the bus run, so an event that should not be published would have been. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a moderator takes a post down from its page', () => {
  it('records it as a removal in the history of its item, which can then be restored from the queue', async () => {
    const { content, item } = await moderation.reportedPost({
      author: jo,
      reporter: mia,
      viewer: mo,
      reason: 'Spam or off-topic',
    });
    clock = new Date('2026-11-21T12:10:00.000Z');
    await decidedItem(await moderation.act(mo, item.id, 'keep'));

    const removal = await moderation.removedFromPage(
      content,
      ada,
      'Shares a phone number',
      '2026-11-21T12:30:00.000Z',
    );
    await moderation.transport.publish([removal]); // redelivered
    const removed = await moderation.itemOf(content, mo, 'rejected');
    expect(removed).toMatchObject({
      id: item.id,
      status: 'rejected',
      visibility: 'removed',
      moderatorNotes: 'Shares a phone number',
    });
    expect(removed.history.map((entry) => [entry.action, entry.by.firstName, entry.notes, entry.at])).toEqual(
      [
        ['keep', 'Mo', undefined, '2026-11-21T12:10:00.000Z'],
        ['removed-from-page', 'Ada', 'Shares a phone number', '2026-11-21T12:30:00.000Z'],
      ],
    );
    // The forum applied it already: no decision goes back to it.
    await settle();
    expect(decisionsAbout(item.id)).toHaveLength(1);

    // The next decision is later than the take-down, whatever the clock says.
    const restored = await decidedItem(
      await moderation.act(mo, item.id, 'restore', { notes: 'The number was a helpline' }),
    );
    expect(restored).toMatchObject({ status: 'approved', visibility: 'public' });
    const restore = DecisionMade.schema.parse(await moderation.decisionAbout(item.id, 2)).payload;
    expect(restore).toMatchObject({ decision: 'restore', visibility: 'public', kind: 'report' });
    expect(restore.decidedAt > '2026-11-21T12:30:00.000Z').toBe(true);
  });

  it('makes an item for a post nobody reported, with its words, so the take-down can be reversed', async () => {
    const reply = post(jo, { contentType: 'reply', title: undefined });
    await moderation.removedFromPage(reply, mo, 'Unkind to another member');
    const item = await moderation.itemOf(
      reply,
      ada,
      'rejected',
      (found) => found.content.user.firstName === 'Jo',
    );
    expect(item).toMatchObject({
      contentType: 'reply',
      kind: 'report',
      visibility: 'removed',
      reporters: 0,
      content: { content: reply.content, user: { firstName: 'Jo' } },
      threadTitle: 'Nobody gets it',
      history: [{ action: 'removed-from-page', by: { firstName: 'Mo' }, notes: 'Unkind to another member' }],
    });
    expect(
      (await moderation.act(ada, item.id, 'restore', { notes: 'It was a joke between friends' })).status,
    ).toBe(200);
  });
});

describe('an author deletes their post', () => {
  it('closes its item: nothing left to decide, the words kept for the moderators, nothing sent', async () => {
    const thread = post(jo, { content: `I can't go on like this (${nextMoment()}).` });
    await moderation.screened(thread, 'crisis');
    const item = await moderation.itemOf(thread, mo);

    await moderation.deletedByAuthor(thread, '2026-11-21T12:40:00.000Z');
    const closed = await moderation.itemOf(thread, mo, 'rejected');
    expect(closed).toMatchObject({
      id: item.id,
      kind: 'crisis',
      visibility: 'deleted',
      content: { content: thread.content },
      history: [{ action: 'deleted', by: { firstName: 'Jo' }, at: '2026-11-21T12:40:00.000Z' }],
    });
    const answer = await moderation.act(mo, item.id, 'support', { messageToAuthor: 'We are here.' });
    expect(answer.status).toBe(409);
    expect(ErrorBody.parse(await answer.json()).message).toBe(
      'Its author deleted this post, so there is nothing left to decide.',
    );
    await settle();
    expect(decisionsAbout(item.id)).toHaveLength(0);
  });

  it('makes no item for a post that never was in the queue', async () => {
    const store = new MemoryDocumentStore();
    const items = moderationItemRepository(store);
    const deliver = deliverTo(
      forumHandlers({
        items,
        places: placesOf(store),
        now: () => new Date(),
        newId: () => 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01',
      }),
    );
    const thread = post(jo);
    await deliver(newEvent(ContentDeleted, { deletedAt: nextMoment(), content: thread }));
    expect(await items.findByContent('thread', thread.contentId)).toBeNull();
  });
});

describe('the author of crisis content kept private asks for help', () => {
  it('puts it back at the top of the pending queue, still private, with what they wrote', async () => {
    const thread = post(jo, { content: `Nothing helps anymore (${nextMoment()}).` });
    await moderation.screened(thread, 'crisis');
    const item = await moderation.itemOf(thread, mo);
    clock = new Date('2026-11-21T13:00:00.000Z');
    await decidedItem(
      await moderation.act(mo, item.id, 'support', { messageToAuthor: 'We are here for you.' }),
    );

    await moderation.askedForHelp(thread, '  Can someone talk to me?  ', '2026-11-21T13:30:00.000Z');
    const asked = await moderation.itemOf(thread, mo, 'pending');
    expect(asked).toMatchObject({
      id: item.id,
      status: 'pending',
      visibility: 'private',
      priority: 'high',
      kind: 'crisis',
    });
    expect(asked.history.at(-1)).toEqual({
      action: 'asked-for-help',
      by: { firstName: 'Jo', username: jo.username },
      at: '2026-11-21T13:30:00.000Z',
      notes: 'Can someone talk to me?',
    });
    // The moderator follows up: another message, and it stays private.
    const answered = await decidedItem(
      await moderation.act(mo, item.id, 'support', { messageToAuthor: 'A counsellor will reach out today.' }),
    );
    expect(answered).toMatchObject({ status: 'rejected', visibility: 'private' });
    expect(DecisionMade.schema.parse(await moderation.decisionAbout(item.id, 2)).payload).toMatchObject({
      decision: 'support',
      visibility: 'private',
      messageToAuthor: 'A counsellor will reach out today.',
    });
  });
});
