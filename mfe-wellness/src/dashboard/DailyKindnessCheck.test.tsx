import { dismissToast } from '@heartwise/ui-kit';
import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DailyKindnessCheck } from './DailyKindnessCheck.js';
import { wellnessRoutes } from './testing/fixtures.js';

afterEach(() => dismissToast());

const toggleFor = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^(Mark as done|Done today) for ${title}$`) });
const titles = ['Baby Me', 'Body Thanks', 'Strong Me', 'Kindness for Me', 'Thoughts of Kindness'];

describe('the Daily Kindness Check', () => {
  it("shows the five activities with today's completed ones pressed", async () => {
    fakeApi(
      wellnessRoutes({ 'GET /api/daily-compassion-check': { status: 200, body: ['strong-me', 'baby-me'] } }),
    );
    renderPage(<DailyKindnessCheck />);
    await screen.findByRole('heading', { name: 'Baby Me' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      titles,
    );
    expect(screen.getByText('Remember a time you got through something hard.')).toBeTruthy();
    expect(titles.map((title) => toggleFor(title).getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(screen.queryByText('Amazing work!')).toBeNull();
  });

  it("asks 'Mark as done' of an activity still to do, and says '✓ Done today' only once it is done", async () => {
    fakeApi(wellnessRoutes());
    renderPage(<DailyKindnessCheck />);
    const todo = await screen.findByRole('button', { name: 'Mark as done for Baby Me' });
    expect(todo.getAttribute('aria-pressed')).toBe('false');
    expect(todo.textContent).toBe('Mark as done for Baby Me');
    expect(screen.queryByText(/○|Done today/)).toBeNull();

    fireEvent.click(todo);
    const done = await screen.findByRole('button', { name: 'Done today for Baby Me' });
    expect(done.getAttribute('aria-pressed')).toBe('true');
    // The tick is seen, not read: the pressed state says it to a screen reader.
    expect(done.textContent).toBe('✓ Done today for Baby Me');
    expect(done.querySelector('[aria-hidden="true"]')?.textContent).toBe('✓');
    expect(screen.getByRole('button', { name: 'Mark as done for Strong Me' })).toBeTruthy();
  });

  it('marks an activity at once, before the server has answered', async () => {
    const calls = fakeApi(wellnessRoutes({ 'POST /api/daily-compassion-check/toggle': 'pending' }));
    renderPage(<DailyKindnessCheck />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done for Body Thanks' }));
    await waitFor(() => expect(toggleFor('Body Thanks').getAttribute('aria-pressed')).toBe('true'));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/daily-compassion-check/toggle',
      body: { activityId: 'body-thanks' },
    });
  });

  it("then shows the server's list: what it says is done today is what shows", async () => {
    let serverList: string[] = [];
    fakeApi(
      wellnessRoutes({
        'GET /api/daily-compassion-check': () => ({ status: 200, body: serverList }),
        'POST /api/daily-compassion-check/toggle': () => {
          // Meanwhile 'Strong Me' was done on another device.
          serverList = ['body-thanks', 'strong-me'];
          return { status: 200, body: serverList };
        },
      }),
    );
    renderPage(<DailyKindnessCheck />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done for Body Thanks' }));
    await waitFor(() => expect(toggleFor('Strong Me').getAttribute('aria-pressed')).toBe('true'));
    expect(toggleFor('Body Thanks').getAttribute('aria-pressed')).toBe('true');
  });

  it("says 'Amazing work!' once all five are done, thanking after each, and reloads from the server", async () => {
    const calls = fakeApi(wellnessRoutes());
    renderPage(<DailyKindnessCheck />);
    await screen.findByRole('heading', { name: 'Baby Me' });
    for (const title of titles) {
      fireEvent.click(toggleFor(title));
      await waitFor(() => expect(toggleFor(title).getAttribute('aria-pressed')).toBe('true'));
    }
    expect(await screen.findByText('Amazing work!')).toBeTruthy();
    expect(screen.getByText('Your compassion practice has been updated.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/daily-compassion-check').length).toBeGreaterThan(1),
    );
    // Undoing one takes the message away.
    fireEvent.click(toggleFor('Strong Me'));
    await waitFor(() => expect(screen.queryByText('Amazing work!')).toBeNull());
    expect(toggleFor('Strong Me').getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the activity back and says so when the toggle fails', async () => {
    fakeApi(
      wellnessRoutes({
        'POST /api/daily-compassion-check/toggle': { status: 503, statusText: 'Service Unavailable' },
      }),
    );
    renderPage(<DailyKindnessCheck />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done for Baby Me' }));
    expect(await screen.findByText('Failed to update activity. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() => expect(toggleFor('Baby Me').getAttribute('aria-pressed')).toBe('false'));
  });

  it('says kindly when the check cannot be loaded', async () => {
    fakeApi(wellnessRoutes({ 'GET /api/daily-compassion-check': { status: 500 } }));
    renderPage(<DailyKindnessCheck />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load your kindness check")).toBeTruthy();
  });
});
