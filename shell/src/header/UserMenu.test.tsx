import { renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { signedInAs } from '../testing/profile.js';

jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('../app/routes.js');

// jsdom has no PointerEvent: a MouseEvent carries the button and ctrlKey the menu reads.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });

// The account menu's Radix parts load on first use; until then the header holds a plain button.
describe("the header's account menu", () => {
  it('is a closed menu button before anyone uses it', async () => {
    signedInAs('moderator');
    renderRoutes(routes, { path: '/moderator/dashboard' });
    const trigger = await screen.findByRole('button', { name: /Account menu/ });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opened from the keyboard, loads and puts focus on the first item, as Radix does', async () => {
    signedInAs('moderator');
    renderRoutes(routes, { path: '/moderator/dashboard' });
    fireEvent.keyDown(await screen.findByRole('button', { name: /Account menu/ }), { key: 'ArrowDown' });
    const first = await screen.findByRole('menuitem', { name: 'Profile Settings' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Account menu/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opened with the pointer, loads open; Escape closes it and returns focus to the button', async () => {
    signedInAs('moderator');
    renderRoutes(routes, { path: '/moderator/dashboard' });
    fireEvent.pointerDown(await screen.findByRole('button', { name: /Account menu/ }), { button: 0 });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(menu));
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Account menu/ }));
  });
});
