import type { Role } from '@heartwise/contracts';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { aUser, fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aReply, aThreadDetail, REPLY_ID, THREAD_ID } from '../../testing/forumFixtures.js';
import { ThreadDetail } from './ThreadDetail.js';

const threadUrl = `GET /api/forum/threads/${THREAD_ID}`;
const agreed = { status: 200, body: { accepted: true, acceptedAt: '2026-11-20T08:00:00.000Z' } };
const SECOND_REPLY = 'c0ffee00-1111-4222-8333-444455559999';

function openAs(role: Role, routes: Record<string, FakeRoute>, hash = '') {
  const calls = fakeApi({
    'GET /api/user': { status: 200, body: aUser(role) },
    'GET /api/forum/consent': agreed,
    ...routes,
  });
  const view = renderRoutes([{ path: '/forum/:id', element: <ThreadDetail /> }], {
    path: `/forum/${THREAD_ID}${hash}`,
  });
  return { calls, ...view };
}

describe('a moderator on a thread’s page', () => {
  it('sees every status with what it means, and takes down rather than reports or blocks', async () => {
    openAs('moderator', {
      [threadUrl]: {
        status: 200,
        body: aThreadDetail({
          status: 'flagged',
          replies: [aReply({ status: 'archived' }), aReply({ id: SECOND_REPLY, user: { firstName: 'Ada' } })],
        }),
      },
    });
    expect(await screen.findByText('Held — only its author sees it')).toBeTruthy();
    const replies = screen.getByRole('region', { name: 'Replies' });
    const [takenDown, shown] = within(replies).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(takenDown).getByText('Taken down')).toBeTruthy();
    expect(within(takenDown).queryByRole('button', { name: /Take down/ })).toBeNull();
    expect(within(shown).queryByText('Taken down')).toBeNull();
    expect(within(shown).getByRole('button', { name: "Take down Ada's reply" })).toBeTruthy();
    expect(await screen.findByRole('button', { name: "Take down Mia's post" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Block/ })).toBeNull();
  });

  it('takes a reply down only with a reason, and it then shows as taken down', async () => {
    let removed = false;
    const { calls } = openAs('moderator', {
      [threadUrl]: () => ({
        status: 200,
        body: aThreadDetail({ replies: [aReply({ status: removed ? 'archived' : 'active' })] }),
      }),
      [`POST /api/forum/replies/${REPLY_ID}/remove`]: () => {
        removed = true;
        return { status: 200, body: { ok: true } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: "Take down Leo's reply" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Take down Leo's reply?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take down the reply' }));
    expect(await within(dialog).findByText('Please say why, for the record')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/remove'))).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why are you taking it down?' }), {
      target: { value: 'Shares a classmate’s full name and school.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take down the reply' }));
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(await within(replies).findByText('Taken down')).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/remove'))?.body).toEqual({
      reason: 'Shares a classmate’s full name and school.',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(replies).queryByRole('button', { name: /Take down/ })).toBeNull();
    // Its button went with it: focus is on the reply that was taken down.
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById(`reply-${REPLY_ID}`)));
  });

  it('an admin takes the thread itself down', async () => {
    let removed = false;
    const { calls } = openAs('admin', {
      [threadUrl]: () => ({ status: 200, body: aThreadDetail({ status: removed ? 'archived' : 'active' }) }),
      [`POST /api/forum/threads/${THREAD_ID}/remove`]: () => {
        removed = true;
        return { status: 200, body: { ok: true } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: "Take down Mia's post" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Take down Mia's post?" });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why are you taking it down?' }), {
      target: { value: 'Crisis words: kept off the forum.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take down the post' }));
    const article = screen.getByRole('article', { name: 'I feel nervous about something coming up' });
    expect(await within(article).findByText('Taken down')).toBeTruthy();
    expect(calls.filter((call) => call.url === `/api/forum/threads/${THREAD_ID}/remove`)).toHaveLength(1);
  });

  it('a youth sees no take-down button and no staff badges', async () => {
    openAs('youth', { [threadUrl]: { status: 200, body: aThreadDetail() } });
    expect(await screen.findByRole('button', { name: "Report Mia's post" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take down/ })).toBeNull();
  });

  it('opens /forum/{thread}#reply-{id} on that reply: marked, and with focus on it', async () => {
    openAs(
      'moderator',
      {
        [threadUrl]: {
          status: 200,
          body: aThreadDetail({
            replies: [aReply(), aReply({ id: SECOND_REPLY, content: 'The one reported.' })],
          }),
        },
      },
      `#reply-${SECOND_REPLY}`,
    );
    const target = (await screen.findByText('The one reported.')).closest('li');
    if (!target) throw new Error('expected the reply');
    expect(target.id).toBe(`reply-${SECOND_REPLY}`);
    expect(target.getAttribute('aria-current')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(document.getElementById(`reply-${REPLY_ID}`)?.getAttribute('aria-current')).toBeNull();
  });
});
