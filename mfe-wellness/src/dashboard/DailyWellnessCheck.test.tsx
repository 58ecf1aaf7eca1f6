import { habitChallenges } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DailyWellnessCheck } from './DailyWellnessCheck.js';
import { loginNavigation } from '@heartwise/web-runtime';
import { aHabit, todaysHabits, wellnessRoutes } from './testing/fixtures.js';

afterEach(() => {
  dismissToast();
  jest.restoreAllMocks();
});

const cardOf = (title: string) => {
  const card = screen.getByRole('heading', { name: title, level: 3 }).closest('li');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
};
const markComplete = (title: string) =>
  fireEvent.click(within(cardOf(title)).getByRole('button', { name: /^Mark Complete/ }));

describe('the Daily Wellness Check', () => {
  it('shows five placeholder cards while the habits load', () => {
    fakeApi(wellnessRoutes({ 'GET /api/habits': 'pending' }));
    renderPage(<DailyWellnessCheck />);
    const placeholders = screen.getByText('Loading your habits...').nextElementSibling;
    expect(placeholders?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholders?.children).toHaveLength(5);
  });

  it("shows today's five habits in SPEC order, each with its question and a labelled toggle", async () => {
    const calls = fakeApi(
      wellnessRoutes({ 'GET /api/habits': { status: 200, body: todaysHabits('water', 'sleep') } }),
    );
    renderPage(<DailyWellnessCheck />);
    expect(await screen.findByText('2 of 5 completed')).toBeTruthy();
    const habitTitles = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
      .slice(0, 5);
    expect(habitTitles).toEqual([
      'Water Intake',
      'Exercise',
      'Outdoor Time',
      'Healthy Eating',
      'Sleep Quality',
    ]);
    expect(within(cardOf('Water Intake')).getByText('Did you drink 8 glasses of water today?')).toBeTruthy();
    const done = within(cardOf('Water Intake')).getByRole('button', {
      name: 'Completed! ✓ for Water Intake',
    });
    expect(done.getAttribute('aria-pressed')).toBe('true');
    const todo = within(cardOf('Exercise')).getByRole('button', { name: 'Mark Complete for Exercise' });
    expect(todo.getAttribute('aria-pressed')).toBe('false');
    expect(calls.find((call) => call.url === '/api/habits')?.headers['x-timezone']).toBeTruthy();
  });

  it("reads '3 of 5 completed' after marking three habits, saving each and cheering", async () => {
    const calls = fakeApi(wellnessRoutes());
    renderPage(<DailyWellnessCheck />);
    expect(await screen.findByText('0 of 5 completed')).toBeTruthy();

    markComplete('Water Intake');
    markComplete('Exercise');
    markComplete('Sleep Quality');

    expect(await screen.findByText('3 of 5 completed')).toBeTruthy();
    expect(await screen.findByText('Keep building those healthy habits! 🌟')).toBeTruthy();
    expect(screen.getByText('Great job!')).toBeTruthy();
    await waitFor(() =>
      expect(within(cardOf('Sleep Quality')).getByRole('button', { name: /Completed! ✓/ })).toBeTruthy(),
    );
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => [call.url, call.body])).toEqual([
      [`/api/habits/${aHabit('water').id}/complete`, { completed: true }],
      [`/api/habits/${aHabit('exercise').id}/complete`, { completed: true }],
      [`/api/habits/${aHabit('sleep').id}/complete`, { completed: true }],
    ]);
  });

  it('marks a done habit not done again', async () => {
    const calls = fakeApi(
      wellnessRoutes({ 'GET /api/habits': { status: 200, body: todaysHabits('outdoor') } }),
    );
    renderPage(<DailyWellnessCheck />);
    await screen.findByText('1 of 5 completed');
    fireEvent.click(within(cardOf('Outdoor Time')).getByRole('button', { name: /Completed! ✓/ }));
    expect(await screen.findByText('0 of 5 completed')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ completed: false });
  });

  it('puts the habit back and says so when the save fails', async () => {
    fakeApi(
      wellnessRoutes({
        [`PATCH /api/habits/${aHabit('water').id}/complete`]: { status: 500, body: { message: 'Boom' } },
      }),
    );
    renderPage(<DailyWellnessCheck />);
    await screen.findByText('0 of 5 completed');
    markComplete('Water Intake');
    expect(await screen.findByText('Failed to update habit. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('0 of 5 completed')).toBeTruthy();
    expect(within(cardOf('Water Intake')).getByRole('button', { name: /^Mark Complete/ })).toBeTruthy();
  });

  it('sends someone whose session ended to /api/login, 500 ms after saying so', async () => {
    const assign = jest.spyOn(loginNavigation, 'assign').mockImplementation(() => undefined);
    fakeApi(
      wellnessRoutes({
        [`PATCH /api/habits/${aHabit('water').id}/complete`]: {
          status: 401,
          statusText: 'Unauthorized',
          body: { message: 'Please sign in to continue.' },
        },
      }),
    );
    renderPage(<DailyWellnessCheck />);
    await screen.findByText('0 of 5 completed');
    markComplete('Water Intake');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 10_000 });
  });

  it("offers Today's Challenge only while a habit is left, drawn from the ones not done", async () => {
    fakeApi(
      wellnessRoutes({
        'GET /api/habits': { status: 200, body: todaysHabits('water', 'exercise', 'sleep') },
      }),
    );
    renderPage(<DailyWellnessCheck />);
    await screen.findByText('3 of 5 completed');
    const challenge = cardOf("Today's Challenge");

    fireEvent.click(within(challenge).getByRole('button', { name: 'Get My Challenge' }));
    const status = within(challenge).getByRole('status');
    expect(status.textContent).toContain('Outdoor Time');
    expect(status.textContent).toContain(habitChallenges.outdoor);

    fireEvent.click(within(challenge).getByRole('button', { name: 'Another Challenge' }));
    expect(status.textContent).toContain('Healthy Eating');
    expect(status.textContent).toContain(habitChallenges.nutrition);
    // Never one for a habit already done today.
    for (const done of ['water', 'exercise', 'sleep'] as const)
      expect(status.textContent).not.toContain(habitChallenges[done]);

    markComplete('Healthy Eating');
    await screen.findByText('4 of 5 completed');
    // Its habit is done, so that challenge is over; the last one left is offered.
    expect(status.textContent).toBe('');
    fireEvent.click(within(challenge).getByRole('button', { name: 'Get My Challenge' }));
    expect(status.textContent).toContain(habitChallenges.outdoor);

    markComplete('Outdoor Time');
    await screen.findByText('5 of 5 completed');
    expect(screen.queryByRole('heading', { name: "Today's Challenge" })).toBeNull();
  });
});
