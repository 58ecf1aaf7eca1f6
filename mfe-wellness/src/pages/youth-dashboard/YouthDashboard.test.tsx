import type { Habit } from '@heartwise/contracts';
import { aUser, fakeApi, renderPage } from '@heartwise/ui-kit/testing';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { YouthDashboard } from './YouthDashboard.js';

const habit = (habitType: Habit['habitType'], completed: boolean, n: number): Habit => ({
  id: `5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0b0${n}`,
  habitType,
  completed,
  date: '2026-11-21',
  frequency: 'daily',
  createdAt: '2026-11-21T07:00:00.000Z',
});

// The server's order is not the display order.
const habits = [
  habit('sleep', true, 1),
  habit('water', true, 2),
  habit('exercise', false, 3),
  habit('outdoor', false, 4),
  habit('nutrition', false, 5),
];

describe('the youth dashboard', () => {
  it('greets the youth by first name', async () => {
    fakeApi({
      'GET /api/user': { status: 200, body: aUser('youth', { firstName: 'Sam' }) },
      'GET /api/habits': 'pending',
    });
    renderPage(<YouthDashboard />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam!' })).toBeTruthy();
  });

  it("calls someone without a first name 'Friend'", async () => {
    fakeApi({
      'GET /api/user': { status: 200, body: aUser('youth', { firstName: null }) },
      'GET /api/habits': 'pending',
    });
    renderPage(<YouthDashboard />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Friend!'),
    );
  });

  it('shows five placeholder cards while the habits load', () => {
    fakeApi({ 'GET /api/user': { status: 200, body: aUser() }, 'GET /api/habits': 'pending' });
    renderPage(<YouthDashboard />);
    const placeholders = screen.getByText('Loading your habits...').nextElementSibling;
    expect(placeholders?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholders?.children).toHaveLength(5);
  });

  it("shows today's five habits in order, with the question for each and 'N of M completed'", async () => {
    const calls = fakeApi({
      'GET /api/user': { status: 200, body: aUser() },
      'GET /api/habits': { status: 200, body: habits },
    });
    renderPage(<YouthDashboard />);
    expect(await screen.findByText('2 of 5 completed')).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Water Intake', 'Exercise', 'Outdoor Time', 'Healthy Eating', 'Sleep Quality']);
    const water = screen.getByText('Water Intake').closest('li');
    expect(water && within(water).getByText('Did you drink 8 glasses of water today?')).toBeTruthy();
    expect(water && within(water).getByText('Completed! ✓')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/habits')?.headers['x-timezone']).toBeTruthy();
  });

  it('says kindly when the habits cannot be loaded', async () => {
    fakeApi({
      'GET /api/user': { status: 200, body: aUser() },
      'GET /api/habits': { status: 503, statusText: 'Service Unavailable' },
    });
    renderPage(<YouthDashboard />);
    expect(await screen.findByText("We couldn't load today's habits")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
