import type { FakeCall, FakeRoute } from '@heartwise/web-runtime/testing';
import { fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aReply, aThreadDetail, REPLY_ID, THREAD_ID } from '../../testing/forumFixtures.js';
import { ThreadDetail } from './ThreadDetail.js';

const threadUrl = `GET /api/forum/threads/${THREAD_ID}`;
const agreed = { status: 200, body: { accepted: true, acceptedAt: '2026-11-20T08:00:00.000Z' } };

function openThread(routes: Record<string, FakeRoute>) {
  const calls = fakeApi({ 'GET /api/forum/consent': agreed, ...routes });
  const view = renderRoutes(
    [
      { path: '/forum/:id', element: <ThreadDetail /> },
      { path: '/forum', element: <p>The forum list</p> },
    ],
    { path: `/forum/${THREAD_ID}` },
  );
  return { calls, ...view };
}

const deletes = (calls: FakeCall[]) => calls.filter((call) => call.method === 'DELETE');

describe('an author deletes their own words', () => {
  it('deletes their discussion after saying yes, and goes back to the forum with a word that it is gone', async () => {
    const { calls } = openThread({
      [threadUrl]: { status: 200, body: aThreadDetail({ mine: true, user: { firstName: 'Sam' } }) },
      [`DELETE /api/forum/threads/${THREAD_ID}`]: { status: 200, body: { ok: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete your post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your post?' });
    expect(within(dialog).getByText(/gone for everyone/)).toBeTruthy();
    expect(deletes(calls)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('The forum list')).toBeTruthy();
    expect(await screen.findByText('Your post was deleted. It is gone for everyone.')).toBeTruthy();
    expect(deletes(calls).map((call) => call.url)).toEqual([`/api/forum/threads/${THREAD_ID}`]);
  });

  it('sends nothing when they change their mind', async () => {
    const { calls } = openThread({
      [threadUrl]: { status: 200, body: aThreadDetail({ mine: true }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete your post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes(calls)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('deletes their reply, which leaves the page', async () => {
    let deleted = false;
    const { calls } = openThread({
      [threadUrl]: () => ({
        status: 200,
        body: aThreadDetail({ replies: deleted ? [] : [aReply({ mine: true, user: { firstName: 'Sam' } })] }),
      }),
      [`DELETE /api/forum/replies/${REPLY_ID}`]: () => {
        deleted = true;
        return { status: 200, body: { ok: true } };
      },
    });
    const replies = await screen.findByRole('region', { name: 'Replies' });
    expect(within(replies).queryByRole('button', { name: /^Report/ })).toBeNull();
    fireEvent.click(within(replies).getByRole('button', { name: 'Delete your reply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your reply?' });
    expect(
      within(dialog).getByText('Your reply will be gone for everyone. You cannot undo this.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete reply' }));

    expect(await screen.findByText('Your reply was deleted. It is gone for everyone.')).toBeTruthy();
    expect(await screen.findByText('No replies yet. Your kind words could be the first.')).toBeTruthy();
    expect(deletes(calls).map((call) => call.url)).toEqual([`/api/forum/replies/${REPLY_ID}`]);
  });

  it("keeps the dialog open with the forum's words when it cannot delete", async () => {
    openThread({
      [threadUrl]: { status: 200, body: aThreadDetail({ mine: true }) },
      [`DELETE /api/forum/threads/${THREAD_ID}`]: {
        status: 404,
        body: { message: "We couldn't find that discussion." },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete your post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await within(dialog).findByText("We couldn't find that discussion.")).toBeTruthy();
    expect(screen.queryByText('The forum list')).toBeNull();
  });
});
