import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anOverview, wellnessRoutes } from '../../dashboard/testing/fixtures.js';
import type { OverviewFigures } from '../../dashboard/testing/fixtures.js';
import { YouthDashboard } from './YouthDashboard.js';

afterEach(() => dismissToast());

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));
const PausePostPreview = () => <p>The three latest discussions</p>;

function withFigures(figures: OverviewFigures, discussions: number) {
  return fakeApi(
    wellnessRoutes({
      'GET /api/wellness/overview': { status: 200, body: anOverview(figures) },
      'GET /api/forum/activity': { status: 200, body: { discussions, mine: { threads: 1, replies: 4 } } },
    }),
  );
}

/** The overview card titled `title`: its figure and note. */
async function card(title: string) {
  const cards = await screen.findByRole('list', { name: 'Your day at a glance' });
  const heading = within(cards).getByRole('heading', { name: title, level: 3 });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card ${title}`);
  await waitFor(() => expect(item.getAttribute('aria-busy')).toBe('false'));
  return item.textContent?.replace(title, '') ?? '';
}

describe('the youth dashboard', () => {
  it("greets a brand-new account with 'Welcome', by first name, as the server's dates say", async () => {
    const justSignedUp = { createdAt: '2026-11-21T09:30:00.000Z', lastActive: '2026-11-21T09:30:00.000Z' };
    fakeApi(wellnessRoutes({ 'GET /api/user': { status: 200, body: aUser('youth', justSignedUp) } }));
    renderPage(<YouthDashboard />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam!' })).toBeTruthy();
  });

  it("greets a youth who comes back with 'Welcome back'", async () => {
    const returning = { createdAt: '2026-11-21T09:30:00.000Z', lastActive: '2026-11-26T17:05:00.000Z' };
    fakeApi(wellnessRoutes({ 'GET /api/user': { status: 200, body: aUser('youth', returning) } }));
    renderPage(<YouthDashboard />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam!' })).toBeTruthy();
  });

  it("calls someone without a first name 'Friend'", async () => {
    const returning = { firstName: null, lastActive: '2026-11-26T17:05:00.000Z' };
    fakeApi(wellnessRoutes({ 'GET /api/user': { status: 200, body: aUser('youth', returning) } }));
    renderPage(<YouthDashboard />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Friend!'),
    );
  });

  it('has four tabs: Overview, Habits, Practice, Pause and Post', () => {
    fakeApi(wellnessRoutes());
    renderPage(<YouthDashboard />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Habits',
      'Practice',
      'Pause and Post',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows the overview's four figures from the API, and other figures when the API says otherwise", async () => {
    withFigures({ habitsDone: 4, practicesToday: 2, direction: 'improving', average: 3.4 }, 12);
    const first = renderPage(<YouthDashboard />);
    expect(await card("Today's Goals")).toBe('4 of 5habits done today');
    expect(await card('Practice Activities')).toBe('2practices today');
    expect(await card('Wellness Trend')).toBe(
      'ImprovingHow strong your feelings have been over the last 2 weeks',
    );
    expect(await card('Pause and Post')).toBe('12discussions in the community');
    first.unmount();

    withFigures({ habitsDone: 1, practicesToday: 1, direction: 'needs-care', average: 7.25 }, 3);
    const second = renderPage(<YouthDashboard />);
    expect(await card("Today's Goals")).toBe('1 of 5habits done today');
    expect(await card('Practice Activities')).toBe('1practice today');
    expect(await card('Wellness Trend')).toBe(
      'Needs some careHow strong your feelings have been over the last 2 weeks',
    );
    expect(await card('Pause and Post')).toBe('3discussions in the community');
    second.unmount();

    withFigures({ direction: 'steady', average: 5 }, 1);
    const third = renderPage(<YouthDashboard />);
    expect(await card('Wellness Trend')).toBe(
      'SteadyHow strong your feelings have been over the last 2 weeks',
    );
    third.unmount();

    withFigures({}, 0);
    renderPage(<YouthDashboard />);
    expect(await card('Wellness Trend')).toBe(
      'Not enough check-ins yetA few more check-ins will show how your feelings are changing.',
    );
    // Words in the words style, never the number style (issue 19).
    const words = screen.getByText('Not enough check-ins yet');
    expect(words.tagName).toBe('P');
    expect(getComputedStyle(words).fontSize).not.toBe(getComputedStyle(screen.getByText('0 of 5')).fontSize);
  });

  it("updates Today's Goals when a habit is marked on the Habits tab", async () => {
    let habitsDone = 0;
    const routes = wellnessRoutes();
    fakeApi({
      ...routes,
      'GET /api/wellness/overview': () => ({ status: 200, body: anOverview({ habitsDone }) }),
      'PATCH /api/habits/5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b01/complete': (call) => {
        habitsDone += 1;
        const patch = routes['PATCH /api/habits/5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b01/complete'];
        if (typeof patch !== 'function') throw new Error('no habit route');
        return patch(call);
      },
    });
    renderPage(<YouthDashboard />);
    expect(await card("Today's Goals")).toBe('0 of 5habits done today');
    openTab('Habits');
    const water = (await screen.findByRole('heading', { name: 'Water Intake' })).closest('li');
    if (!water) throw new Error('no water card');
    fireEvent.click(within(water).getByRole('button', { name: /Mark Complete/ }));
    await screen.findByText('1 of 5 completed');
    openTab('Overview');
    expect(await card("Today's Goals")).toBe('1 of 5habits done today');
  });

  it('shows the wellness trend card and the practice activities on the overview', async () => {
    fakeApi(wellnessRoutes());
    renderPage(<YouthDashboard />);
    expect(await screen.findByRole('heading', { name: 'Practice Activities', level: 2 })).toBeTruthy();
    expect(await screen.findByText('Start your wellness journey!')).toBeTruthy();
  });

  it('has the Daily Wellness Check and the Daily Kindness Check on the Habits tab', async () => {
    fakeApi(wellnessRoutes());
    renderPage(<YouthDashboard />);
    openTab('Habits');
    expect(await screen.findByRole('heading', { name: 'Daily Wellness Check' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Daily Kindness Check' })).toBeTruthy();
    expect(await screen.findByText('0 of 5 completed')).toBeTruthy();
  });

  it('has the practice activities on the Practice tab', async () => {
    fakeApi(wellnessRoutes());
    renderPage(<YouthDashboard />);
    openTab('Practice');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: 'Start a Micro-Activity' })).toBeTruthy();
  });

  it('links to the discussions and shows the Pause and Post preview on its tab', async () => {
    fakeApi(wellnessRoutes());
    renderPage(<YouthDashboard />, { remotes: { 'forum/PausePostPreview': PausePostPreview } });
    openTab('Pause and Post');
    expect(screen.getByRole('link', { name: 'Go to Pause and Post' }).getAttribute('href')).toBe(
      '/youth/discussions',
    );
    expect(await screen.findByText('The three latest discussions')).toBeTruthy();
  });
});
