import type { Role } from '@heartwise/contracts';
import { aUser, fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';

// Remote pages resolve to a stand-in naming the module, so these tests see where a guard lets you in.
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('../app/routes.js');

const remotes = {
  wellness: 'http://remotes.test/wellness/mf-manifest.json',
  forum: 'http://remotes.test/forum/mf-manifest.json',
  admin: 'http://remotes.test/admin/mf-manifest.json',
  portal: 'http://remotes.test/portal/mf-manifest.json',
};

const signedInAs = (role: Role) =>
  fakeApi({
    'GET /api/user': { status: 200, body: aUser(role) },
    'GET /remotes.json': { status: 200, body: remotes },
  });

describe('route guards (SPEC §2)', () => {
  it('shows a spinner while the user is still loading', () => {
    fakeApi({ 'GET /api/user': 'pending' });
    renderRoutes(routes, { path: '/forum' });
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it('sends someone who is not signed in to /auth', async () => {
    fakeApi({ 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } });
    const { router } = renderRoutes(routes, { path: '/youth/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });

  it.each<[Role, string, string]>([
    ['youth', '/admin/dashboard', '/youth/dashboard'],
    ['parent', '/youth/discussions', '/parent/dashboard'],
    ['moderator', '/admin/moderation', '/moderator/dashboard'],
    ['admin', '/parent/dashboard', '/admin/dashboard'],
    ['org-admin', '/admin/users', '/org/dashboard'],
    ['admin', '/org/people', '/admin/dashboard'],
    ['youth', '/org/settings', '/youth/dashboard'],
  ])('sends a %s who opens %s to their own dashboard, %s', async (role, path, dashboard) => {
    signedInAs(role);
    const { router } = renderRoutes(routes, { path });
    await waitFor(() => expect(router.state.location.pathname).toBe(dashboard));
  });

  it('lets the right role in, and mounts the remote page for the route', async () => {
    signedInAs('youth');
    renderRoutes(routes, { path: '/youth/dashboard' });
    expect(await screen.findByText('Remote page wellness/YouthDashboard')).toBeTruthy();
  });

  it('lets any signed-in role into the forum', async () => {
    signedInAs('parent');
    renderRoutes(routes, { path: '/forum' });
    expect(await screen.findByText('Remote page forum/ForumList')).toBeTruthy();
  });

  it('gives the moderator the moderation queue at /moderator/review', async () => {
    signedInAs('moderator');
    renderRoutes(routes, { path: '/moderator/review' });
    expect(await screen.findByText('Remote page admin/ModerationQueue')).toBeTruthy();
  });

  it.each([
    ['/org/dashboard', 'portal/PortalDashboard'],
    ['/org/schools', 'portal/Schools'],
    ['/org/people', 'portal/People'],
    ['/org/escalations', 'portal/Escalations'],
    ['/org/import', 'portal/RosterImport'],
    ['/org/activation-codes', 'portal/ActivationCodes'],
    ['/org/settings', 'portal/OrgSettings'],
  ])('gives an organization admin the Organization Portal: %s mounts %s', async (path, id) => {
    signedInAs('org-admin');
    renderRoutes(routes, { path });
    expect(await screen.findByText(`Remote page ${id}`)).toBeTruthy();
  });

  it('shows a visitor the landing page at /', async () => {
    fakeApi({ 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } });
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'A safe space for young hearts' })).toBeTruthy();
  });

  it("says 'Loading your dashboard...' at / while the user loads", () => {
    fakeApi({ 'GET /api/user': 'pending' });
    renderRoutes(routes, { path: '/' });
    expect(screen.getByText('Loading your dashboard...')).toBeTruthy();
  });

  it('answers an unknown path with the 404 page', async () => {
    fakeApi({ 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } });
    renderRoutes(routes, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });
});
