import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { loginNavigation } from '@heartwise/web-runtime';
import { wellnessRoutes } from '../../dashboard/testing/fixtures.js';
import { HomeDashboard } from './HomeDashboard.js';

afterEach(() => {
  dismissToast();
  jest.restoreAllMocks();
});

const PausePostPreview = () => <h2>Pause &amp; Post</h2>;
const aSummary = (youthId: string, firstName: string) => ({
  youthId,
  firstName,
  habits7d: { completed: 20, total: 35, percent: 57 },
  checkIns7d: { chosen: 1, prompted: 3 },
  intensity: { direction: 'steady', average: 4.5 },
  practicesThisWeek: 3,
});

describe('the dashboard at /', () => {
  it("says 'Loading your dashboard...' while the user loads", () => {
    fakeApi(wellnessRoutes({ 'GET /api/user': 'pending' }));
    renderPage(<HomeDashboard />);
    expect(screen.getByText('Loading your dashboard...')).toBeTruthy();
  });

  it('shows the sections in order: greeting, habits, kindness, practice, then Pause & Post', async () => {
    fakeApi(wellnessRoutes());
    renderPage(<HomeDashboard />, { remotes: { 'forum/PausePostPreview': PausePostPreview } });
    await screen.findByText('Pause & Post');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Sam!');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Daily Wellness Check',
      'Daily Kindness Check',
      'Practice Activities',
      'Pause & Post',
    ]);
    expect(screen.queryByText('Family Wellness Overview')).toBeNull();
  });

  it('shows a parent the Family Wellness Overview first, with how many youth are linked', async () => {
    const calls = fakeApi(
      wellnessRoutes({
        'GET /api/user': { status: 200, body: aUser('parent', { firstName: 'Ana' }) },
        'GET /api/wellness/youth-summaries': {
          status: 200,
          body: [
            aSummary('5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0e01', 'Sam'),
            aSummary('5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0e02', 'Lee'),
          ],
        },
      }),
    );
    renderPage(<HomeDashboard />, { remotes: { 'forum/PausePostPreview': PausePostPreview } });
    expect(await screen.findByText("You're linked with 2 young people.")).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe('Family Wellness Overview');
    expect(screen.getByRole('link', { name: 'View Youth Summary' }).getAttribute('href')).toBe(
      '/parent/youth-summary',
    );
    expect(calls.some((call) => call.url === '/api/wellness/youth-summaries')).toBe(true);
  });

  it('tells a parent with no linked youth how to link one', async () => {
    fakeApi(
      wellnessRoutes({
        'GET /api/user': { status: 200, body: aUser('parent') },
        'GET /api/wellness/youth-summaries': { status: 200, body: [] },
      }),
    );
    renderPage(<HomeDashboard />);
    expect(await screen.findByText(/No young people are linked to your account yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Link a young person' }).getAttribute('href')).toBe('/profile');
  });

  it('with nobody signed in, says so and goes to /api/login after 500 ms', async () => {
    const assign = jest.spyOn(loginNavigation, 'assign').mockImplementation(() => undefined);
    fakeApi(wellnessRoutes({ 'GET /api/user': { status: 401, body: { message: 'Please sign in.' } } }));
    renderPage(<HomeDashboard />);
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 10_000 });
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
