import './testing/deviceStorage.js';
import 'fake-indexeddb/auto';
import { dismissToast } from '@heartwise/ui-kit';
import { createQueryClient, currentUserQuery } from '@heartwise/web-runtime';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DailyKindnessCheck } from '../dashboard/DailyKindnessCheck.js';
import { wellnessRoutes } from '../dashboard/testing/fixtures.js';
import { QuickCheckInDialog } from '../overlays/QuickCheckInDialog.js';
import { KEPT_ON_DEVICE } from './keptWords.js';
import { OfflineTapsNotice } from './OfflineTapsNotice.js';

// Issue 18 in jsdom, with IndexedDB and BroadcastChannel as a browser has them (testing/deviceStorage).
const youth = aUser('youth');
let online = true;

function connection(now: boolean): void {
  online = now;
  window.dispatchEvent(new Event(now ? 'online' : 'offline'));
}

/** The signed-in youth, known to the page as the shell would have it. */
function signedIn() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, youth);
  return { queryClient };
}

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  dismissToast();
  Reflect.deleteProperty(navigator, 'onLine');
});

/** IndexedDB and lazy chunks take a moment more than the fake API on a busy machine. */
const patiently = { timeout: 10_000 };
const toggleFor = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^(Mark as done|Done today) for ${title}$`) });

describe('a kindness tap with no connection', () => {
  it('stays done, is kept on this device, says so, and syncs with a word when the connection returns', async () => {
    const calls = fakeApi(wellnessRoutes());
    const { container } = renderPage(
      <>
        <DailyKindnessCheck />
        <OfflineTapsNotice accountId={youth.id} />
      </>,
      signedIn(),
    );
    await screen.findByRole('heading', { name: 'Baby Me' }, patiently);
    act(() => connection(false));

    fireEvent.click(toggleFor('Body Thanks'));

    expect(await screen.findByText(KEPT_ON_DEVICE.description, {}, patiently)).toBeTruthy();
    expect(toggleFor('Body Thanks').getAttribute('aria-pressed')).toBe('true');
    const notice = container.querySelector('[data-offline-taps]');
    expect(notice?.getAttribute('aria-live')).toBe('polite');
    await waitFor(() =>
      expect(notice?.textContent).toBe(
        "1 update is saved on this device and will sync when you're back online.",
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    act(() => connection(true));

    await waitFor(
      () =>
        expect(notice?.textContent).toBe("You're back online. Your update saved on this device has synced."),
      patiently,
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ activityId: 'body-thanks', done: true });
    expect(posts[0]?.headers['x-timezone']).toBeTruthy();
  });
});

describe('a quick check-in with no connection', () => {
  it('of a very strong hard feeling shows the helplines at once, and thanks the person', async () => {
    const calls = fakeApi(wellnessRoutes());
    renderPage(<QuickCheckInDialog open checkInType="pre" onDone={() => undefined} />, signedIn());
    act(() => connection(false));

    const dialog = await screen.findByRole('dialog', { name: 'How are you feeling?' }, patiently);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anxiety' }));
    fireEvent.keyDown(within(dialog).getByRole('slider'), { key: 'End' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Check-in' }));

    const support = await screen.findByRole('alert', {}, patiently);
    expect(within(support).getByText("You don't have to carry this alone")).toBeTruthy();
    expect(within(support).getByText('Call or text 988')).toBeTruthy();
    expect(
      screen.getByText("Saved on this device. It will sync by itself when you're back online."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
