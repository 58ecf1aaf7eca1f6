import type { DiscussionThemes, YouthSummary } from '@heartwise/contracts';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { aUser, fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anOverview, aYouthSummary } from '../../checkins/testing/fixtures.js';
import { ParentDashboard } from './ParentDashboard.js';

const sam = aYouthSummary({ firstName: 'Sam' });
const alex = aYouthSummary({
  firstName: 'Alex',
  intensity: { direction: 'needs-care', average: 7.2 },
  habits7d: { completed: 10, total: 35, percent: 29 },
  checkIns7d: { chosen: 1, prompted: 3 },
  practicesThisWeek: 0,
});
const themes: DiscussionThemes = [
  { group: 'Emotions & Feelings', threads: 9, share: 45 },
  { group: 'Support & Encouragement', threads: 0, share: 0 },
  { group: 'Thoughts & Mindset', threads: 4, share: 20 },
  { group: 'Body & Health', threads: 7, share: 35 },
];

function routes(youth: YouthSummary[], overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/user': { status: 200, body: aUser('parent', { firstName: 'Jordan' }) },
    'GET /api/wellness/youth-summaries': { status: 200, body: youth },
    'GET /api/wellness/overview': {
      status: 200,
      body: anOverview({ habitsToday: 3, habits7d: { completed: 21, total: 35 }, practicesThisWeek: 1 }),
    },
    'GET /api/forum/themes': { status: 200, body: themes },
    'GET /api/emotional-checkins/trend': { status: 200, body: [] },
    ...overrides,
  };
}

function renderDashboard() {
  return renderRoutes(
    [
      { path: '/parent/dashboard', element: <ParentDashboard /> },
      { path: '*', element: <p>another page</p> },
    ],
    { path: '/parent/dashboard' },
  );
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('the parent dashboard', () => {
  it('welcomes the parent by first name, with the four tabs', async () => {
    fakeApi(routes([sam]));
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parent Dashboard - Welcome, Jordan' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Youth Summary',
      'My Self-Care',
      'Practice',
    ]);
  });

  it('shows real figures: linked youth, their trend, my habits today and the weekly insights', async () => {
    fakeApi(routes([sam, alex]));
    renderDashboard();
    await waitFor(() => expect(within(card('Linked Youth')).getByText('2')).toBeTruthy());
    expect(within(card('Linked Youth')).getByText('Sam, Alex')).toBeTruthy();
    expect(within(card('Youth Trend')).getByText('Sam: Feeling calmer lately')).toBeTruthy();
    expect(within(card('Youth Trend')).getByText('Alex: Feelings running stronger lately')).toBeTruthy();
    await waitFor(() => expect(within(card('My Habits Today')).getByText('3 of 5')).toBeTruthy());
    const insights = within(card('Weekly Insights'));
    const sentences = insights.getAllByRole('listitem').map((item) => item.textContent);
    // The sentences, never a big count of them that reads as a figure about the family.
    expect(insights.queryByText(String(sentences.length))).toBeNull();
    expect(sentences).toEqual([
      "Sam's feelings have been calmer in recent check-ins.",
      'Sam completed 80% of their daily habits this week.',
      'Sam did 3 practice activities this week.',
      "Alex's feelings have been running stronger lately. A gentle chat could help.",
      'Alex could use some encouragement with daily habits (29% this week).',
      'You completed 60% of your own daily habits this week.',
      'You did 1 practice activity this week.',
    ]);
  });

  it('explains how to link when no youth is linked yet', async () => {
    fakeApi(routes([]));
    renderDashboard();
    await waitFor(() => expect(within(card('Linked Youth')).getByText('0')).toBeTruthy());
    const trend = within(card('Youth Trend'));
    expect(trend.getByText('No linked youth yet')).toBeTruthy();
    expect(trend.getByRole('link', { name: 'Profile Settings → Family links' }).getAttribute('href')).toBe(
      '/profile#family-links',
    );
  });

  it("shows the community's discussion themes as real shares, largest first, leaving out empty groups", async () => {
    fakeApi(routes([sam]));
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Youth discussion themes' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Emotions & Feelings45%', 'Body & Health35%', 'Thoughts & Mindset20%']);
  });

  it('says so when the community has no discussions yet', async () => {
    fakeApi(routes([sam], { 'GET /api/forum/themes': { status: 200, body: [] } }));
    renderDashboard();
    expect(await screen.findByText('No discussions in the community yet.')).toBeTruthy();
  });

  it('links the family wellness card to the youth summary', async () => {
    fakeApi(routes([sam]));
    const { router } = renderDashboard();
    fireEvent.click(await screen.findByRole('link', { name: 'Open the youth summary' }));
    expect(router.state.location.pathname).toBe('/parent/youth-summary');
  });

  it("the Youth Summary tab shows each youth's aggregates and 'View Youth Reports' opens the reports", async () => {
    fakeApi(routes([sam]));
    const { router } = renderDashboard();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Youth Summary' }));
    const summary = await screen.findByRole('article', { name: 'Sam' });
    expect(within(summary).getByText('28 of 35 (80%)')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'View Youth Reports' }));
    expect(router.state.location.pathname).toBe('/parent/youth-summary');
  });

  it('the My Self-Care tab shows my wellness trend and the way to my check-ins', async () => {
    fakeApi(routes([sam]));
    const { router } = renderDashboard();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'My Self-Care' }));
    expect(await screen.findByText('Start your wellness journey!')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'View My Check-ins' }));
    expect(router.state.location.pathname).toBe('/parent/checkins');
  });

  it('the Practice tab leads to the practice activities', async () => {
    fakeApi(routes([sam]));
    const { router } = renderDashboard();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Practice' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Go to Practice Activities' }));
    expect(router.state.location.pathname).toBe('/parent/practice');
  });
});
