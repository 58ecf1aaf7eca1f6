import { aUser, fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';

// Each remote page stands in as its name, so the test sees which dashboard / drew.
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('../../app/routes.js');

const remotes = {
  wellness: 'http://remotes.test/wellness/mf-manifest.json',
  forum: 'http://remotes.test/forum/mf-manifest.json',
  admin: 'http://remotes.test/admin/mf-manifest.json',
  portal: 'http://remotes.test/portal/mf-manifest.json',
};

const signedInAs = (role: 'youth' | 'parent') =>
  fakeApi({
    'GET /api/user': { status: 200, body: aUser(role) },
    'GET /remotes.json': { status: 200, body: remotes },
  });

describe('/ (issue 19: one home for a youth)', () => {
  it('sends a signed-in youth to /youth/dashboard, in place of /', async () => {
    signedInAs('youth');
    const { router } = renderRoutes(routes, { path: '/' });
    expect(await screen.findByText('Remote page wellness/YouthDashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/youth/dashboard');
    // Replaced, not pushed: Back does not bounce between the two.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Remote page wellness/HomeDashboard')).toBeNull();
  });

  it('still shows a parent the dashboard at /', async () => {
    signedInAs('parent');
    const { router } = renderRoutes(routes, { path: '/' });
    expect(await screen.findByText('Remote page wellness/HomeDashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a visitor the landing page, whose Join Our Community opens Sign Up', async () => {
    fakeApi({
      'GET /api/user': { status: 401, body: { message: 'Not signed in' } },
      'GET /remotes.json': { status: 200, body: remotes },
    });
    renderRoutes(routes, { path: '/' });
    const join = await screen.findByRole('link', { name: 'Join Our Community' });
    expect(join.getAttribute('href')).toBe('/auth?tab=register');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A safe space for young hearts'),
    );
  });
});
