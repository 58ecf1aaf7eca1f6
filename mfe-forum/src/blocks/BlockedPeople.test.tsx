import type { Block } from '@heartwise/contracts';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ForumList } from '../pages/forum-list/ForumList.js';
import { aThread, BLOCK_ID } from '../testing/forumFixtures.js';

const SOMEONE_BLOCK = 'c0ffee00-1111-4222-8333-44445555dddd';
const blocks: Block[] = [
  { id: BLOCK_ID, firstName: 'Leo', blockedAt: '2026-11-21T12:00:00.000Z' },
  { id: SOMEONE_BLOCK, firstName: null, blockedAt: '2026-11-20T12:00:00.000Z' },
];

function forum(routes: Record<string, FakeRoute>) {
  const calls = fakeApi({ 'GET /api/forum/threads?limit=50': { status: 200, body: [aThread()] }, ...routes });
  renderPage(<ForumList />);
  return calls;
}

async function openBlocked() {
  fireEvent.click(await screen.findByRole('button', { name: 'People you blocked' }));
  return screen.findByRole('dialog', { name: 'People you blocked' });
}

describe('people you blocked', () => {
  it('lists them from the forum page, by first name, with a way to unblock each', async () => {
    forum({ 'GET /api/forum/blocks': { status: 200, body: blocks } });
    const dialog = await openBlocked();
    const list = await within(dialog).findByRole('list', { name: 'People you blocked' });
    expect(within(list).getByText('Leo')).toBeTruthy();
    expect(within(list).getByText('Someone')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Unblock Leo' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Unblock Someone' })).toBeTruthy();
  });

  it('unblocks someone: they leave the list, and the forum is read again', async () => {
    let unblocked = false;
    const calls = forum({
      'GET /api/forum/blocks': () => ({ status: 200, body: unblocked ? blocks.slice(1) : blocks }),
      [`DELETE /api/forum/blocks/${BLOCK_ID}`]: () => {
        unblocked = true;
        return { status: 200, body: { ok: true } };
      },
    });
    const dialog = await openBlocked();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Unblock Leo' }));
    await waitFor(() => expect(within(dialog).queryByText('Leo')).toBeNull());
    expect(within(dialog).getByRole('status').textContent).toBe('You unblocked Leo.');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/forum/blocks/${BLOCK_ID}`,
    ]);
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/forum/threads?limit=50').length).toBeGreaterThan(1),
    );
  });

  it('says so when there is nobody', async () => {
    forum({ 'GET /api/forum/blocks': { status: 200, body: [] } });
    const dialog = await openBlocked();
    expect(await within(dialog).findByText('You have not blocked anyone.')).toBeTruthy();
  });
});

describe('the forum list for staff', () => {
  it("marks what others cannot see, which a youth's list never has", async () => {
    fakeApi({
      'GET /api/user': { status: 200, body: aUser('moderator') },
      'GET /api/forum/threads?limit=50': {
        status: 200,
        body: [
          aThread({ status: 'flagged' }),
          aThread({ id: 'c0ffee00-1111-4222-8333-444455550009', title: 'Gone', status: 'archived' }),
        ],
      },
    });
    renderPage(<ForumList />);
    expect(await screen.findByText('Held — only its author sees it')).toBeTruthy();
    expect(screen.getByText('Taken down')).toBeTruthy();
  });
});
