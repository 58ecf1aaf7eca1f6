import { describe, expect, it } from '@jest/globals';
import { SEARCH_CURSOR_EXPIRED, ThreadSearchPage } from '@heartwise/contracts';
import { type Forum } from './support/forum-harness.js';
import { forumForThisFile, messageOf, type ForumCalls } from './support/forum-calls.js';

/** GET /api/forum/search over HTTP: what a member's search box, filter and "Load more" get. */
let forum: Forum;
let calls: ForumCalls;
forumForThisFile((served) => ({ forum, calls } = served));

describe('finding discussions', () => {
  it('finds a member by the words of their post, a page at a time, with a cursor to the next page', async () => {
    const author = await forum.named('Robin');
    const reader = forum.member();
    const first = await calls.post(
      author,
      'Lanterns on the lake tonight felt peaceful.',
      'Being outside helps me breathe',
    );
    const second = await calls.post(
      author,
      'Saw lanterns again, and I slept better.',
      'I have trouble falling asleep',
    );
    await calls.post(author, 'Nothing to do with the search words here.', 'I have trouble falling asleep');

    const page = await reader.call('GET', '/api/forum/search?q=lanterns&limit=1');
    expect(page.status).toBe(200);
    const found = ThreadSearchPage.parse(page.body);
    expect(found.threads.map((thread) => [thread.id, thread.user.firstName])).toEqual([[second.id, 'Robin']]);
    expect(found.nextCursor).toEqual(expect.any(String));

    const next = await reader.call(
      'GET',
      `/api/forum/search?q=lanterns&limit=1&cursor=${found.nextCursor ?? ''}`,
    );
    expect(ThreadSearchPage.parse(next.body)).toEqual({
      threads: [expect.objectContaining({ id: first.id })],
      nextCursor: null,
    });

    const grouped = await reader.call(
      'GET',
      `/api/forum/search?group=${encodeURIComponent('Body & Health')}&sort=active`,
    );
    expect(ThreadSearchPage.parse(grouped.body).threads.map((thread) => thread.id)).toContain(first.id);
  });

  it('says kindly when a cursor cannot be followed, and refuses a group that is not one', async () => {
    const reader = forum.member();
    const stale = await reader.call('GET', '/api/forum/search?q=lanterns&cursor=bm90LWEtY3Vyc29y');
    expect(stale.status).toBe(409);
    expect(messageOf(stale)).toBe(SEARCH_CURSOR_EXPIRED);
    const unknown = await reader.call('GET', '/api/forum/search?group=Cooking');
    expect(unknown.status).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const answer = await fetch(`${forum.url}/api/forum/search`);
    expect(answer.status).toBe(401);
  });
});
