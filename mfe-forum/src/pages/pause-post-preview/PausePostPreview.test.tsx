import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aCheckIn, aThread, wellnessRemotes } from '../../testing/forumFixtures.js';
import { localToday } from './localDate.js';
import { PausePostPreview } from './PausePostPreview.js';

const latestUrl = 'GET /api/emotional-checkins/latest';
const threadsUrl = 'GET /api/forum/threads?limit=3';
const signedIn = { 'GET /api/user': { status: 200, body: aUser() } };
const longWords = `${'I have been thinking about how to ask my teacher for more time. '.repeat(3)}Any ideas?`;

function preview(routes: Record<string, FakeRoute>) {
  const calls = fakeApi({ ...signedIn, ...routes });
  const view = renderPage(<PausePostPreview />, { remotes: wellnessRemotes });
  return { calls, ...view };
}

describe("the dashboard's Pause & Post", () => {
  it("offers 'Join In' before today's check-in and reads no discussions yet", async () => {
    const { calls } = preview({ [latestUrl]: { status: 200, body: aCheckIn(1) } });
    expect(await screen.findByRole('button', { name: 'Join In' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Enter Discussion' })).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/forum/threads'))).toBe(false);
  });

  it("treats someone who never checked in like someone who hasn't today", async () => {
    preview({ [latestUrl]: { status: 200, body: null } });
    expect(await screen.findByRole('button', { name: 'Join In' })).toBeTruthy();
  });

  it("opens the check-in from 'Join In' and, once done, opens the discussion", async () => {
    let checkedIn = false;
    preview({
      [latestUrl]: () => ({ status: 200, body: checkedIn ? aCheckIn(0) : null }),
      [threadsUrl]: { status: 200, body: [aThread()] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join In' }));
    const dialog = await screen.findByRole('dialog', { name: 'How are you feeling right now?' });
    checkedIn = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Check-in' }));
    expect(await screen.findByRole('link', { name: 'Enter Discussion' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a check-in today, shows up to 3 latest threads: title, author, date, replies, a 100-character cut and 2 tags', async () => {
    const { calls } = preview({
      [latestUrl]: { status: 200, body: aCheckIn(0) },
      [threadsUrl]: {
        status: 200,
        body: [
          aThread({
            content: longWords,
            tags: ['Emotions & Feelings', 'school', 'exams'],
            replyCount: 4,
          }),
          aThread({
            id: 'c0ffee00-1111-4222-8333-444455550002',
            title: 'How do you ask for help?',
            user: { firstName: null },
            replyCount: 1,
          }),
        ],
      },
    });
    expect((await screen.findByRole('link', { name: 'Enter Discussion' })).getAttribute('href')).toBe(
      '/forum',
    );
    const list = await screen.findByRole('list', { name: 'Latest discussions' });
    const [first, second] = within(list).getAllByRole('link');
    if (!first || !second) throw new Error('expected two previews');
    expect(first.getAttribute('href')).toBe('/forum/c0ffee00-1111-4222-8333-444455556666');
    expect(within(first).getByText('I feel nervous about something coming up')).toBeTruthy();
    expect(within(first).getByText('Mia')).toBeTruthy();
    expect(within(first).getByText('4 replies')).toBeTruthy();
    expect(within(first).getByText(`${longWords.slice(0, 100)}...`)).toBeTruthy();
    expect(within(first).getByText('Emotions & Feelings')).toBeTruthy();
    expect(within(first).getByText('school')).toBeTruthy();
    expect(within(first).queryByText('exams')).toBeNull();
    expect(within(second).getByText('Anonymous')).toBeTruthy();
    expect(within(second).getByText('1 reply')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Discussions' }).getAttribute('href')).toBe('/forum');
    expect(calls.filter((call) => call.url === '/api/forum/threads?limit=3')).toHaveLength(1);
  });

  it('shows 3 placeholders while the threads load', async () => {
    preview({ [latestUrl]: { status: 200, body: aCheckIn(0) }, [threadsUrl]: 'pending' });
    expect(await screen.findByText('Loading discussions...')).toBeTruthy();
    expect(screen.getByTestId('thread-placeholders').children).toHaveLength(3);
  });

  it('invites the first post when there are no discussions', async () => {
    preview({ [latestUrl]: { status: 200, body: aCheckIn(0) }, [threadsUrl]: { status: 200, body: [] } });
    expect(
      await screen.findByText('No discussions yet - Be the first to start a conversation!'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start First Discussion' }).getAttribute('href')).toBe('/forum');
  });

  it("gives a suspended member the forum's own sentence instead of the discussions", async () => {
    const refused =
      'A moderator has paused your access to Pause and Post until 22 Nov 2026, 18:45: Repeated bullying.';
    preview({
      [latestUrl]: { status: 200, body: aCheckIn(0) },
      [threadsUrl]: { status: 403, body: { message: refused } },
    });
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('reads nothing for someone who is not signed in', async () => {
    const { calls, queryClient } = preview({
      'GET /api/user': { status: 401, body: { message: 'Please sign in.' } },
    });
    await waitFor(() => expect(queryClient.getQueryState(['/api/user'])?.status).toBe('success'));
    expect(queryClient.getQueryData(['/api/user'])).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/emotional-checkins'))).toBe(false);
  });

  it("compares the check-in's day with today's date on this device", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
  });
});
