import { dismissToast } from '@heartwise/ui-kit';
import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { wellnessRoutes } from '../../dashboard/testing/fixtures.js';
import { YouthDashboard } from './YouthDashboard.js';

afterEach(() => dismissToast());

const PausePostPreview = () => <p>The three latest discussions</p>;
const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

// Issue 19: / sends a youth here, so what / showed on one page is a link away.
describe("the youth dashboard's tabs as addresses", () => {
  it('opens the tab the address names: ?tab=habits shows the Daily Wellness and Kindness Checks', async () => {
    fakeApi(wellnessRoutes());
    renderPage(<YouthDashboard />, { path: '/youth/dashboard?tab=habits' });
    expect(selected()?.textContent).toBe('Habits');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('0 of 5 completed')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Daily Kindness Check' })).toBeTruthy();
  });

  it('opens Pause and Post at ?tab=pause-and-post, and the Overview at an address naming no tab it knows', async () => {
    fakeApi(wellnessRoutes());
    const first = renderPage(<YouthDashboard />, {
      path: '/youth/dashboard?tab=pause-and-post',
      remotes: { 'forum/PausePostPreview': PausePostPreview },
    });
    expect(selected()?.textContent).toBe('Pause and Post');
    expect(await screen.findByText('The three latest discussions')).toBeTruthy();
    first.unmount();

    renderPage(<YouthDashboard />, { path: '/youth/dashboard?tab=somewhere' });
    expect(selected()?.textContent).toBe('Overview');
  });

  it('puts the chosen tab in the address, replacing it, and the Overview at the bare path', async () => {
    fakeApi(wellnessRoutes());
    const { router } = renderPage(<YouthDashboard />, { path: '/youth/dashboard' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Practice' }));
    // The tab switches at once; the address follows.
    expect(selected()?.textContent).toBe('Practice');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=practice'));
    expect(router.state.location.pathname).toBe('/youth/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(selected()?.textContent).toBe('Practice');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(selected()?.textContent).toBe('Overview');

    // A link to a tab, followed while the dashboard is open, opens it.
    await act(() => router.navigate('/youth/dashboard?tab=habits'));
    expect(selected()?.textContent).toBe('Habits');
  });
});
