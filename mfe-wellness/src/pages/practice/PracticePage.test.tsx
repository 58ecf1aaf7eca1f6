import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { aCompletion, wellnessRoutes } from '../../dashboard/testing/fixtures.js';
import { PracticePage } from './PracticePage.js';

describe('the practice page', () => {
  it('shows the practice activities and says when there is no history yet', async () => {
    fakeApi(wellnessRoutes());
    renderPage(<PracticePage />);
    expect(screen.getByRole('heading', { name: 'Practice', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Start a Micro-Activity' })).toBeTruthy();
    expect(await screen.findByText('No practices yet')).toBeTruthy();
  });

  it('lists past practices by local day, newest first, with what was written shown as text', async () => {
    fakeApi(
      wellnessRoutes({
        'GET /api/micro-activities/completions': {
          status: 200,
          body: [
            aCompletion('humor', {
              date: '2026-11-21',
              completedAt: '2026-11-21T18:00:00.000Z',
              response: '<b>My cat</b> fell off the sofa',
            }),
            aCompletion('verify', {
              date: '2026-11-21',
              completedAt: '2026-11-21T09:00:00.000Z',
              response: 'Question: Are thoughts 100% true? Answer: no\n\nResponse: I can try again',
            }),
            // Saved just after midnight in the person's own zone: their 20th, though UTC says the 19th.
            aCompletion('gratitude', {
              date: '2026-11-20',
              completedAt: '2026-11-19T23:30:00.000Z',
              response: 'Sunshine',
            }),
          ],
        },
      }),
    );
    renderPage(<PracticePage />);
    const history = await screen.findByRole('region', { name: 'Your practice history' });
    const days = await within(history).findAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual([
      new Date('2026-11-21T00:00:00Z').toLocaleDateString(undefined, {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
      new Date('2026-11-20T00:00:00Z').toLocaleDateString(undefined, {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    ]);
    expect(
      within(history)
        .getAllByRole('heading', { level: 4 })
        .map((entry) => entry.textContent),
    ).toEqual(['Find a Smile', 'Verify Your Thoughts', 'Notice Something Good']);
    // Shown as the words typed, never as markup.
    expect(within(history).getByText('<b>My cat</b> fell off the sofa')).toBeTruthy();
    expect(history.querySelector('b')).toBeNull();
  });

  it('says kindly when the history cannot be loaded', async () => {
    fakeApi(wellnessRoutes({ 'GET /api/micro-activities/completions': { status: 500 } }));
    renderPage(<PracticePage />);
    expect(await screen.findByText("We couldn't load your practice history")).toBeTruthy();
  });
});
