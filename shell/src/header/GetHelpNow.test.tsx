import { defaultHelplines, HELPLINE_COUNTRY_HEADER, helplinesOfCountry } from '@heartwise/contracts';
import { createQueryClient, HELPLINES_WAIT_MS, PlatformProviders } from '@heartwise/web-runtime';
import { aUser, fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StaticRouter } from 'react-router-dom';
import { Header } from './Header.js';

jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('../app/routes.js');
// React's server renderer (the prerender's) wants a MessageChannel at import, which jsdom lacks.
// A timer-backed one: Node's own would keep jest from exiting.
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  readonly port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({}), 0) };
}
if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}
const { renderToString } = await import('react-dom/server');

const districtHelplines = [
  { name: 'Northside Youth Line', contact: 'Call 0800 123 456', url: 'https://northside.example/help' },
  { name: 'School counsellor', contact: 'Room 12, every weekday' },
];
const visitor: FakeRoute = { status: 401, body: { message: 'Not signed in' } };
const browserLanguages = (languages: string[]) =>
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
afterEach(() => {
  browserLanguages(['en-US', 'en']);
});
const helplines: FakeRoute = { status: 200, body: districtHelplines };

function open(user: FakeRoute, path: string, helplineReply: FakeRoute = helplines) {
  const calls = fakeApi({
    'GET /api/user': user,
    'GET /api/wellness/helplines': helplineReply,
    'GET /remotes.json': {
      status: 200,
      body: {
        wellness: 'http://remotes.test/w',
        forum: 'http://remotes.test/f',
        admin: 'http://remotes.test/a',
        portal: 'http://remotes.test/p',
      },
    },
  });
  renderRoutes(routes, { path });
  return calls;
}
const helpButton = () => within(screen.getByRole('banner')).findByRole('button', { name: 'Get help now' });
/** The names and contacts in the open dialog, as read out. */
async function listedHelplines(): Promise<string[]> {
  const dialog = await screen.findByRole('dialog', { name: 'Get help now' });
  const list = await within(dialog).findByRole('list', { name: 'People you can reach' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe("the header's Get help now", () => {
  it.each(['/landing', '/auth'])(
    "is there for a visitor on %s and lists the deployment's helplines",
    async (path) => {
      open(visitor, path);
      fireEvent.click(await helpButton());
      expect(await listedHelplines()).toEqual([
        'Northside Youth Line (opens in a new tab)Call 0800 123 456',
        'School counsellorRoom 12, every weekday',
      ]);
      const link = screen.getByRole('link', { name: /Northside Youth Line/ });
      expect(link.getAttribute('href')).toBe('https://northside.example/help');
      expect(link.getAttribute('target')).toBe('_blank');
    },
  );

  it('is there for someone signed in, on any page', async () => {
    open({ status: 200, body: aUser('youth') }, '/forum');
    await screen.findByText('Remote page forum/ForumList');
    fireEvent.click(await helpButton());
    expect(await listedHelplines()).toHaveLength(districtHelplines.length);
  });

  it("falls back to the built-in helplines of the browser's region when they cannot be read", async () => {
    browserLanguages(['en-IE', 'ga']);
    open(visitor, '/landing', { status: 502, body: { message: 'Your wellness tools are unavailable' } });
    fireEvent.click(await helpButton());
    const irish = helplinesOfCountry('IE');
    await waitFor(async () => expect(await listedHelplines()).toHaveLength(irish.length));
    const text = (await listedHelplines()).join(' ');
    for (const helpline of irish) expect(text).toContain(helpline.contact);
  });

  it('does not wait long for them: a call without an answer gives the built-in list after a few seconds', async () => {
    browserLanguages(['en']);
    jest.useFakeTimers();
    try {
      open(visitor, '/landing', 'pending');
      fireEvent.click(await helpButton());
      const dialog = await screen.findByRole('dialog', { name: 'Get help now' });
      expect(within(dialog).getByRole('status').textContent).toBe('Finding people you can reach...');
      await act(() => jest.advanceTimersByTimeAsync(HELPLINES_WAIT_MS));
      // A browser that names no region: the list that is reachable anywhere.
      expect(await listedHelplines()).toHaveLength(defaultHelplines.length);
    } finally {
      jest.useRealTimers();
    }
  });

  it("asks for the helplines of the account's chosen country, over the browser's", async () => {
    browserLanguages(['en-US']);
    const calls = open({ status: 200, body: aUser('youth', { helplineCountry: 'GB' }) }, '/forum');
    await screen.findByText('Remote page forum/ForumList');
    fireEvent.click(await helpButton());
    await listedHelplines();
    const asked = calls.filter((call) => call.url === '/api/wellness/helplines');
    expect(asked.at(-1)?.headers[HELPLINE_COUNTRY_HEADER]).toBe('GB');
  });

  it('works from the keyboard: Escape closes it and focus returns to the button', async () => {
    open(visitor, '/landing');
    const button = await helpButton();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Get help now' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Get help now'));
    // Open again: the list is still there, read once.
    fireEvent.click(await helpButton());
    expect(await listedHelplines()).toHaveLength(districtHelplines.length);
  });

  it('fetches the list as soon as the button is pointed at, before it is pressed', async () => {
    const calls = open(visitor, '/landing');
    fireEvent.pointerEnter(await helpButton());
    await waitFor(() => expect(calls.some((call) => call.url === '/api/wellness/helplines')).toBe(true));
  });

  it('works without any script on the prerendered page: a link to the built-in helplines', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/user'], null);
    const render = () =>
      renderToString(
        <PlatformProviders scope="shell" queryClient={queryClient}>
          <StaticRouter location="/landing">
            <Header />
          </StaticRouter>
        </PlatformProviders>,
      );
    // The static help is loaded lazily (the browser's app never shows it): the build's prerender
    // waits for it; here a first render starts loading it and the second draws it.
    render();
    await import('./StaticHelp.js');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = render();
    const page = document.createElement('div');
    page.innerHTML = html;
    const link = within(page).getByRole('link', { name: 'Get help now' });
    const target = page.querySelector(link.getAttribute('href') ?? '');
    expect(target?.textContent).toContain(defaultHelplines[0]?.contact);
    // Hidden until its link is followed (CSS :target): the close link leads back to the page.
    const close = within(target as HTMLElement).getByRole('link', { name: 'Close', hidden: true });
    expect(close.getAttribute('href')).toBe('#main');
  });
});
