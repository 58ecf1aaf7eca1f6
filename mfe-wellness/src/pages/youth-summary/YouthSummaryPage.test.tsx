import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { aYouthSummary } from '../../checkins/testing/fixtures.js';
import { MySummaryCard } from './MySummaryCard.js';
import { YouthSummaryPage } from './YouthSummaryPage.js';

const riley = aYouthSummary({
  firstName: 'Riley',
  habits7d: { completed: 12, total: 35, percent: 34 },
  checkIns7d: { chosen: 3, prompted: 12 },
  intensity: { direction: 'steady', average: 5.25 },
  practicesThisWeek: 1,
});

const figure = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term).nextElementSibling?.textContent;

describe('the youth summary for parents', () => {
  it('shows each linked youth in aggregates only', async () => {
    fakeApi({
      'GET /api/user': { status: 200, body: aUser('parent') },
      'GET /api/wellness/youth-summaries': { status: 200, body: [riley] },
    });
    renderPage(<YouthSummaryPage />);
    const summary = await screen.findByRole('article', { name: 'Riley' });
    expect(figure(summary, 'Habits, last 7 days')).toBe('12 of 35 (34%)');
    // Answers to the app's reminders never read as Riley reaching out: they are counted apart.
    expect(figure(summary, 'Check-ins, last 7 days')).toBe(
      "3 check-ins Riley chose to make, and 12 answers to the app's reminders",
    );
    expect(figure(summary, 'Average intensity, every check-in')).toBe('5.3/10');
    expect(figure(summary, 'Trend')).toBe('Holding steady');
    expect(figure(summary, 'Practices this week')).toBe('1 practice');
    expect(within(summary).getAllByRole('term')).toHaveLength(5);
  });

  it('explains how to link when nobody is linked yet', async () => {
    fakeApi({
      'GET /api/user': { status: 200, body: aUser('parent') },
      'GET /api/wellness/youth-summaries': { status: 200, body: [] },
    });
    renderPage(<YouthSummaryPage />);
    expect(await screen.findByText('No linked youth yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile Settings → Family links' })).toBeTruthy();
  });

  it('says kindly when the summaries cannot load', async () => {
    fakeApi({
      'GET /api/user': { status: 200, body: aUser('parent') },
      'GET /api/wellness/youth-summaries': { status: 503, statusText: 'Service Unavailable' },
    });
    renderPage(<YouthSummaryPage />);
    expect(await screen.findByText("We couldn't load the youth summaries")).toBeTruthy();
  });
});

describe("'What your parent can see', for youth", () => {
  it('shows the youth exactly the row a linked parent sees', async () => {
    fakeApi({
      'GET /api/user': { status: 200, body: aUser('youth', { firstName: 'Riley' }) },
      'GET /api/wellness/my-summary': { status: 200, body: riley },
    });
    const mine = renderPage(<MySummaryCard />);
    expect(screen.getByRole('heading', { name: 'What your parent can see' })).toBeTruthy();
    const own = (await screen.findByRole('article', { name: 'Riley' })).innerHTML;
    mine.unmount();

    fakeApi({
      'GET /api/user': { status: 200, body: aUser('parent') },
      'GET /api/wellness/youth-summaries': { status: 200, body: [riley] },
    });
    renderPage(<YouthSummaryPage />);
    expect((await screen.findByRole('article', { name: 'Riley' })).innerHTML).toBe(own);
  });
});
