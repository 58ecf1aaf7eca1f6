import { createQueryClient, dismissToast } from '@heartwise/ui-kit';
import type { FakeCall, FakeRoute } from '@heartwise/ui-kit/testing';
import { aUser, fakeApi, renderPage } from '@heartwise/ui-kit/testing';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  aSession,
  distressNotice,
  OTHER_SESSION_ID,
  savedFrom,
  SESSION_ID,
} from '../checkins/testing/fixtures.js';
import { GlobalOverlays } from './GlobalOverlays.js';
import {
  EXIT_CHECKIN_DELAY_MS,
  IDLE_CHECK_INTERVAL_MS,
  IDLE_TIMEOUT_MS,
  LOGIN_CHECKIN_DELAY_MS,
} from './timings.js';

const MINUTE = 60_000;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  dismissToast();
  jest.useRealTimers();
});

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function routes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /api/user': { status: 200, body: aUser('youth') },
    'POST /api/emotional-checkins': (call) => ({ status: 201, body: savedFrom(call.body) }),
    'GET /api/emotional-sessions/active': { status: 200, body: [] },
    [`POST /api/emotional-sessions/${SESSION_ID}/complete`]: { status: 200, body: { ok: true } },
    ...overrides,
  };
}

/** The shell mounting the overlays on a page load, the user already known. */
async function load(options: Parameters<typeof renderPage>[1] = {}) {
  const view = renderPage(<GlobalOverlays />, options);
  await wait(0);
  return view;
}

function hideTab() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

const quickDialog = () => screen.queryByRole('dialog', { name: 'How are you feeling?' });
const reflectionDialog = () => screen.queryByRole('dialog', { name: 'How are you feeling now?' });
const posts = (calls: FakeCall[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url);

async function checkIn(emotion: string) {
  const dialog = quickDialog();
  if (!dialog) throw new Error('The quick check-in is not open');
  fireEvent.click(within(dialog).getByRole('button', { name: emotion }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Check-in' }));
  await wait(0);
}

describe('the quick check-in', () => {
  it('shows about a second after the user first appears, once per tab session', async () => {
    fakeApi(routes());
    const first = await load();
    expect(first.container.textContent).toBe('');
    await wait(LOGIN_CHECKIN_DELAY_MS - 1);
    expect(quickDialog()).toBeNull();
    await wait(1);
    expect(quickDialog()).toBeTruthy();
    expect(screen.getByText('Take a moment to check in with yourself')).toBeTruthy();
    await checkIn('Joy');
    expect(quickDialog()).toBeNull();
    first.unmount();

    // Another page load in the same tab: no second 'pre' check-in.
    await load();
    await wait(5 * LOGIN_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeNull();
  });

  it('cannot be dismissed: no close button, Escape and clicks outside leave it open', async () => {
    fakeApi(routes());
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    const dialog = quickDialog() as HTMLElement;
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    await wait(100);
    expect(quickDialog()).toBeTruthy();
  });

  it('shows the 15 emotions first and the 1–10 slider only once one is chosen', async () => {
    fakeApi(routes());
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    const dialog = quickDialog() as HTMLElement;
    expect(
      within(within(dialog).getByRole('group', { name: 'Emotions' })).getAllByRole('button'),
    ).toHaveLength(15);
    expect(within(dialog).queryByRole('slider')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Love' }));
    const slider = within(dialog).getByRole('slider', { name: 'How strong is it?' });
    expect(slider.getAttribute('aria-valuemin')).toBe('1');
    expect(slider.getAttribute('aria-valuemax')).toBe('10');
    expect(slider.getAttribute('aria-valuenow')).toBe('5');
    expect(slider.getAttribute('aria-valuetext')).toBe('5, Strong');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1, Just a little');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuetext')).toBe('10, The strongest');
  });

  it('asks for an emotion before saving', async () => {
    const calls = fakeApi(routes());
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    const dialog = quickDialog() as HTMLElement;
    const complete = within(dialog).getByRole('button', { name: 'Complete Check-in' });
    expect(complete.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(complete);
    await wait(0);
    expect(screen.getByText('Please select an emotion')).toBeTruthy();
    expect(screen.getByText('Tap one of the emotions above.')).toBeTruthy();
    expect(posts(calls, '/api/emotional-checkins')).toHaveLength(0);
  });

  it("saves a 'pre' check-in with the chosen strength, thanks you and closes", async () => {
    const calls = fakeApi(routes());
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    const dialog = quickDialog() as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excitement' }));
    fireEvent.keyDown(within(dialog).getByRole('slider'), { key: 'ArrowRight' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Check-in' }));
    await wait(0);
    expect(posts(calls, '/api/emotional-checkins').map((call) => call.body)).toEqual([
      { emotionLabel: 'excitement', emotionRating: 6, intensity: 6, checkInType: 'pre', notes: '' },
    ]);
    expect(screen.getByText('Thank you for checking in!')).toBeTruthy();
    expect(screen.getByText('Your feelings have been recorded.')).toBeTruthy();
    expect(quickDialog()).toBeNull();
  });

  it("shows the server's words when saving fails, and stays open", async () => {
    fakeApi(
      routes({
        'POST /api/emotional-checkins': { status: 503, body: { message: 'Check-ins are resting.' } },
      }),
    );
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Anger');
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Check-ins are resting.')).toBeTruthy();
    expect(quickDialog()).toBeTruthy();
  });

  it("falls back to 'Please try again.' when the server gives no words", async () => {
    fakeApi(routes({ 'POST /api/emotional-checkins': { status: 502, statusText: 'Bad Gateway' } }));
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Anger');
    expect(screen.getByText('Please try again.')).toBeTruthy();
  });

  it('shows support words and helplines when the reply brings them', async () => {
    fakeApi(
      routes({
        'POST /api/emotional-checkins': (call) => ({
          status: 201,
          body: savedFrom(call.body, distressNotice),
        }),
      }),
    );
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Fear');
    expect(screen.getByRole('alert', { name: distressNotice.title })).toBeTruthy();
    expect(quickDialog()).toBeNull();
  });
});

describe('the exit check-in', () => {
  it("after the tab was hidden, a later load shows a 'post-post' check-in after half a second, once", async () => {
    const calls = fakeApi(routes());
    const first = await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Joy');
    hideTab();
    first.unmount();

    visibility = 'visible';
    const second = await load();
    await wait(EXIT_CHECKIN_DELAY_MS - 1);
    expect(quickDialog()).toBeNull();
    await wait(1);
    expect(quickDialog()).toBeTruthy();
    await checkIn('Relief');
    expect(posts(calls, '/api/emotional-checkins').map((call) => call.body)).toEqual([
      { emotionLabel: 'joy', emotionRating: 5, intensity: 5, checkInType: 'pre', notes: '' },
      { emotionLabel: 'relief', emotionRating: 5, intensity: 5, checkInType: 'post-post', notes: '' },
    ]);

    // The exit check-in was shown: leaving again sets no flag, and no later load asks again.
    hideTab();
    second.unmount();
    visibility = 'visible';
    await load();
    await wait(5 * LOGIN_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeNull();
  });

  it('leaving the page (pagehide) sets the exit flag too', async () => {
    fakeApi(routes());
    const first = await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Awe');
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    await load();
    await wait(EXIT_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeTruthy();
  });

  it('a reload without leaving shows nothing', async () => {
    fakeApi(routes());
    const first = await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Awe');
    first.unmount();
    await load();
    await wait(5 * LOGIN_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeNull();
  });
});

describe('idle tracking and the reflection', () => {
  const waitingSessions = [
    aSession({ id: SESSION_ID, hasPostCheckin: true, hasPostPostCheckin: false }),
    aSession({ id: OTHER_SESSION_ID, hasPostCheckin: true, hasPostPostCheckin: true }),
    aSession({ id: '8a0c1a52-3f0e-4c8e-9b51-6a2f0f1c0d03', hasPostCheckin: false }),
  ];

  /** A page load after the 'pre' check-in was done earlier in this tab. */
  async function loadAfterCheckIn(overrides: Record<string, FakeRoute> = {}, options = {}) {
    window.sessionStorage.setItem(`heartwise:check-in:pre-shown:${aUser('youth').id}`, '1');
    const calls = fakeApi(
      routes({ 'GET /api/emotional-sessions/active': { status: 200, body: waitingSessions }, ...overrides }),
    );
    const view = await load(options);
    return { calls, view };
  }
  const sessionChecks = (calls: FakeCall[]) =>
    calls.filter((call) => call.url === '/api/emotional-sessions/active').length;

  it('after more than 30 idle minutes, opens the reflection for the session with a post but no post-post check-in', async () => {
    const { calls } = await loadAfterCheckIn();
    await wait(IDLE_TIMEOUT_MS);
    expect(sessionChecks(calls)).toBe(0);
    await wait(IDLE_CHECK_INTERVAL_MS);
    expect(sessionChecks(calls)).toBe(1);
    const dialog = reflectionDialog() as HTMLElement;
    expect(dialog).toBeTruthy();
    // Only one session qualifies, and an inactive session is not checked again every minute.
    await wait(10 * MINUTE);
    expect(sessionChecks(calls)).toBe(1);
  });

  it('any activity resets the idle clock', async () => {
    const { calls } = await loadAfterCheckIn();
    await wait(20 * MINUTE);
    fireEvent.mouseMove(window);
    await wait(20 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    await wait(20 * MINUTE);
    fireEvent.scroll(window);
    await wait(20 * MINUTE);
    expect(sessionChecks(calls)).toBe(0);
    await wait(11 * MINUTE);
    expect(sessionChecks(calls)).toBe(1);
  });

  it('hiding the tab checks the active sessions too', async () => {
    const { calls } = await loadAfterCheckIn();
    hideTab();
    await wait(0);
    expect(sessionChecks(calls)).toBe(1);
    expect(reflectionDialog()).toBeTruthy();
  });

  it('saves the reflection as a post-post check-in, then completes the session, and thanks you', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/api/emotional-checkins/latest'], null);
    const { calls } = await loadAfterCheckIn({}, { queryClient });
    hideTab();
    await wait(0);
    const dialog = reflectionDialog() as HTMLElement;
    const label = within(dialog).getByRole('textbox', { name: 'Name the feeling' });
    expect(label.getAttribute('placeholder')).toBe('e.g., calm, happy, proud, peaceful');
    const complete = within(dialog).getByRole('button', { name: 'Complete' }) as HTMLButtonElement;
    expect(complete.disabled).toBe(true);
    fireEvent.change(label, { target: { value: '   ' } });
    expect(complete.disabled).toBe(true);
    fireEvent.change(label, { target: { value: 'proud' } });
    expect(complete.disabled).toBe(false);
    const rating = within(dialog).getByRole('slider', { name: 'How strong is it?' });
    expect(rating.getAttribute('aria-valuenow')).toBe('5');
    fireEvent.keyDown(rating, { key: 'ArrowLeft' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reflection (optional)' }), {
      target: { value: 'Writing it down helped.' },
    });
    fireEvent.click(complete);
    await wait(0);

    const saved = posts(calls, '/api/emotional-checkins');
    expect(saved.map((call) => call.body)).toEqual([
      {
        sessionId: SESSION_ID,
        checkInType: 'post-post',
        emotionLabel: 'proud',
        emotionRating: 4,
        notes: '',
        reflection: 'Writing it down helped.',
      },
    ]);
    const completed = posts(calls, `/api/emotional-sessions/${SESSION_ID}/complete`);
    expect(completed).toHaveLength(1);
    expect(calls.indexOf(completed[0] as FakeCall)).toBeGreaterThan(calls.indexOf(saved[0] as FakeCall));
    expect(screen.getByText('Check-in Complete')).toBeTruthy();
    expect(screen.getByText('Thank you for completing your post-session reflection!')).toBeTruthy();
    expect(reflectionDialog()).toBeNull();
    expect(queryClient.getQueryState(['/api/emotional-checkins/latest'])?.isInvalidated).toBe(true);
  });

  it('skipping completes the session without a check-in', async () => {
    const { calls } = await loadAfterCheckIn();
    hideTab();
    await wait(0);
    fireEvent.click(within(reflectionDialog() as HTMLElement).getByRole('button', { name: 'Skip' }));
    await wait(0);
    expect(posts(calls, `/api/emotional-sessions/${SESSION_ID}/complete`)).toHaveLength(1);
    expect(posts(calls, '/api/emotional-checkins')).toHaveLength(0);
    expect(reflectionDialog()).toBeNull();
  });

  it('closing it with Escape is a skip too', async () => {
    const { calls } = await loadAfterCheckIn();
    hideTab();
    await wait(0);
    fireEvent.keyDown(reflectionDialog() as HTMLElement, { key: 'Escape' });
    await wait(0);
    expect(posts(calls, `/api/emotional-sessions/${SESSION_ID}/complete`)).toHaveLength(1);
    expect(reflectionDialog()).toBeNull();
  });

  it('says kindly when the reflection could not be saved, and keeps what was written', async () => {
    await loadAfterCheckIn({ 'POST /api/emotional-checkins': { status: 500, body: { message: 'Nope' } } });
    hideTab();
    await wait(0);
    const dialog = reflectionDialog() as HTMLElement;
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name the feeling' }), {
      target: { value: 'calm' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await wait(0);
    expect(screen.getByText('Failed to submit check-in. Please try again.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: 'Name the feeling' }) as HTMLInputElement).value,
    ).toBe('calm');
  });

  it('a failed session check is only logged: nobody is interrupted', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadAfterCheckIn({
      'GET /api/emotional-sessions/active': { status: 500, body: { message: 'Down' } },
    });
    hideTab();
    await wait(0);
    expect(logged).toHaveBeenCalledWith('Could not check active emotion sessions', expect.anything());
    expect(reflectionDialog()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    logged.mockRestore();
  });

  it('waits for the quick check-in to be answered before asking for a reflection', async () => {
    fakeApi(routes({ 'GET /api/emotional-sessions/active': { status: 200, body: waitingSessions } }));
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    hideTab();
    await wait(0);
    expect(quickDialog()).toBeTruthy();
    expect(reflectionDialog()).toBeNull();
    await checkIn('Joy');
    expect(reflectionDialog()).toBeTruthy();
  });
});
