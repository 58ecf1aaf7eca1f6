import { renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aLink, approvedId, callsTo, signedInAs } from '../testing/profile.js';

// Remote pages resolve to a stand-in naming the module, as in the guard tests.
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('./routes.js');

// jsdom does no layout, so it has no scrollIntoView; the banner's link scrolls to the Family links section.
const scrolledTo: Element[] = [];
Element.prototype.scrollIntoView = function (this: Element) {
  scrolledTo.push(this);
};

const banner = () => screen.queryByRole('complementary', { name: 'Family link request' });

describe('the family link request banner', () => {
  it('tells a youth with a request waiting, on any page, and leads to /profile', async () => {
    const calls = signedInAs('youth', [aLink('pending')]);
    const { router } = renderRoutes(routes, { path: '/youth/dashboard' });
    const found = await screen.findByRole('complementary', { name: 'Family link request' });
    expect(within(found).getByText('You have a family link request')).toBeTruthy();
    fireEvent.click(within(found).getByRole('link', { name: 'Review it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    // It opens the page at the Family links section, and keyboard and screen reader users start there too.
    expect(router.state.location.hash).toBe('#family-links');
    const heading = await screen.findByRole('heading', { name: 'Family links', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolledTo).toContain(screen.getByRole('region', { name: 'Family links' }));
    // On /profile the request itself is on the page; the banner steps aside. One fetch served both.
    expect(await screen.findByRole('list', { name: 'Link requests' })).toBeTruthy();
    expect(banner()).toBeNull();
    expect(callsTo(calls, 'GET', '/api/links')).toHaveLength(1);
  });

  it('counts several requests', async () => {
    signedInAs('youth', [
      aLink('pending'),
      aLink('pending', { id: approvedId, parent: { ...aLink('pending').parent, username: 'other-9' } }),
    ]);
    renderRoutes(routes, { path: '/youth/dashboard' });
    expect(await screen.findByText('You have 2 family link requests')).toBeTruthy();
  });

  it('stays away when nothing is waiting: linked, withdrawn and expired requests need no answer', async () => {
    const calls = signedInAs('youth', [
      aLink('approved'),
      aLink('withdrawn', { id: approvedId.replace('02', '05') }),
      aLink('expired', { id: approvedId.replace('02', '06') }),
    ]);
    const { queryClient } = renderRoutes(routes, { path: '/youth/dashboard' });
    await waitFor(() => expect(queryClient.getQueryState(['/api/links'])?.status).toBe('success'));
    expect(banner()).toBeNull();
    expect(callsTo(calls, 'GET', '/api/links')).toHaveLength(1);
  });

  it('never asks for links for a parent (their requests are theirs to wait on)', async () => {
    const calls = signedInAs('parent', [aLink('pending')]);
    renderRoutes(routes, { path: '/parent/dashboard' });
    await screen.findByRole('button', { name: /Account menu/ });
    expect(banner()).toBeNull();
    expect(callsTo(calls, 'GET', '/api/links')).toHaveLength(0);
  });
});

describe("the header's Profile Settings", () => {
  it('opens /profile from the account menu, by keyboard', async () => {
    signedInAs('moderator');
    const { router } = renderRoutes(routes, { path: '/moderator/dashboard' });
    const trigger = await screen.findByRole('button', { name: /Account menu/ });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'Profile Settings' });
    expect(item.getAttribute('aria-disabled')).toBeNull();
    expect(item.textContent).not.toContain('Soon');
    fireEvent.keyDown(item, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'Profile Settings', level: 1 })).toBeTruthy();
  });
});
