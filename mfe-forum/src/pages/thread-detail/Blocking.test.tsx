import type { FakeCall } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aReply, aThreadDetail, BLOCK_ID, REPLY_ID, THREAD_ID } from '../../testing/forumFixtures.js';
import { openThread, threadUrl } from '../../testing/openThread.js';

const aBlock = (firstName: string | null) => ({
  status: 201,
  body: { id: BLOCK_ID, firstName, blockedAt: '2026-11-21T12:00:00.000Z' },
});

const blockCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/forum/blocks');

describe('blocking someone from their post', () => {
  it("blocks a reply's author after saying yes, and their reply leaves the page", async () => {
    let blocked = false;
    const { calls } = openThread({
      [threadUrl]: () => ({ status: 200, body: aThreadDetail({ replies: blocked ? [] : [aReply()] }) }),
      'POST /api/forum/blocks': () => {
        blocked = true;
        return aBlock('Leo');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Block Leo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Leo?' });
    expect(within(dialog).getByText(/no longer see each other's posts or replies/)).toBeTruthy();
    expect(blockCalls(calls)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(
      await screen.findByText("You blocked Leo. You will no longer see each other's posts or replies."),
    ).toBeTruthy();
    expect(blockCalls(calls).map((call) => call.body)).toEqual([
      { contentType: 'reply', contentId: REPLY_ID },
    ]);
    await waitFor(() =>
      expect(screen.queryByText('Breathing slowly before I start helps me a lot.')).toBeNull(),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Replies' }));
  });

  it("blocks a discussion's author, and goes back to the forum (the discussion is gone for them)", async () => {
    const { calls } = openThread({
      [threadUrl]: { status: 200, body: aThreadDetail() },
      'POST /api/forum/blocks': aBlock('Mia'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Block Mia' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Block Mia?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByText('The forum list')).toBeTruthy();
    expect(blockCalls(calls).map((call) => call.body)).toEqual([
      { contentType: 'thread', contentId: THREAD_ID },
    ]);
  });

  it('sends nothing when they change their mind, and never offers to block themselves', async () => {
    const { calls } = openThread({
      [threadUrl]: { status: 200, body: aThreadDetail({ replies: [aReply({ mine: true })] }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Block Mia' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Block Mia?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(blockCalls(calls)).toHaveLength(0);
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(within(replies).queryByRole('button', { name: /^Block/ })).toBeNull();
  });
});
