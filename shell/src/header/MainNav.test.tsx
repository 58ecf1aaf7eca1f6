import { fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signedInAs } from '../testing/profile.js';

jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('../app/routes.js');

// jsdom reads the styles but not media queries, so it shows the header as a phone does: these tests
// are about the menu button and the list it discloses (the browser test checks both sizes).
const menuButton = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
const findMenuButton = () => within(screen.getByRole('banner')).findByRole('button', { name: 'Menu' });
const mainNav = () => within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });

describe("the header's menu on a phone (issue 19)", () => {
  it("is a closed disclosure for the role's destinations", async () => {
    signedInAs('youth');
    renderRoutes(routes, { path: '/youth/dashboard' });
    const button = await findMenuButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const [list, account] = (button.getAttribute('aria-controls') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(list && mainNav().contains(list)).toBe(true);
    expect(account?.contains(await screen.findByRole('button', { name: /^Account menu/ }))).toBe(true);
    // Closed, the links are out of sight and out of the tab order; open, every one is there.
    expect(within(mainNav()).queryAllByRole('link')).toEqual([]);
    fireEvent.click(button);
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Pause and Post', 'Check-ins', 'Practice']);
  });

  it('opens from the keyboard; Escape closes it and hands focus back to the button', async () => {
    signedInAs('youth');
    renderRoutes(routes, { path: '/youth/dashboard' });
    const button = await findMenuButton();
    button.focus();
    // A native button: Enter and Space click it.
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    within(mainNav()).getByRole('link', { name: 'Check-ins' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when a destination is followed, and the page changes', async () => {
    signedInAs('parent');
    const { router } = renderRoutes(routes, { path: '/parent/dashboard' });
    fireEvent.click(await findMenuButton());
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Youth Summary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent/youth-summary'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the person presses somewhere outside the header', async () => {
    signedInAs('moderator');
    renderRoutes(routes, { path: '/moderator/dashboard' });
    fireEvent.click(await findMenuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.getElementById('main') as HTMLElement);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(within(mainNav()).queryAllByRole('link')).toEqual([]);
  });

  it('is not there for someone signed out', async () => {
    fakeApi({
      'GET /api/user': { status: 401, body: { message: 'Not signed in' } },
      'GET /remotes.json': { status: 200, body: {} },
    });
    renderRoutes(routes, { path: '/no-such-page' });
    await within(await screen.findByRole('banner')).findByRole('link', { name: 'Sign In' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
