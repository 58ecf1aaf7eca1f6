// Test support: a thread's page as a member who has agreed to the Community Guidelines sees it,
// with the forum list behind it to go back to. Never imported by app code, so never bundled.
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { ThreadDetail } from '../pages/thread-detail/ThreadDetail.js';
import { THREAD_ID } from './forumFixtures.js';

/** The route that answers with the thread (and its replies). */
export const threadUrl = `GET /api/forum/threads/${THREAD_ID}`;

const agreed = { status: 200, body: { accepted: true, acceptedAt: '2026-11-20T08:00:00.000Z' } };

/** Opens /forum/:id against a fake forum answering `routes`; returns the calls it received. */
export function openThread(routes: Record<string, FakeRoute>, id = THREAD_ID) {
  const calls = fakeApi({ 'GET /api/forum/consent': agreed, ...routes });
  const view = renderRoutes(
    [
      { path: '/forum/:id', element: <ThreadDetail /> },
      { path: '/forum', element: <p>The forum list</p> },
    ],
    { path: `/forum/${id}` },
  );
  return { calls, ...view };
}
