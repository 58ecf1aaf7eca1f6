import { encouragement, type TrendPoint } from '@heartwise/contracts';
import type { FakeReply, FakeRoute } from '@heartwise/web-runtime/testing';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { anOverview, trendOf } from '../checkins/testing/fixtures.js';
import { WellnessTrendCard } from './WellnessTrendCard.js';

function routes(trend: FakeRoute, habits7d = { completed: 20, total: 35 }): Record<string, FakeRoute> {
  return {
    'GET /api/user': { status: 200, body: aUser() },
    'GET /api/emotional-checkins/trend': trend,
    'GET /api/wellness/overview': { status: 200, body: anOverview({ habits7d }) },
  };
}

const figure = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('the Wellness Trend card', () => {
  it('says it is loading', () => {
    fakeApi(routes('pending'));
    renderPage(<WellnessTrendCard />);
    expect(screen.getByRole('status').textContent).toBe('Loading your wellness trend...');
  });

  it('invites a first check-in before there is any', async () => {
    fakeApi(routes({ status: 200, body: [] }));
    renderPage(<WellnessTrendCard />);
    expect(await screen.findByText('Start your wellness journey!')).toBeTruthy();
    expect(screen.getByText('Complete a few emotional check-ins to see your wellness trend.')).toBeTruthy();
    expect(screen.queryByTestId('trend-bar')).toBeNull();
  });

  it('draws the last 7 check-ins as bars of intensity out of 10, with the same data as a table', async () => {
    const trend = trendOf(
      ['joy', 2],
      ['fear', 8],
      ['joy', 3],
      ['anxiety', 6],
      ['calmness', 1],
      ['joy', 5],
      ['anger', 10],
    );
    fakeApi(routes({ status: 200, body: trend }));
    renderPage(<WellnessTrendCard />);
    await screen.findByText(/^Average intensity, last/);
    const bars = screen.getAllByTestId('trend-bar');
    expect(bars.map((bar) => bar.style.height)).toEqual(['20%', '80%', '30%', '60%', '10%', '50%', '100%']);
    const table = screen.getByRole('table', { name: 'Your last 7 check-ins, oldest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(within(rows[1] as HTMLElement).getByText('Fear')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('8 out of 10, Super strong')).toBeTruthy();
  });

  it('labels each bar with its time, and with its day where the day changes', async () => {
    const at = (local: string, emotion: string, intensity: number): TrendPoint =>
      ({
        ...trendOf([emotion, intensity])[0],
        createdAt: new Date(local).toISOString(),
      }) as TrendPoint;
    const sameDay = [
      at('2026-11-24T08:05:00', 'joy', 3),
      at('2026-11-24T12:30:00', 'joy', 4),
      at('2026-11-24T19:45:00', 'joy', 5),
    ];
    const nextDay = at('2026-11-25T09:00:00', 'calmness', 2);
    fakeApi(routes({ status: 200, body: [...sameDay, nextDay] }));
    renderPage(<WellnessTrendCard />);
    await screen.findByText(/^Average intensity, last 4 check-ins/);
    const labels = screen
      .getAllByTestId('trend-bar')
      .map((bar) => bar.closest('li')?.lastElementChild?.textContent);
    const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { timeStyle: 'short' });
    const day = (iso: string) =>
      new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
    const [first, second, third] = sameDay.map((point) => point.createdAt);
    expect(labels).toEqual([
      `${time(first ?? '')}${day(first ?? '')}`,
      time(second ?? ''),
      time(third ?? ''),
      `${time(nextDay.createdAt)}${day(nextDay.createdAt)}`,
    ]);
  });

  it('shows the average to one decimal, the most common feeling, fears found and the 7-day habits', async () => {
    const trend = trendOf(
      ['joy', 2],
      ['fear', 8],
      ['joy', 3],
      ['anxiety', 6],
      ['calmness', 1],
      ['joy', 5],
      ['anger', 5],
    );
    fakeApi(routes({ status: 200, body: trend }, { completed: 20, total: 35 }));
    renderPage(<WellnessTrendCard />);
    await screen.findByText('Average intensity, last 7 check-ins');
    expect(figure('Average intensity, last 7 check-ins')).toBe('4.3/10');
    expect(figure('Most common feeling')).toBe('Joy');
    expect(figure('Check-ins naming fear or anxiety')).toBe('2 of 7');
    expect(figure('Habit completion')).toBe('57%');
    expect(figure('Habits completed')).toBe('20');
    expect(figure('Total habits')).toBe('35');
    expect(screen.getByText(encouragement(4.3, 57))).toBeTruthy();
  });

  it.each([
    ['Amazing! You', trendOf(['calmness', 2], ['joy', 3], ['relief', 4]), { completed: 25, total: 35 }], // 3.0, 71 %
    ["You're doing well", trendOf(['joy', 5], ['interest', 6], ['awe', 6]), { completed: 18, total: 35 }], // 5.7, 51 %
    [
      'Great job with your daily habits!',
      trendOf(['anger', 8], ['fear', 9], ['anxiety', 7]),
      { completed: 29, total: 35 },
    ], // 8.0, 83 %
    [
      'Every small step counts',
      trendOf(['anger', 8], ['fear', 9], ['anxiety', 7]),
      { completed: 28, total: 35 },
    ], // 8.0, 80 %
  ])('encourages with "%s..." when the check-ins and habits say so', async (opening, trend, habits7d) => {
    fakeApi(routes({ status: 200, body: trend }, habits7d));
    renderPage(<WellnessTrendCard />);
    const message = await screen.findByText((text) => text.startsWith(opening));
    expect(message.tagName).toBe('P');
  });

  it('says kindly when the trend cannot load, with a way to try again', async () => {
    let answer: FakeReply = { status: 503, statusText: 'Service Unavailable' };
    fakeApi(routes(() => answer));
    renderPage(<WellnessTrendCard />);
    expect(await screen.findByText("We couldn't load your wellness trend.")).toBeTruthy();
    answer = { status: 200, body: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Start your wellness journey!')).toBeTruthy();
  });
});
