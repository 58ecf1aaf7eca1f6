import type { ThreadSearchPage, ThreadSummary } from '@heartwise/contracts';
import { fakeApi, renderPage, type FakeRoute } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ForumList } from './ForumList.js';
import { aThread } from '../../testing/forumFixtures.js';

/** The finder's address for these choices, as the typed client writes it. */
const searchUrl = ({ q, group, sort = 'newest', cursor }: Record<string, string | undefined>) =>
  `GET /api/forum/search?${new URLSearchParams({
    ...(q ? { q } : {}),
    ...(group ? { group } : {}),
    sort,
    limit: '20',
    ...(cursor ? { cursor } : {}),
  }).toString()}`;
const listUrl = 'GET /api/forum/threads?limit=50';

const found = (threads: ThreadSummary[], nextCursor: string | null = null): FakeRoute => ({
  status: 200,
  body: { threads, nextCursor } satisfies ThreadSearchPage,
});
const thread = (index: number, overrides: Partial<ThreadSummary> = {}) =>
  aThread({
    id: `c0ffee00-1111-4222-8333-${String(index).padStart(12, '0')}`,
    title: `Found thread ${index}`,
    ...overrides,
  });

const searchBox = () => screen.getByRole('searchbox', { name: 'Search discussions' });
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

function search(words: string) {
  fireEvent.change(searchBox(), { target: { value: words } });
  fireEvent.submit(screen.getByRole('search', { name: 'Find discussions' }));
}

describe('finding discussions (issue 19)', () => {
  it('searches the words typed on Enter, keeps them in the address, and Clear brings back the list', async () => {
    const calls = fakeApi({
      [listUrl]: { status: 200, body: [aThread({ title: 'On the plain list' })] },
      [searchUrl({ q: 'exam nerves' })]: found([thread(1), thread(2)]),
    });
    const { router } = renderPage(<ForumList />, { path: '/forum' });
    expect(await screen.findByText('On the plain list')).toBeTruthy();

    search('  exam nerves ');
    const list = await screen.findByRole('list', { name: 'Discussions found' });
    expect(titles(list)).toEqual(['Found thread 1', 'Found thread 2']);
    expect(router.state.location.search).toBe('?q=exam+nerves');
    expect(calls.map((call) => call.url)).toContain('/api/forum/search?q=exam+nerves&sort=newest&limit=20');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('On the plain list')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect((searchBox() as HTMLInputElement).value).toBe('');
  });

  it('filters by topic group and sorts by most active with the keyboard-ready selects', async () => {
    const calls = fakeApi({
      [listUrl]: { status: 200, body: [] },
      [searchUrl({ group: 'Body & Health' })]: found([thread(3, { tags: ['Body & Health'] })]),
      [searchUrl({ group: 'Body & Health', sort: 'active' })]: found([thread(4), thread(3)]),
    });
    const { router } = renderPage(<ForumList />, { path: '/forum' });
    const topic = await screen.findByRole('combobox', { name: 'Topic group' });
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All topics',
      'Emotions & Feelings',
      'Thoughts & Mindset',
      'Body & Health',
      'Habits & Daily Life',
      'Support & Encouragement',
    ]);
    fireEvent.change(topic, { target: { value: 'Body & Health' } });
    expect(titles(await screen.findByRole('list', { name: 'Discussions found' }))).toEqual([
      'Found thread 3',
    ]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'active' } });
    await waitFor(() =>
      expect(titles(screen.getByRole('list', { name: 'Discussions found' }))).toEqual([
        'Found thread 4',
        'Found thread 3',
      ]),
    );
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('active');
    expect(calls.some((call) => call.url.includes('group=Body+%26+Health&sort=active'))).toBe(true);
  });

  it("loads the next page with 'Load more', from the cursor the last page gave, without repeating", async () => {
    const calls = fakeApi({
      [searchUrl({ q: 'calm' })]: found([thread(1), thread(2)], 'next-page-1'),
      [searchUrl({ q: 'calm', cursor: 'next-page-1' })]: found([thread(2), thread(3)]),
    });
    renderPage(<ForumList />, { path: '/forum?q=calm' });
    const list = await screen.findByRole('list', { name: 'Discussions found' });
    expect(titles(list)).toEqual(['Found thread 1', 'Found thread 2']);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(titles(screen.getByRole('list', { name: 'Discussions found' }))).toEqual([
        'Found thread 1',
        'Found thread 2',
        'Found thread 3',
      ]),
    );
    expect(calls.at(-1)?.url).toBe('/api/forum/search?q=calm&sort=newest&limit=20&cursor=next-page-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says what was searched for when nothing matches', async () => {
    fakeApi({ [searchUrl({ q: 'lanterns', group: 'Habits & Daily Life' })]: found([]) });
    renderPage(<ForumList />, { path: '/forum?q=lanterns&group=Habits+%26+Daily+Life' });
    expect(await screen.findByText('No discussions match “lanterns” in Habits & Daily Life')).toBeTruthy();
    expect((searchBox() as HTMLInputElement).value).toBe('lanterns');
  });

  it('shows it is finding while the answer is on its way', () => {
    fakeApi({ [searchUrl({ q: 'calm' })]: 'pending' });
    renderPage(<ForumList />, { path: '/forum?q=calm' });
    expect(screen.getByText('Finding discussions...')).toBeTruthy();
  });

  it('says kindly when finding failed, and a retry shows what it found', async () => {
    let failing = true;
    fakeApi({
      [searchUrl({ q: 'calm' })]: () =>
        failing ? { status: 500 } : { status: 200, body: { threads: [thread(7)], nextCursor: null } },
    });
    renderPage(<ForumList />, { path: '/forum?q=calm' });
    expect(await screen.findByText("We couldn't load the discussions")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(titles(await screen.findByRole('list', { name: 'Discussions found' }))).toEqual([
      'Found thread 7',
    ]);
  });

  it('steps back and forward through searches with the browser', async () => {
    fakeApi({
      [listUrl]: { status: 200, body: [] },
      [searchUrl({ q: 'calm' })]: found([thread(1)]),
      [searchUrl({ q: 'sleep' })]: found([thread(2)]),
    });
    const { router } = renderPage(<ForumList />, { path: '/forum' });
    await screen.findByText('No discussions yet');
    search('calm');
    await screen.findByText('Found thread 1');
    search('sleep');
    await screen.findByText('Found thread 2');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Found thread 1')).toBeTruthy();
    expect((searchBox() as HTMLInputElement).value).toBe('calm');
    await act(() => router.navigate(1));
    expect(await screen.findByText('Found thread 2')).toBeTruthy();
    expect((searchBox() as HTMLInputElement).value).toBe('sleep');
  });
});
