import type { ThreadSummary } from '@heartwise/contracts';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { ForumList } from './ForumList.js';
import { previewOf, visibleTags } from '../../content/threadPreview.js';

const longPost =
  'Every time I sit down to study my heart races and I cannot focus on anything at all. Does anyone have small tricks that help?';

const thread = (overrides: Partial<ThreadSummary> = {}): ThreadSummary => ({
  id: 'c0ffee00-1111-4222-8333-444455556666',
  title: 'I feel nervous about exams next week',
  content: longPost,
  tags: ['stress', 'school', 'exams'],
  createdAt: '2026-11-21T09:30:00.000Z',
  replyCount: 3,
  user: { firstName: 'Mia' },
  status: 'active',
  mine: false,
  reportedByMe: false,
  ...overrides,
});

const threadsUrl = 'GET /api/forum/threads?limit=50';

describe('thread previews (SPEC §2, §9)', () => {
  it("cuts a long post at 100 characters and adds '...'", () => {
    const preview = previewOf(longPost);
    expect(preview).toBe(`${longPost.slice(0, 100)}...`);
    expect(preview).toHaveLength(103);
  });

  it('leaves a post of 100 characters or fewer as it is', () => {
    const exactly100 = 'a'.repeat(100);
    expect(previewOf(exactly100)).toBe(exactly100);
    expect(previewOf('Short and sweet')).toBe('Short and sweet');
  });

  it('counts an emoji as one character, so none is cut in half', () => {
    const withEmoji = `${'a'.repeat(99)}🌊 and more`;
    expect(previewOf(withEmoji)).toBe(`${'a'.repeat(99)}🌊...`);
  });

  it('shows at most the first 2 tags', () => {
    expect(visibleTags(['stress', 'school', 'exams'])).toEqual(['stress', 'school']);
    expect(visibleTags(['gratitude'])).toEqual(['gratitude']);
  });
});

describe('the forum list', () => {
  it("says 'Loading forum...' while the threads load", () => {
    fakeApi({ [threadsUrl]: 'pending' });
    renderPage(<ForumList />);
    expect(screen.getByText('Loading forum...')).toBeTruthy();
  });

  it('shows each thread as a card: initial, title, author, date, replies, preview and 2 tags', async () => {
    fakeApi({
      [threadsUrl]: {
        status: 200,
        body: [
          thread(),
          thread({
            id: 'c0ffee00-1111-4222-8333-444455557777',
            title: 'Something that made me smile',
            content: 'My brother drew me a picture',
            tags: [],
            replyCount: 1,
            user: { firstName: null },
          }),
        ],
      },
    });
    renderPage(<ForumList />);

    const list = await screen.findByRole('list', { name: 'Discussions' });
    const [first, second] = Array.from(list.children) as HTMLElement[];
    if (!first || !second) throw new Error('expected two thread cards');
    expect(
      within(first).getByRole('link', { name: 'I feel nervous about exams next week' }).getAttribute('href'),
    ).toBe('/forum/c0ffee00-1111-4222-8333-444455556666');
    expect(within(first).getByText('by Mia')).toBeTruthy();
    expect(within(first).getByText('M')).toBeTruthy();
    expect(within(first).getByText('3 replies')).toBeTruthy();
    expect(within(first).getByText(`${longPost.slice(0, 100)}...`)).toBeTruthy();
    expect(within(first).getByText('stress')).toBeTruthy();
    expect(within(first).getByText('school')).toBeTruthy();
    expect(within(first).queryByText('exams')).toBeNull();
    expect(within(second).getByText('by Anonymous')).toBeTruthy();
    expect(within(second).getByText('1 reply')).toBeTruthy();
  });

  it('shows what people wrote as text, never as markup', async () => {
    fakeApi({
      [threadsUrl]: { status: 200, body: [thread({ content: '<img src=x onerror="alert(1)"> hello' })] },
    });
    const { container } = renderPage(<ForumList />);
    expect(await screen.findByText('<img src=x onerror="alert(1)"> hello')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('invites the first post when there are no discussions', async () => {
    fakeApi({ [threadsUrl]: { status: 200, body: [] } });
    renderPage(<ForumList />);
    expect(await screen.findByText('No discussions yet')).toBeTruthy();
    expect(screen.getByText('Be the first to start a conversation!')).toBeTruthy();
  });

  it('says kindly when the list cannot be loaded, and can try again', async () => {
    const calls = fakeApi({ [threadsUrl]: { status: 500, statusText: 'Internal Server Error' } });
    renderPage(<ForumList />);
    expect(await screen.findByText("We couldn't load the discussions")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.filter((call) => call.url === '/api/forum/threads?limit=50').length).toBeGreaterThan(0);
  });

  it("marks the caller's own held post, calmly, as waiting for a moderator", async () => {
    fakeApi({
      [threadsUrl]: {
        status: 200,
        body: [
          thread({ id: 'c0ffee00-1111-4222-8333-444455550001', mine: true, status: 'flagged' }),
          thread({ id: 'c0ffee00-1111-4222-8333-444455550002', mine: true }),
        ],
      },
    });
    renderPage(<ForumList />);
    const list = await screen.findByRole('list', { name: 'Discussions' });
    const [held, shared] = Array.from(list.children) as HTMLElement[];
    if (!held || !shared) throw new Error('expected two thread cards');
    expect(within(held).getByText('Waiting for a moderator')).toBeTruthy();
    expect(within(shared).queryByText('Waiting for a moderator')).toBeNull();
  });

  it("loads older discussions with 'Load more', starting before the last one shown", async () => {
    const page = Array.from({ length: 50 }, (_, index) =>
      thread({
        id: `c0ffee00-1111-4222-8333-${String(index).padStart(12, '0')}`,
        title: `Thread ${index}`,
        createdAt: new Date(Date.UTC(2026, 10, 21, 9, 50 - index)).toISOString(),
      }),
    );
    const last = page[49]?.createdAt ?? '';
    const olderUrl = `GET /api/forum/threads?limit=50&before=${encodeURIComponent(last)}`;
    fakeApi({
      [threadsUrl]: { status: 200, body: page },
      [olderUrl]: { status: 200, body: [thread({ title: 'An older thread' })] },
    });
    renderPage(<ForumList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'An older thread' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Discussions' }).children).toHaveLength(51);
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('leaves the product logo to the header (issue 19: one logo a page), and has no Load more for a short list', async () => {
    fakeApi({ [threadsUrl]: { status: 200, body: [thread()] } });
    renderPage(<ForumList />);
    await screen.findByRole('list', { name: 'Discussions' });
    expect(screen.queryByRole('link', { name: 'Heartwise' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens the seven Community Guidelines', async () => {
    fakeApi({ [threadsUrl]: { status: 200, body: [] }, 'GET /api/user': { status: 200, body: aUser() } });
    renderPage(<ForumList />);
    fireEvent.click(screen.getByRole('button', { name: 'Guidelines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    expect(within(dialog).getByText('Protect Privacy')).toBeTruthy();
  });
});
