import { dismissToast } from '@heartwise/ui-kit';
import { createQueryClient } from '@heartwise/web-runtime';
import type { FakeCall, FakeRoute } from '@heartwise/web-runtime/testing';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  aSession,
  distressNotice,
  OTHER_SESSION_ID,
  savedFrom,
  SESSION_ID,
} from '../checkins/testing/fixtures.js';
import { GlobalOverlays } from './GlobalOverlays.js';
import { promptVisit } from './promptVisit.js';
import { NOT_SAVED_MESSAGE, SAVE_PATIENCE_MS, SLOW_SAVE_MESSAGE } from './QuickCheckInDialog.js';
import {
  EXIT_CHECKIN_DELAY_MS,
  IDLE_CHECK_INTERVAL_MS,
  IDLE_TIMEOUT_MS,
  LOGIN_CHECKIN_DELAY_MS,
} from './timings.js';

const MINUTE = 60_000;
/** Every check-in names itself and its moment (issue 18), so a second sending is recorded once. */
const madeOnThisDevice = { clientRef: expect.any(String), occurredAt: expect.any(String) };
const districtHelplines = [{ name: 'Northside Youth Line', contact: 'Call 0800 123 456' }];
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
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
    'GET /api/wellness/helplines': { status: 200, body: districtHelplines },
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
  it('shows about a second after the user first appears, once per visit', async () => {
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

    // Another page load in the same visit: no second 'pre' check-in.
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

  it("saves a prompted 'pre' check-in with the chosen strength, thanks you and closes", async () => {
    const calls = fakeApi(routes());
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    const dialog = quickDialog() as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excitement' }));
    fireEvent.keyDown(within(dialog).getByRole('slider'), { key: 'ArrowRight' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Check-in' }));
    await wait(0);
    expect(posts(calls, '/api/emotional-checkins').map((call) => call.body)).toEqual([
      {
        emotionLabel: 'excitement',
        emotionRating: 6,
        intensity: 6,
        checkInType: 'pre',
        notes: '',
        prompted: true,
        ...madeOnThisDevice,
      },
    ]);
    expect(screen.getByText('Thank you for checking in!')).toBeTruthy();
    expect(screen.getByText('Your feelings have been recorded.')).toBeTruthy();
    expect(quickDialog()).toBeNull();
  });

  it.each<[string, FakeRoute]>([
    ['with words of its own', { status: 503, body: { message: 'Check-ins are resting.' } }],
    ['without any', { status: 502, statusText: 'Bad Gateway' }],
  ])(
    'when saving fails (the server answering %s), says so kindly and lets the youth continue without saving',
    async (_how, failure) => {
      const calls = fakeApi(routes({ 'POST /api/emotional-checkins': failure }));
      await load();
      await wait(LOGIN_CHECKIN_DELAY_MS);
      await checkIn('Anger');
      const dialog = quickDialog() as HTMLElement;
      expect(within(dialog).getByRole('alert').textContent).toBe(NOT_SAVED_MESSAGE);
      expect(screen.queryByText('Check-ins are resting.')).toBeNull();
      expect(screen.queryByText(/Bad Gateway|502|503/)).toBeNull();
      // Trying again is still there, and so is the way out.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Check-in' }));
      await wait(0);
      expect(posts(calls, '/api/emotional-checkins')).toHaveLength(2);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue without saving' }));
      await wait(0);
      expect(quickDialog()).toBeNull();
      expect(posts(calls, '/api/emotional-checkins')).toHaveLength(2);
    },
  );

  it('a save that never answers offers the way on too, after a few seconds', async () => {
    fakeApi(routes({ 'POST /api/emotional-checkins': 'pending' }));
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Fear');
    const dialog = quickDialog() as HTMLElement;
    expect(within(dialog).queryByRole('button', { name: 'Continue without saving' })).toBeNull();
    await wait(SAVE_PATIENCE_MS);
    expect(within(dialog).getByRole('alert').textContent).toBe(SLOW_SAVE_MESSAGE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue without saving' }));
    await wait(0);
    expect(quickDialog()).toBeNull();
  });

  it('with saving broken, the rest of the page is reachable again once the youth continues', async () => {
    fakeApi(routes({ 'POST /api/emotional-checkins': { status: 500, body: { message: 'Down' } } }));
    renderPage(
      <>
        <a href="/forum">Pause and Post</a>
        <GlobalOverlays />
      </>,
    );
    await wait(LOGIN_CHECKIN_DELAY_MS);
    // While it is open, the modal hides the page from everyone but itself.
    expect(screen.queryByRole('link', { name: 'Pause and Post' })).toBeNull();
    await checkIn('Sadness');
    fireEvent.click(screen.getByRole('button', { name: 'Continue without saving' }));
    await wait(0);
    expect(screen.getByRole('link', { name: 'Pause and Post' })).toBeTruthy();
    // The prompt was asked in this visit: a reload does not trap them again.
    cleanup();
    await load();
    await wait(5 * LOGIN_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeNull();
  });

  it('carries Get help now: the helplines open on top of it, and closing them leaves the check-in open', async () => {
    fakeApi(routes());
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    const dialog = quickDialog() as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get help now' }));
    await wait(0);
    const help = screen.getByRole('dialog', { name: 'Get help now' });
    expect(within(help).getByRole('list', { name: 'People you can reach' }).textContent).toContain(
      'Call 0800 123 456',
    );
    fireEvent.keyDown(help, { key: 'Escape' });
    await wait(0);
    expect(screen.queryByRole('dialog', { name: 'Get help now' })).toBeNull();
    expect(quickDialog()).toBeTruthy();
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
  /** Away long enough that the visit ended (SPEC's 30-minute inactivity timeout). */
  const awayForAWhile = () => jest.setSystemTime(Date.now() + IDLE_TIMEOUT_MS + MINUTE);

  it("after the tab was hidden, coming back in a later visit shows a 'post-post' check-in after half a second, once", async () => {
    const calls = fakeApi(routes());
    const first = await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Joy');
    hideTab();
    first.unmount();

    awayForAWhile();
    visibility = 'visible';
    const second = await load();
    await wait(EXIT_CHECKIN_DELAY_MS - 1);
    expect(quickDialog()).toBeNull();
    await wait(1);
    expect(quickDialog()).toBeTruthy();
    await checkIn('Relief');
    expect(posts(calls, '/api/emotional-checkins').map((call) => call.body)).toEqual([
      {
        emotionLabel: 'joy',
        emotionRating: 5,
        intensity: 5,
        checkInType: 'pre',
        notes: '',
        prompted: true,
        ...madeOnThisDevice,
      },
      {
        emotionLabel: 'relief',
        emotionRating: 5,
        intensity: 5,
        checkInType: 'post-post',
        notes: '',
        prompted: true,
        ...madeOnThisDevice,
      },
    ]);

    // The exit check-in was this visit's prompt: leaving and loading again asks nothing more.
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
    awayForAWhile();
    await load();
    await wait(EXIT_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeTruthy();
  });

  it('moving between pages or tabs within a visit asks nothing more after the first check-in', async () => {
    const calls = fakeApi(routes());
    const first = await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Awe');
    for (let page = 0; page < 3; page += 1) {
      hideTab();
      window.dispatchEvent(new Event('pagehide'));
      first.unmount();
      visibility = 'visible';
      await load();
      await wait(5 * LOGIN_CHECKIN_DELAY_MS);
      expect(quickDialog()).toBeNull();
    }
    expect(posts(calls, '/api/emotional-checkins')).toHaveLength(1);
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
    promptVisit(window.localStorage, aUser('youth').id).markPreShown();
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
        prompted: true,
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

  it('carries Get help now too; closing the helplines does not skip the reflection', async () => {
    const { calls } = await loadAfterCheckIn();
    hideTab();
    await wait(0);
    fireEvent.click(within(reflectionDialog() as HTMLElement).getByRole('button', { name: 'Get help now' }));
    await wait(0);
    const help = screen.getByRole('dialog', { name: 'Get help now' });
    expect(within(help).getByText('Northside Youth Line')).toBeTruthy();
    fireEvent.click(within(help).getByRole('button', { name: 'Close' }));
    await wait(0);
    expect(reflectionDialog()).toBeTruthy();
    expect(posts(calls, `/api/emotional-sessions/${SESSION_ID}/complete`)).toHaveLength(0);
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

describe('once per visit, across tabs', () => {
  it('a second tab opened during the visit asks nothing; two tabs loading together ask once', async () => {
    fakeApi(routes());
    await load();
    await load(); // a second tab, at the same moment
    await wait(LOGIN_CHECKIN_DELAY_MS);
    expect(screen.getAllByRole('dialog', { name: 'How are you feeling?' })).toHaveLength(1);
    await checkIn('Joy');
    cleanup();

    await wait(10 * MINUTE);
    await load(); // a third tab, ten minutes later
    await wait(5 * LOGIN_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeNull();
  });

  it('coming back after the visit ended, the exit check-in is asked once, in whichever tab loads first', async () => {
    const calls = fakeApi(routes());
    const first = await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Joy');
    hideTab();
    first.unmount();
    visibility = 'visible';

    await wait(IDLE_TIMEOUT_MS + MINUTE);
    await load(); // a tab, back after a while
    await wait(EXIT_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeTruthy();
    await checkIn('Calmness');
    await load(); // and one more
    await wait(5 * LOGIN_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeNull();
    expect(
      posts(calls, '/api/emotional-checkins').map(
        (call) => (call.body as { checkInType: string }).checkInType,
      ),
    ).toEqual(['pre', 'post-post']);
  });

  it('a new visit begins after 30 minutes without activity, and asks again', async () => {
    fakeApi(routes());
    const first = await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Joy');
    first.unmount();

    await wait(IDLE_TIMEOUT_MS + MINUTE);
    await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeTruthy();
  });

  it('activity in any tab keeps the visit going past 30 minutes', async () => {
    fakeApi(routes());
    const first = await load();
    await wait(LOGIN_CHECKIN_DELAY_MS);
    await checkIn('Joy');
    for (let step = 0; step < 4; step += 1) {
      await wait(20 * MINUTE);
      fireEvent.keyDown(document.body, { key: 'a' });
    }
    first.unmount();
    await wait(20 * MINUTE);
    await load();
    await wait(5 * LOGIN_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeNull();
  });

  it("a session's reflection shown in one tab is not asked again in another", async () => {
    promptVisit(window.localStorage, aUser('youth').id).markPreShown();
    fakeApi(
      routes({
        'GET /api/emotional-sessions/active': {
          status: 200,
          body: [aSession({ id: SESSION_ID, hasPostCheckin: true, hasPostPostCheckin: false })],
        },
      }),
    );
    const first = await load();
    hideTab();
    await wait(0);
    expect(reflectionDialog()).toBeTruthy();
    first.unmount(); // closed without answering
    visibility = 'visible';

    await load(); // another tab, in the same visit
    await wait(5 * LOGIN_CHECKIN_DELAY_MS);
    expect(quickDialog()).toBeNull();
    hideTab();
    await wait(0);
    expect(reflectionDialog()).toBeNull();
  });
});
