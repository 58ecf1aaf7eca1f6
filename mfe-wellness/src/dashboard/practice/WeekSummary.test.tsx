import { renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { WeeklyBar } from './WeekSummary.js';

describe('the weekly progress bar', () => {
  it.each([
    [0, '0 of 7 practices this week', '0'],
    [3, '3 of 7 practices this week', '43'],
    [7, '7 practices this week: weekly goal of 7 reached', '100'],
    // Never "8 of 7" (issue 19): the count goes on, the bar stays full.
    [8, '8 practices this week: weekly goal of 7 reached', '100'],
  ])('%i practices read "%s" with the bar at %s %%', (count, words, percent) => {
    renderPage(<WeeklyBar practicesThisWeek={count} />);
    expect(screen.getByText(words)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Weekly progress' }).getAttribute('aria-valuenow')).toBe(
      percent,
    );
  });
});
