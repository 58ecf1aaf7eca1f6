import type { CheckIn, WellnessInsights } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aCheckIn, anOverview, savedFrom, SESSION_ID, trendOf } from '../../checkins/testing/fixtures.js';
import { CheckInsPage } from './CheckInsPage.js';
import { HISTORY_PAGE_SIZE } from './CheckInHistory.js';

afterEach(() => dismissToast());

const noInsights: WellnessInsights = { whatHelps: [], habitMood: [] };

function routes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/user': { status: 200, body: aUser() },
    'GET /api/emotional-checkins/trend': { status: 200, body: trendOf(['joy', 3], ['fear', 7]) },
    'GET /api/wellness/overview': {
      status: 200,
      body: anOverview({ habits7d: { completed: 10, total: 35 } }),
    },
    'GET /api/wellness/insights': { status: 200, body: noInsights },
    [`GET /api/emotional-checkins?limit=${HISTORY_PAGE_SIZE}`]: { status: 200, body: [] },
    'POST /api/emotional-checkins': (call) => ({ status: 201, body: savedFrom(call.body) }),
    ...overrides,
  };
}

/** A full page of check-ins, newest first, an hour apart, ending at `from`. */
function page(count: number, from: Date, label = 'joy'): CheckIn[] {
  return Array.from({ length: count }, (_, index) =>
    aCheckIn({ emotionLabel: label, createdAt: new Date(from.getTime() - index * 3_600_000).toISOString() }),
  );
}

const history = () => screen.getByRole('list', { name: 'Your check-ins, newest first' });

describe('the check-ins page', () => {
  it('puts the wellness trend on top and lists the check-ins newest first, each in full', async () => {
    const checkIns = [
      aCheckIn({
        emotionLabel: 'calm',
        intensity: 2,
        emotionRating: 2,
        checkInType: 'post-post',
        sessionId: SESSION_ID,
        reflection: 'Breathing slowly helped.',
        notes: '<b>not bold</b>',
        createdAt: '2026-11-21T18:00:00.000Z',
      }),
      aCheckIn({
        emotionLabel: 'anxiety',
        intensity: 9,
        emotionRating: 9,
        checkInType: 'pre',
        createdAt: '2026-11-21T08:00:00.000Z',
      }),
      aCheckIn({
        emotionLabel: 'relief',
        intensity: 7,
        emotionRating: 7,
        checkInType: 'post',
        createdAt: '2026-11-20T08:00:00.000Z',
      }),
    ];
    fakeApi(
      routes({ [`GET /api/emotional-checkins?limit=${HISTORY_PAGE_SIZE}`]: { status: 200, body: checkIns } }),
    );
    renderPage(<CheckInsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Check-ins' })).toBeTruthy();
    await screen.findByText(/^Average intensity, last/);
    const items = within(
      await screen.findByRole('list', { name: 'Your check-ins, newest first' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Calm',
      'Anxiety',
      'Relief',
    ]);
    const [calm, anxiety, relief] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(calm).getByText('2/10 · A little').getAttribute('data-band')).toBe('green');
    expect(within(anxiety).getByText('9/10 · Really really strong').getAttribute('data-band')).toBe('red');
    expect(within(relief).getByText('7/10 · Really strong').getAttribute('data-band')).toBe('orange');
    expect(within(calm).getByText('Later reflection')).toBeTruthy();
    expect(within(anxiety).getByText('Starting check-in')).toBeTruthy();
    expect(within(relief).getByText('Right after a practice')).toBeTruthy();
    expect(within(calm).getByText('Reflection: Breathing slowly helped.')).toBeTruthy();
    // The person's words are shown as text, never as markup.
    expect(within(calm).getByText('Notes: <b>not bold</b>')).toBeTruthy();
    expect(
      within(calm)
        .getByText((_, element) => element?.tagName === 'TIME')
        .getAttribute('datetime'),
    ).toBe('2026-11-21T18:00:00.000Z');
  });

  it("brings older check-ins with 'Load more', from before the oldest shown", async () => {
    const newest = page(HISTORY_PAGE_SIZE, new Date('2026-11-21T20:00:00.000Z'));
    const oldest = newest.at(-1)?.createdAt ?? '';
    const older = page(3, new Date('2026-11-10T20:00:00.000Z'), 'nostalgia');
    const calls = fakeApi(
      routes({
        [`GET /api/emotional-checkins?limit=${HISTORY_PAGE_SIZE}`]: { status: 200, body: newest },
        [`GET /api/emotional-checkins?limit=${HISTORY_PAGE_SIZE}&before=${encodeURIComponent(oldest)}`]: {
          status: 200,
          body: older,
        },
      }),
    );
    renderPage(<CheckInsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(history()).getAllByRole('listitem')).toHaveLength(HISTORY_PAGE_SIZE + 3),
    );
    expect(calls.some((call) => call.url.includes('before='))).toBe(true);
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there are no check-ins yet', async () => {
    fakeApi(routes());
    renderPage(<CheckInsPage />);
    expect(await screen.findByText('No check-ins yet. When you check in, each one shows here.')).toBeTruthy();
  });

  it("'Check in now' opens the emotion check-in, and a saved check-in refreshes the history", async () => {
    let saved: CheckIn[] = [];
    const calls = fakeApi(
      routes({
        [`GET /api/emotional-checkins?limit=${HISTORY_PAGE_SIZE}`]: () => ({ status: 200, body: saved }),
        'POST /api/emotional-checkins': (call) => {
          const checkIn = savedFrom(call.body);
          saved = [checkIn];
          return { status: 201, body: checkIn };
        },
      }),
    );
    renderPage(<CheckInsPage />);
    await screen.findByText('No check-ins yet. When you check in, each one shows here.');
    fireEvent.click(screen.getByRole('button', { name: 'Check in now' }));
    const dialog = screen.getByRole('dialog', { name: 'How are you feeling right now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Interest' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Check-in' }));
    await waitFor(() => expect(within(history()).getByRole('heading', { name: 'Interest' })).toBeTruthy());
    expect(calls.filter((call) => call.url === '/api/emotional-checkins/trend').length).toBe(2);
  });

  it("shows 'What helps me' in kind words once the server has something to say", async () => {
    fakeApi(
      routes({
        'GET /api/wellness/insights': {
          status: 200,
          body: {
            whatHelps: [
              { activityType: 'gratitude', sessions: 4, averageChange: -1.5 },
              { activityType: 'humor', sessions: 3, averageChange: 0.5 },
            ],
            habitMood: [
              { habitType: 'outdoor', daysWith: 4, daysWithout: 3, averageWith: 3.2, averageWithout: 5.1 },
            ],
          } satisfies WellnessInsights,
        },
      }),
    );
    renderPage(<CheckInsPage />);
    const section = await screen.findByRole('region', { name: 'What helps me' });
    expect(
      within(section).getByText(
        'After 4 times with Notice Something Good, your feelings were 1.5 points calmer on average.',
      ),
    ).toBeTruthy();
    expect(
      within(section).getByText(/After 3 times with Find a Smile, your feelings were 0.5 points stronger/),
    ).toBeTruthy();
    expect(
      within(section).getByText(/Outdoor Time: your feelings were calmer on days you did it/),
    ).toBeTruthy();
  });

  it("leaves 'What helps me' out while there is not enough data", async () => {
    const calls = fakeApi(routes());
    renderPage(<CheckInsPage />);
    await screen.findByText(/^Average intensity, last/);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/wellness/insights')).toBe(true));
    expect(screen.queryByRole('region', { name: 'What helps me' })).toBeNull();
  });
});
