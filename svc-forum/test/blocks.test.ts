import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Block, BlockList, UserRegistered } from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { eventually, type Forum, type Member } from './support/forum-harness.js';
import { forumForThisFile, messageOf, type ForumCalls } from './support/forum-calls.js';

/** A member's blocks: both sides stop seeing each other, so neither can reply to the other. */
let forum: Forum;
let calls: ForumCalls;
forumForThisFile((served) => ({ forum, calls } = served));

const calmWords = 'Lunch breaks are the hardest part of my day.';

async function named(firstName: string): Promise<Member> {
  const member = forum.member();
  await forum.publish(
    newEvent(UserRegistered, {
      userId: member.id,
      username: `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}`,
      firstName,
      lastName: 'Lee',
      role: 'youth',
    }),
  );
  await eventually(
    async () => (await calls.post(member, `${firstName} says hello to everyone here.`)).user.firstName,
    (known) => known === firstName,
  );
  return member;
}

async function block(who: Member, contentType: 'thread' | 'reply', contentId: string): Promise<Block> {
  const answer = await who.call('POST', '/api/forum/blocks', { contentType, contentId });
  expect(answer.status).toBe(201);
  return Block.parse(answer.body);
}
const blocksOf = async (who: Member) => BlockList.parse((await who.call('GET', '/api/forum/blocks')).body);

describe('a member blocks the author of a reply', () => {
  it("hides each one's threads and replies from the other, everywhere, and neither can reply to or report the other", async () => {
    const mia = forum.member();
    const sam = forum.member();
    const leo = forum.member();
    const miasThread = await calls.post(mia, calmWords);
    const leosReply = await calls.reply(leo, miasThread.id, 'Breathing slowly helps me a lot.');
    const samsReply = await calls.reply(sam, miasThread.id, 'Same here, lunch is hard.');
    const leosThread = await calls.post(leo, 'Sport after school helps me reset.');
    const samsThread = await calls.post(sam, 'I like drawing when I feel low.');

    await block(sam, 'reply', leosReply.id);

    // Sam no longer sees Leo: not his reply in Mia's discussion, not his thread, anywhere.
    expect((await calls.page(sam, miasThread.id))?.replies.map((reply) => reply.id)).toEqual([samsReply.id]);
    expect(await calls.listed(sam, leosThread.id)).toBeUndefined();
    expect(await calls.page(sam, leosThread.id)).toBeUndefined();
    const preview = await sam.call('GET', '/api/forum/threads?limit=3');
    expect(JSON.stringify(preview.body)).not.toContain(leosThread.id);
    // And Leo no longer sees Sam.
    expect((await calls.page(leo, miasThread.id))?.replies.map((reply) => reply.id)).toEqual([leosReply.id]);
    expect(await calls.page(leo, samsThread.id)).toBeUndefined();
    // Replying to or reporting the other answers as for content that does not exist.
    const replyToSam = await leo.call('POST', `/api/forum/threads/${samsThread.id}/replies`, {
      content: 'Hi Sam!',
    });
    expect({ status: replyToSam.status, message: messageOf(replyToSam) }).toEqual({
      status: 404,
      message: "We couldn't find that discussion. It may have been removed.",
    });
    expect(
      (await sam.call('POST', `/api/forum/threads/${leosThread.id}/replies`, { content: 'Hi Leo!' })).status,
    ).toBe(404);
    expect(
      (await leo.call('POST', `/api/forum/replies/${samsReply.id}/report`, { reason: 'Spam or off-topic' }))
        .status,
    ).toBe(404);
    expect(
      (await sam.call('POST', `/api/forum/threads/${leosThread.id}/report`, { reason: 'Spam or off-topic' }))
        .status,
    ).toBe(404);
    // Mia sees both, as before.
    expect((await calls.page(mia, miasThread.id))?.replies).toHaveLength(2);
  });

  it('still fills the list when the blocked person wrote many of the newest threads', async () => {
    const sam = forum.member();
    const leo = forum.member();
    const others = [];
    for (let index = 0; index < 3; index += 1) others.push(await calls.post(forum.member(), calmWords));
    const leos = await calls.post(leo, 'Sport after school helps me reset.');
    for (let index = 0; index < 8; index += 1) await calls.post(leo, `Leo's thread number ${index + 1}.`);
    await block(sam, 'thread', leos.id);

    const page = await sam.call('GET', '/api/forum/threads?limit=3');
    expect((page.body as { id: string }[]).map((thread) => thread.id)).toEqual(
      others.map((thread) => thread.id).reverse(),
    );
  });
});

describe("a member's blocks", () => {
  it('are listed by first name only; blocking again gives the same block; own and unseen posts cannot be blocked', async () => {
    const leo = await named('Leo');
    const sam = forum.member();
    const thread = await calls.post(leo, calmWords);

    const made = await block(sam, 'thread', thread.id);
    expect(made).toEqual({ id: expect.any(String), firstName: 'Leo', blockedAt: expect.any(String) });
    expect(JSON.stringify(made)).not.toContain(leo.id);
    expect(await blocksOf(sam)).toEqual([made]);
    expect(await blocksOf(leo)).toEqual([]);
    // Blocking him again (a second tap, a retry) gives the same block.
    expect(await block(sam, 'thread', thread.id)).toEqual(made);
    expect(await blocksOf(sam)).toEqual([made]);
    // Leo cannot block Sam back by that post: Sam's posts are hidden from him, as missing.
    const samsThread = await calls.post(sam, calmWords);
    expect(
      (await leo.call('POST', '/api/forum/blocks', { contentType: 'thread', contentId: samsThread.id }))
        .status,
    ).toBe(404);

    const own = await calls.post(sam, calmWords);
    const ownBlock = await sam.call('POST', '/api/forum/blocks', {
      contentType: 'thread',
      contentId: own.id,
    });
    expect({ status: ownBlock.status, message: messageOf(ownBlock) }).toEqual({
      status: 400,
      message: 'This is your own post, so there is nobody to block.',
    });
    const held = await calls.post(forum.member(), 'Honestly I want to die, nothing helps.');
    expect(
      (await sam.call('POST', '/api/forum/blocks', { contentType: 'thread', contentId: held.id })).status,
    ).toBe(404);
  });

  it('blocking the same person twice at once (two posts, two taps) gives one block', async () => {
    const sam = forum.member();
    const leo = forum.member();
    const thread = await calls.post(leo, calmWords);
    const reply = await calls.reply(leo, thread.id, 'And a reply of mine too.');

    const [first, second] = await Promise.all([
      block(sam, 'thread', thread.id),
      block(sam, 'reply', reply.id),
    ]);

    expect(second).toEqual(first);
    expect(await blocksOf(sam)).toEqual([first]);
  });

  it("end with unblocking: both see each other again; someone else's block does not exist for the caller", async () => {
    const sam = forum.member();
    const leo = forum.member();
    const thread = await calls.post(leo, calmWords);
    const samsThread = await calls.post(sam, calmWords);
    const made = await block(sam, 'thread', thread.id);

    expect((await leo.call('DELETE', `/api/forum/blocks/${made.id}`)).status).toBe(404);
    expect((await sam.call('DELETE', '/api/forum/blocks/not-a-block')).status).toBe(404);
    expect(await sam.call('DELETE', `/api/forum/blocks/${made.id}`)).toEqual({
      status: 200,
      body: { ok: true },
    });

    expect(await calls.page(sam, thread.id)).toBeDefined();
    expect(await calls.page(leo, samsThread.id)).toBeDefined();
    expect(await blocksOf(sam)).toEqual([]);
  });
});
