import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CreatedReply,
  CreatedThread,
  ForumExport,
  GuidelinesConsent,
  ThreadDetail,
  UserDeleted,
  UserRegistered,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { eventually, startForum, type Forum, type Member } from './support/forum-harness.js';

const keys = testJwtKeys();
let forum: Forum;

beforeAll(async () => {
  forum = await startForum(keys);
});
afterAll(async () => {
  await forum.stop();
});

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
});
