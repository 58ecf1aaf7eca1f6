import { renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { aYouthSummary } from '../checkins/testing/fixtures.js';
import { SummaryCard } from './SummaryCard.js';

const figure = (term: string) =>
  within(screen.getByRole('article')).getByText(term).nextElementSibling?.textContent;

describe("a linked youth's intensity on the parent's summary", () => {
  it('with one or two check-ins this week, says there are not enough yet for an average, and why', () => {
    // svc-wellness sends no average under 3 check-ins: one would be that check-in's exact intensity.
    renderPage(
      <SummaryCard
        summary={aYouthSummary({
          firstName: 'Riley',
          checkIns7d: { chosen: 1, prompted: 0 },
          intensity: { direction: 'not-enough-data', average: null },
        })}
      />,
    );
    expect(figure('Average intensity, every check-in')).toBe(
      'Not enough check-ins yet to show an average' +
        'An average shows once there are 3 check-ins in a week.',
    );
    expect(figure('Trend')).toBe('Not enough check-ins yet to see a trend');
    expect(screen.queryByText(/\/10/)).toBeNull();
  });

  it('before any check-in, says so; with enough, shows the average to one decimal', () => {
    const view = renderPage(
      <SummaryCard
        summary={aYouthSummary({
          checkIns7d: { chosen: 0, prompted: 0 },
          intensity: { direction: 'not-enough-data', average: null },
        })}
      />,
    );
    expect(figure('Average intensity, every check-in')).toBe('No check-ins yet');
    view.unmount();

    renderPage(
      <SummaryCard
        summary={aYouthSummary({
          checkIns7d: { chosen: 2, prompted: 1 },
          intensity: { direction: 'not-enough-data', average: 5 },
        })}
      />,
    );
    expect(figure('Average intensity, every check-in')).toBe('5.0/10');
  });
});
