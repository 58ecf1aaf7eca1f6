import { describe, expect, it } from '@jest/globals';
import {
  CreatedReply,
  BlockList,
  CreatedThread,
  ForumExport,
  GuidelinesConsent,
  MemberStanding,
  ThreadDetail,
  UserDeleted,
  UserRegistered,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { standingCollection } from '../src/adapters/store/standing.repository.js';
import { blocksCollection } from '../src/adapters/store/block.repository.js';
import { reportedIndexCollection } from '../src/adapters/store/report.repository.js';
import { eventually, type Forum, type Member } from './support/forum-harness.js';
import { forumForThisFile } from './support/forum-calls.js';
import { sanctioned } from './support/moderation-events.js';

let forum: Forum;
forumForThisFile((served) => ({ forum } = served));

const register = (who: Member, firstName: string) =>
  forum.publish(
    newEvent(UserRegistered, {
      userId: who.id,
      username: `${firstName.toLowerCase()}-fox1`,
      firstName,
      lastName: 'Lee',
      role: 'youth',
    }),
  );

async function post(who: Member, content: string) {
  const answer = await who.call('POST', '/api/forum/threads', {
    title: 'I feel tired all the time',
    content,
  });
  expect(answer.status).toBe(201);
  return CreatedThread.parse(answer.body);
}
const seenBy = async (who: Member, threadId: string) =>
  (await who.call('GET', `/api/forum/threads/${threadId}`)).status;

describe('when a member deletes their account', () => {
  it('their threads and replies stay for the others, as Anonymous; their reports and agreement are erased', async () => {
    const ana = forum.member();
    const ben = forum.member();
    await register(ana, 'Ana');
    await register(ben, 'Ben');
    const bens = CreatedThread.parse(
      (
        await ben.call('POST', '/api/forum/threads', {
          title: 'I feel tired all the time',
          content: 'Any tips for more energy?',
        })
      ).body,
    );
    const anas = CreatedReply.parse(
      (
        await ana.call('POST', `/api/forum/threads/${bens.id}/replies`, {
          content: 'Going to bed earlier helped me.',
        })
      ).body,
    );
    await ana.call('POST', `/api/forum/threads/${bens.id}/report`, { reason: 'Spam or off-topic' });
    await ana.call('POST', '/api/forum/consent');
    const seen = async () =>
      ThreadDetail.parse((await ben.call('GET', `/api/forum/threads/${bens.id}`)).body);
    await eventually(seen, (thread) => thread.replies[0]?.user.firstName === 'Ana');

    await forum.publish(newEvent(UserDeleted, { userId: ana.id }));

    const after = await eventually(seen, (thread) => thread.replies[0]?.user.firstName === null);
    expect(after.replies.map((reply) => [reply.id, reply.content])).toEqual([
      [anas.id, 'Going to bed earlier helped me.'],
    ]);
    expect(after.user.firstName).toBe('Ben');
    // Asked with a token still alive somewhere: nothing of hers is left but what she posted.
    const part = ForumExport.parse((await ana.call('GET', '/api/forum/export')).body);
    expect(part.reports).toEqual([]);
    expect(part.guidelinesAcceptedAt).toBeNull();
    expect(GuidelinesConsent.parse((await ana.call('GET', '/api/forum/consent')).body).accepted).toBe(false);
    expect(part.replies?.map((reply) => reply.id)).toEqual([anas.id]);
  });

  it('their standing, their blocks and what they reported are erased; blocks others made of them stay', async () => {
    const ana = forum.member();
    const cam = forum.member();
    const dee = forum.member();
    await register(ana, 'Ana');
    const anas = await post(ana, 'Going to bed earlier helped me.');
    const cams = await post(cam, 'Any tips for more energy?');
    const dees = await post(dee, 'Music helps me wind down.');
    await forum.publish(sanctioned(ana.id, 'warning'));
    await ana.call('POST', `/api/forum/threads/${cams.id}/report`, { reason: 'Spam or off-topic' });
    expect(
      (await ana.call('POST', '/api/forum/blocks', { contentType: 'thread', contentId: dees.id })).status,
    ).toBe(201);
    expect(
      (await cam.call('POST', '/api/forum/blocks', { contentType: 'thread', contentId: anas.id })).status,
    ).toBe(201);
    await eventually(
      async () => MemberStanding.parse((await ana.call('GET', '/api/forum/standing')).body).notices,
      (notices) => notices.length === 1,
    );
    expect(await seenBy(dee, anas.id)).toBe(404);

    await forum.publish(newEvent(UserDeleted, { userId: ana.id }));

    const store = forum.store();
    await eventually(
      () => store.collection(standingCollection).findById(ana.id),
      (standing) => standing === null,
    );
    await eventually(
      () => store.collection(blocksCollection).findById(ana.id),
      (blocks) => blocks === null,
    );
    expect(await store.collection(reportedIndexCollection).findById(ana.id)).toBeNull();
    // Ana's block of Dee went with her: Dee sees her (anonymous) post again.
    expect(await seenBy(dee, anas.id)).toBe(200);
    // Cam's block of Ana is Cam's own choice: her post stays hidden from Cam, its author unnamed.
    expect(await seenBy(cam, anas.id)).toBe(404);
    expect(BlockList.parse((await cam.call('GET', '/api/forum/blocks')).body)).toEqual([
      expect.objectContaining({ firstName: null }),
    ]);
  });
});
