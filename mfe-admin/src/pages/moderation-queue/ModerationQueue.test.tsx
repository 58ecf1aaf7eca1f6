import type { ModerationItem } from '@heartwise/contracts';
import { fakeApi, renderPage } from '@heartwise/ui-kit/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { ModerationQueue } from './ModerationQueue.js';

const reportedThread: ModerationItem = {
  id: 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01',
  contentType: 'thread',
  status: 'pending',
  createdAt: '2026-11-21T09:30:00.000Z',
  content: {
    title: 'Nobody gets it',
    content: 'Some days everything feels too much.',
    user: { firstName: 'Jo', lastName: 'Park', username: 'quiet-fern-12' },
  },
  reportedBy: { firstName: 'Mia', username: 'bright-sun-3' },
  reason: 'Might need a check-in from a moderator',
  priority: 'medium',
  reporters: 1,
  history: [],
};

const reply: ModerationItem = {
  id: 'aa0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a02',
  contentType: 'reply',
  status: 'pending',
  createdAt: '2026-11-21T10:00:00.000Z',
  content: {
    content: 'You should just ignore them',
    user: { firstName: 'Alex', lastName: null, username: 'swift-hawk-9' },
  },
  moderatorNotes: 'Second report this week',
  priority: 'medium',
  reporters: 0,
  history: [],
};

describe('the moderation queue', () => {
  it("says 'Loading moderation queue...' while the pending items load", () => {
    fakeApi({ 'GET /api/admin/moderation?status=pending': 'pending' });
    renderPage(<ModerationQueue />);
    expect(screen.getByRole('heading', { name: 'Content Moderation' })).toBeTruthy();
    expect(screen.getByText('Loading moderation queue...')).toBeTruthy();
  });

  it('shows each reported item with its type, status, author, reporter, reason and notes', async () => {
    fakeApi({ 'GET /api/admin/moderation?status=pending': { status: 200, body: [reportedThread, reply] } });
    renderPage(<ModerationQueue />);

    const thread = (await screen.findByText('Discussion Thread')).closest('li');
    if (!thread) throw new Error('no thread card');
    expect(within(thread).getByText('Pending')).toBeTruthy();
    expect(within(thread).getByText('Nobody gets it')).toBeTruthy();
    expect(within(thread).getByText('Jo Park (@quiet-fern-12)')).toBeTruthy();
    expect(within(thread).getByText('Mia (@bright-sun-3)')).toBeTruthy();
    expect(within(thread).getByText('Report reason')).toBeTruthy();

    const replyCard = screen.getByText('Reply').closest('li');
    if (!replyCard) throw new Error('no reply card');
    expect(within(replyCard).getByText('Moderator notes')).toBeTruthy();
    expect(within(replyCard).queryByText('Reported by')).toBeNull();

    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeTruthy();
  });

  it("says 'All caught up!' for a status with nothing to review", async () => {
    fakeApi({
      'GET /api/admin/moderation?status=pending': { status: 200, body: [reportedThread] },
      'GET /api/admin/moderation?status=flagged': { status: 200, body: [] },
    });
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Flagged' }));
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    expect(screen.getByText('No content to review in this category.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Flagged (0)' })).toBeTruthy();
  });
});
