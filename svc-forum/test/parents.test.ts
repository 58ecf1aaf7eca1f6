import { beforeAll, describe, expect, it } from '@jest/globals';
import { YOUTH_FORUM_FOR_PARENTS } from '@heartwise/contracts';
import type { Forum, Member } from './support/forum-harness.js';
import { forumForThisFile, messageOf, type ForumCalls } from './support/forum-calls.js';

/**
 * Issue 19: youth talk in Pause and Post about their families, so a parent neither reads nor posts
 * there. The forum refuses them every call on its threads and replies, whatever the page asks.
 */
let forum: Forum;
let calls: ForumCalls;
let youth: Member;
let parent: Member;
let threadId: string;
let replyId: string;

forumForThisFile((served) => ({ forum, calls } = served));
beforeAll(async () => {
  youth = forum.member();
  parent = forum.member(undefined, 'parent');
  const thread = await calls.post(youth, 'My mum and I keep arguing about my phone.');
  threadId = thread.id;
  replyId = (await calls.reply(forum.member(), threadId, 'Same with my dad, it is hard.')).id;
});

const refused = async (answer: Promise<{ status: number; body: unknown }>) => {
  const reply = await answer;
  return { status: reply.status, message: reply.status === 403 ? messageOf(reply) : reply.body };
};
const refusal = { status: 403, message: YOUTH_FORUM_FOR_PARENTS };

describe('a parent and the youth forum', () => {
  it.each([
    ['lists threads', () => parent.call('GET', '/api/forum/threads')],
    ['searches threads', () => parent.call('GET', '/api/forum/search?q=phone')],
    ['reads a youth thread', () => parent.call('GET', `/api/forum/threads/${threadId}`)],
    [
      'starts a thread',
      () =>
        parent.call('POST', '/api/forum/threads', {
          title: 'I feel lonely even around other people',
          content: 'As a parent I wonder how to help my son.',
        }),
    ],
    [
      'replies',
      () => parent.call('POST', `/api/forum/threads/${threadId}/replies`, { content: 'Listen to your mum.' }),
    ],
    [
      'reports a thread',
      () => parent.call('POST', `/api/forum/threads/${threadId}/report`, { reason: 'Spam or off-topic' }),
    ],
    [
      'reports a reply',
      () => parent.call('POST', `/api/forum/replies/${replyId}/report`, { reason: 'Spam or off-topic' }),
    ],
    [
      'edits a post',
      () => parent.call('PUT', `/api/forum/threads/${threadId}`, { content: 'Other words here.' }),
    ],
    [
      'blocks an author',
      () => parent.call('POST', '/api/forum/blocks', { contentType: 'thread', contentId: threadId }),
    ],
  ])('is refused when it %s, with the reason', async (_what, call) => {
    expect(await refused(call())).toEqual(refusal);
  });

  it('is refused even for an id that does not exist, so nothing tells them what is there', async () => {
    expect(
      await refused(parent.call('GET', '/api/forum/threads/00000000-0000-4000-8000-000000000000')),
    ).toEqual(refusal);
  });

  it('starts nothing youth can see', async () => {
    await parent.call('POST', '/api/forum/threads', {
      title: 'I feel lonely even around other people',
      content: 'As a parent I wonder how to help my son.',
    });
    expect((await calls.list(youth)).filter((thread) => thread.content.includes('As a parent'))).toEqual([]);
  });

  it('keeps what is theirs: their standing, their data, the topics and the community themes', async () => {
    for (const path of [
      '/api/forum/standing',
      '/api/forum/export',
      '/api/forum/topics',
      '/api/forum/themes',
    ]) {
      expect({ path, status: (await parent.call('GET', path)).status }).toEqual({ path, status: 200 });
    }
  });

  it('youth and staff still read and post as before', async () => {
    for (const who of [youth, forum.member(undefined, 'moderator'), forum.member(undefined, 'admin')]) {
      expect(await calls.listed(who, threadId)).toBeDefined();
      expect((await who.call('GET', `/api/forum/threads/${threadId}`)).status).toBe(200);
    }
    expect((await youth.call('GET', '/api/forum/search?q=phone')).status).toBe(200);
  });
});
