import { aUser, fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';

// The forum remote is "down" until a test brings it back; the wellness remote always answers.
let forumIsUp = false;
const loadRemote = jest.fn(async (id: string) => {
  if (id.startsWith('forum/') && !forumIsUp)
    throw new Error('Failed to fetch http://remotes.test/forum/mf-manifest.json');
  return { default: () => <p>{`Remote page ${id}`}</p> };
});
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote,
}));
const { routes } = await import('../app/routes.js');

const remotes = {
  wellness: 'http://remotes.test/wellness/mf-manifest.json',
  forum: 'http://remotes.test/forum/mf-manifest.json',
  admin: 'http://remotes.test/admin/mf-manifest.json',
  portal: 'http://remotes.test/portal/mf-manifest.json',
};

describe('a remote that cannot be loaded (ARCHITECTURE §7)', () => {
  beforeEach(() => {
    forumIsUp = false;
    loadRemote.mockClear();
    fakeApi({
      'GET /api/user': { status: 200, body: aUser('youth') },
      'GET /remotes.json': { status: 200, body: remotes },
    });
    // React reports the error the boundary caught; that is the point of this test, not noise.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the friendly fallback in its place while the header and navigation keep working', async () => {
    renderRoutes(routes, { path: '/forum' });

    const fallback = await screen.findByRole('alert');
    expect(fallback.getAttribute('data-remote-fallback')).toBe('forum');
    expect(within(fallback).getByText('This part of Heartwise is taking a break.')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('forum/ForumList');

    // jsdom lays the header out as a phone does: the links are behind the menu button.
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(navigation).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Remote page wellness/YouthDashboard')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tries the remote again on Retry, without reloading the page', async () => {
    renderRoutes(routes, { path: '/youth/discussions' });
    await screen.findByRole('alert');

    forumIsUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Remote page forum/ForumList')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
