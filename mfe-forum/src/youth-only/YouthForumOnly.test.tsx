import { YOUTH_FORUM_FOR_PARENTS } from '@heartwise/contracts';
import { aUser, fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { ForumList } from '../pages/forum-list/ForumList.js';
import { ThreadDetail } from '../pages/thread-detail/ThreadDetail.js';
import { PausePostPreview } from '../pages/pause-post-preview/PausePostPreview.js';
import { aThread, aThreadDetail, THREAD_ID, wellnessRemotes } from '../testing/forumFixtures.js';
import { ParentsForumCard, YouthForumOnly } from './YouthForumOnly.js';

const forumCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/forum/'));

function open(role: 'parent' | 'youth', path: string) {
  const calls = fakeApi({
    'GET /api/user': { status: 200, body: aUser(role) },
    'GET /api/forum/threads?limit=50': { status: 200, body: [aThread()] },
    [`GET /api/forum/threads/${THREAD_ID}`]: { status: 200, body: aThreadDetail() },
    'GET /api/forum/consent': {
      status: 200,
      body: { accepted: true, acceptedAt: '2026-11-20T08:00:00.000Z' },
    },
    'GET /api/forum/standing': { status: 200, body: { restriction: null, notices: [] } },
  });
  renderRoutes(
    [
      {
        path: '/forum',
        element: (
          <YouthForumOnly>
            <ForumList />
          </YouthForumOnly>
        ),
      },
      {
        path: '/forum/:id',
        element: (
          <YouthForumOnly>
            <ThreadDetail />
          </YouthForumOnly>
        ),
      },
      {
        path: '/',
        element: (
          <YouthForumOnly instead={<ParentsForumCard />}>
            <PausePostPreview />
          </YouthForumOnly>
        ),
      },
    ],
    { path, remotes: wellnessRemotes },
  );
  return calls;
}

describe('a parent on Pause and Post (issue 19)', () => {
  it.each(['/forum', `/forum/${THREAD_ID}`])(
    'at %s reads why it is for young people, and nothing of it',
    async (path) => {
      const calls = open('parent', path);
      const card = await screen.findByRole('region', { name: 'A space for young people' });
      expect(within(card).getByText(YOUTH_FORUM_FOR_PARENTS)).toBeTruthy();
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThan(1);
      expect(within(card).getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
        '/parent/dashboard',
      );
      expect(screen.queryByText(aThread().content)).toBeNull();
      expect(forumCalls(calls)).toEqual([]);
    },
  );

  it("sees the dashboard's Pause & Post say the same, with no way in", async () => {
    const calls = open('parent', '/');
    const card = await screen.findByRole('region', { name: 'Pause & Post' });
    expect(within(card).getByText(YOUTH_FORUM_FOR_PARENTS)).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(forumCalls(calls)).toEqual([]);
  });

  it('a youth still gets the forum', async () => {
    open('youth', `/forum/${THREAD_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: aThread().title })).toBeTruthy();
    expect(screen.queryByText(YOUTH_FORUM_FOR_PARENTS)).toBeNull();
  });
});
