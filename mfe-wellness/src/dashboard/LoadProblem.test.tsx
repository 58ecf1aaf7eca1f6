import { dismissToast } from '@heartwise/ui-kit';
import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DailyKindnessCheck } from './DailyKindnessCheck.js';
import { DailyWellnessCheck } from './DailyWellnessCheck.js';
import { todaysHabits, wellnessRoutes } from './testing/fixtures.js';

// Issue 19: with the network gone, Habits and Kindness said "Loading…" for ever.
let online = true;
/** The browser losing or finding its connection: `navigator.onLine`, its event, and React Query's view of it. */
function connection(now: boolean): void {
  online = now;
  // Set directly too: React Query hears the events only while some page is mounted.
  onlineManager.setOnline(now);
  window.dispatchEvent(new Event(now ? 'online' : 'offline'));
}
beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  act(() => connection(true));
  Reflect.deleteProperty(navigator, 'onLine');
  dismissToast();
});

/**
 * The dashboard's fake API, with `path` answering only while `reachable()` (else failing at once, as
 * fetch does with no network) or never answering while `hangs()`.
 */
function network(path: string, reachable: () => boolean, hangs: () => boolean = () => false) {
  const routes = wellnessRoutes();
  const answer: FakeRoute | undefined = routes[path];
  const route: FakeRoute = (call) => {
    if (hangs()) return 'pending';
    if (!reachable()) throw new TypeError('Failed to fetch');
    return typeof answer === 'function' ? answer(call) : (answer ?? { status: 404 });
  };
  return fakeApi({ ...routes, [path]: route });
}

const sections: ReadonlyArray<{
  name: string;
  render: () => ReactNode;
  path: string;
  what: string;
  title: string;
  loaded: string;
}> = [
  {
    name: 'the Daily Wellness Check',
    render: () => <DailyWellnessCheck />,
    path: 'GET /api/habits',
    what: "today's habits",
    title: 'Daily Wellness Check',
    loaded: 'Water Intake',
  },
  {
    name: 'the Daily Kindness Check',
    render: () => <DailyKindnessCheck />,
    path: 'GET /api/daily-compassion-check',
    what: 'your kindness check',
    title: 'Daily Kindness Check',
    loaded: 'Baby Me',
  },
];

describe.each(sections)('$name when the network drops', ({ render, path, what, title, loaded }) => {
  it('says it could not load, and why, with Try again, instead of loading for ever', async () => {
    let reachable = false;
    network(path, () => reachable);
    act(() => connection(false));
    renderPage(render());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`We couldn't load ${what}`)).toBeTruthy();
    expect(
      within(alert).getByText("You're offline right now. Try again once you're connected."),
    ).toBeTruthy();
    expect(screen.queryByText(/^Loading your/)).toBeNull();

    // The network answers again (before the browser says it is back): Try again brings the section.
    reachable = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: loaded, level: 3 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tries again by itself when the connection returns', async () => {
    let reachable = false;
    network(path, () => reachable);
    act(() => connection(false));
    renderPage(render());
    await screen.findByRole('alert');

    reachable = true;
    act(() => connection(true));
    expect(await screen.findByRole('heading', { name: loaded, level: 3 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the focus on Try again while it tries, then gives it to the title', async () => {
    let reachable = false;
    let hangs = false;
    network(
      path,
      () => reachable,
      () => hangs,
    );
    const { queryClient } = renderPage(render());
    const button = await screen.findByRole('button', { name: 'Try again' });
    button.focus();

    // A try that never answers: the card stays, saying so, its button still focused.
    hangs = true;
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Trying again...' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(screen.queryByText(/^Loading your/)).toBeNull();
    await act(() => queryClient.cancelQueries());

    hangs = false;
    reachable = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: loaded, level: 3 })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: title })));
  });

  it('keeps what it shows when a refresh fails, saying it may be out of date', async () => {
    let reachable = true;
    network(path, () => reachable);
    const { queryClient } = renderPage(render());
    expect(await screen.findByRole('heading', { name: loaded, level: 3 })).toBeTruthy();

    reachable = false;
    await act(() => queryClient.invalidateQueries());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`We couldn't refresh ${what}`)).toBeTruthy();
    expect(
      within(alert).getByText('What you see may be out of date. Please try again in a moment.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: loaded, level: 3 })).toBeTruthy();

    reachable = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('heading', { name: loaded, level: 3 })).toBeTruthy();
  });
});

it('still shows the habits it was given when it loads normally', async () => {
  fakeApi(wellnessRoutes({ 'GET /api/habits': { status: 200, body: todaysHabits('water') } }));
  renderPage(<DailyWellnessCheck />);
  expect(await screen.findByText('1 of 5 completed')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
