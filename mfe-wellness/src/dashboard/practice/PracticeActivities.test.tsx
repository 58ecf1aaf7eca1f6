import { composeVerifyResponse, verifyPrompts, verifyQuestion } from '@heartwise/contracts';
import type { MicroActivityCompletion } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  aCompletion,
  anOverview,
  SESSION_ID,
  TODAY,
  todaysPractice,
  wellnessRoutes,
} from '../testing/fixtures.js';
import { PracticeActivities } from './PracticeActivities.js';

afterEach(() => dismissToast());

const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog');
const typeResponse = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

/** A server that remembers saved practices: today's list, the week's figures and the completions follow. */
function practiceServer(earlier: MicroActivityCompletion[] = [], overrides: Record<string, FakeRoute> = {}) {
  const saved = [...earlier];
  const today = () => saved.filter((completion) => completion.date === TODAY);
  const byType = () =>
    Object.fromEntries(
      ['verify', 'gratitude', 'reframe', 'optimism', 'humor'].map((type) => [
        type,
        saved.filter((completion) => completion.activityType === type).length,
      ]),
    );
  return fakeApi(
    wellnessRoutes({
      'GET /api/micro-activities/today': () => ({ status: 200, body: todaysPractice(today()) }),
      'GET /api/micro-activities/completions': () => ({ status: 200, body: [...saved].reverse() }),
      'GET /api/wellness/overview': () => ({
        status: 200,
        body: anOverview({
          practicesToday: today().length,
          practicesThisWeek: saved.length,
          byType: byType(),
        }),
      }),
      'POST /api/micro-activities/complete': (call) => {
        const { activityType, response } = call.body as Pick<
          MicroActivityCompletion,
          'activityType' | 'response'
        >;
        const completion = aCompletion(activityType, { response });
        saved.push(completion);
        return { status: 201, body: completion };
      },
      ...overrides,
    }),
  );
}

describe('the Practice Activities card', () => {
  it('invites a first practice when none is done today', async () => {
    practiceServer();
    renderPage(<PracticeActivities />);
    expect(
      screen.getByText('Try a quick activity to help you feel calm and kind to yourself today.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Start a Micro-Activity' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose Practice' })).toBeTruthy();
    expect(screen.getByText(/Rest is progress too/)).toBeTruthy();
    expect(screen.queryByText('Nice work today!')).toBeNull();
  });

  it("cheers and counts today's practices once one is done", async () => {
    practiceServer([aCompletion('gratitude'), aCompletion('humor')]);
    renderPage(<PracticeActivities />);
    expect(await screen.findByText('Nice work today!')).toBeTruthy();
    expect(screen.getByText("You've done 2 practices today.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep Practicing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Weekly Progress' })).toBeTruthy();
  });

  it("'Choose Practice' shows the five practices, and choosing one opens its prompt", async () => {
    practiceServer();
    renderPage(<PracticeActivities />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Practice' }));
    const grid = within(dialog()).getByRole('list', { name: 'Practices' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toHaveLength(5);
    expect(within(dialog()).getByRole('heading', { name: 'Choose a Practice' })).toBeTruthy();
    fireEvent.click(within(grid).getByRole('button', { name: 'Notice Something Good' }));
    expect(within(dialog()).getByRole('heading', { name: 'Notice Something Good' })).toBeTruthy();
    expect(
      within(dialog()).getByLabelText('What is one thing, big or small, that you are thankful for today?'),
    ).toBeTruthy();
    const save = within(dialog()).getByRole('button', { name: 'Save & Next' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
  });

  it("Verify on the 'yes' branch saves SPEC's composed response and shows 'Amazing Work!' with the weekly bar", async () => {
    const calls = practiceServer([aCompletion('gratitude', { date: '2026-11-17' })]);
    renderPage(<PracticeActivities />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a Micro-Activity' }));

    expect(within(dialog()).getByRole('heading', { name: 'Verify Your Thoughts' })).toBeTruthy();
    expect(within(dialog()).getByRole('radiogroup', { name: verifyQuestion })).toBeTruthy();
    // No text step and no save button until the question is answered.
    expect(within(dialog()).getByText('Please answer the question above to continue')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Save & Next' })).toBeNull();
    expect(within(dialog()).queryByRole('textbox')).toBeNull();

    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Yes' }));
    expect(within(dialog()).queryByText('Please answer the question above to continue')).toBeNull();
    typeResponse(verifyPrompts.yes, '  Take a walk and text my sister  ');
    press('Save & Next');

    expect(await screen.findByRole('heading', { name: 'Amazing Work!' })).toBeTruthy();
    expect(within(dialog()).getByText('You completed the Verify Your Thoughts practice.')).toBeTruthy();
    const saves = calls.filter((call) => call.method === 'POST');
    expect(saves.map((call) => call.body)).toEqual([
      {
        activityType: 'verify',
        response: composeVerifyResponse('yes', 'Take a walk and text my sister'),
        shareAnonymously: false,
      },
    ]);
    expect(composeVerifyResponse('yes', 'x')).toBe(
      'Question: Are thoughts 100% true? Answer: yes\n\nResponse: x',
    );

    // The week, fresh from the server: 2 practices this week → 2/7 → 29 %.
    const bar = await within(dialog()).findByRole('progressbar', { name: 'Weekly progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('29'));
    expect(within(dialog()).getByText('2 of 7 practices this week')).toBeTruthy();
    const counts = within(dialog()).getByRole('list', { name: 'This week by practice' });
    expect(within(counts).getByText('Verify Your Thoughts').nextSibling?.textContent).toBe('1 time');
    expect(within(counts).getByText('Notice Something Good').nextSibling?.textContent).toBe('1 time');
    expect(within(counts).getByText('Find a Smile').nextSibling?.textContent).toBe('0 times');

    // Everything under /api/micro-activities was refreshed: the card now cheers.
    expect(await screen.findByText('Nice work today!')).toBeTruthy();

    press('Keep Practicing');
    expect(within(dialog()).getByRole('heading', { name: 'Choose a Practice' })).toBeTruthy();
  });

  it("Verify on the 'no' branch asks to say the thought another way", async () => {
    const calls = practiceServer();
    renderPage(<PracticeActivities />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a Micro-Activity' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'No' }));
    typeResponse(verifyPrompts.no, 'Sometimes I get things right');
    press('Save & Next');
    await screen.findByRole('heading', { name: 'Amazing Work!' });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      response: composeVerifyResponse('no', 'Sometimes I get things right'),
    });
  });

  it('asks for words when only spaces were written, and sends nothing', async () => {
    const calls = practiceServer();
    renderPage(<PracticeActivities />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Practice' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Find a Smile' }));
    typeResponse('What made you smile or laugh recently? Write it down so you can smile again.', '   ');
    press('Save & Next');
    expect(await screen.findByText('Please write something')).toBeTruthy();
    expect(screen.getByText('Share your thoughts to complete this activity.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("says 'Saving...' while the practice is on its way", async () => {
    practiceServer([], { 'POST /api/micro-activities/complete': 'pending' });
    renderPage(<PracticeActivities />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Practice' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Look at It Another Way' }));
    typeResponse(
      'Think of something that went wrong. What would you say to a friend it happened to?',
      'It happens to everyone',
    );
    press('Save & Next');
    const saving = await within(dialog()).findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the words and says so when the save fails', async () => {
    practiceServer([], { 'POST /api/micro-activities/complete': { status: 500, body: { message: 'Boom' } } });
    renderPage(<PracticeActivities />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Practice' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Something to Look Forward To' }));
    const prompt = 'What is one thing you are looking forward to this week, and why?';
    typeResponse(prompt, 'The weekend');
    press('Save & Next');
    expect(await screen.findByText('Failed to save activity. Please try again.')).toBeTruthy();
    expect((within(dialog()).getByLabelText(prompt) as HTMLTextAreaElement).value).toBe('The weekend');
  });

  it("'Skip' closes the dialog and the next opening starts fresh", async () => {
    practiceServer();
    renderPage(<PracticeActivities />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a Micro-Activity' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Yes' }));
    typeResponse(verifyPrompts.yes, 'half a thought');
    press('Skip');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the button that opened it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start a Micro-Activity' })),
    );
    press('Start a Micro-Activity');
    expect(within(dialog()).getByText('Please answer the question above to continue')).toBeTruthy();
    expect(within(dialog()).getByRole('radio', { name: 'Yes' }).getAttribute('aria-checked')).toBe('false');
  });

  it("'View Weekly Progress' shows this week's practices per day and per type, and habits per day", async () => {
    practiceServer([
      aCompletion('gratitude', { date: '2026-11-16' }),
      aCompletion('gratitude', { date: '2026-11-18' }),
      aCompletion('humor', { date: '2026-11-18' }),
      aCompletion('verify'),
    ]);
    renderPage(<PracticeActivities />);
    fireEvent.click(await screen.findByRole('button', { name: 'View Weekly Progress' }));
    const week = dialog();
    expect(within(week).getByRole('heading', { name: 'Your Weekly Progress' })).toBeTruthy();
    const table = await within(week).findByRole('table', { name: 'Day by day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    const cells = rows.map((row) => [...row.children].map((cell) => cell.textContent));
    expect(cells[0]).toEqual(['Sunday', '0 practices', 'Not tracked']);
    expect(cells[1]).toEqual(['Monday', '1 practice', 'Not tracked']);
    expect(cells[3]).toEqual(['Wednesday', '2 practices', 'Not tracked']);
    expect(cells[6]).toEqual(['Saturday (today)', '1 practice', '0 of 5']);
    expect(
      within(week).getByRole('progressbar', { name: 'Weekly progress' }).getAttribute('aria-valuenow'),
    ).toBe('57');
    const counts = within(week).getByRole('list', { name: 'This week by practice' });
    expect(within(counts).getByText('Notice Something Good').nextSibling?.textContent).toBe('2 times');
  });

  it('offers the post-practice check-in for the session the practice joined', async () => {
    const calls = practiceServer([], {
      'POST /api/emotional-checkins': (call) => ({
        status: 201,
        body: {
          id: '8f0c1a52-3f0e-4c8e-9b51-6a2f0f1c0d01',
          sessionId: SESSION_ID,
          checkInType: 'post',
          emotionLabel: 'calmness',
          emotionRating: 5,
          intensity: 5,
          notes: '',
          date: '2026-11-21',
          createdAt: '2026-11-21T09:30:00.000Z',
          ...(call.body as object),
        },
      }),
    });
    renderPage(<PracticeActivities />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Practice' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Notice Something Good' }));
    typeResponse('What is one thing, big or small, that you are thankful for today?', 'My dog');
    press('Save & Next');
    await screen.findByRole('heading', { name: 'Amazing Work!' });
    press('How do you feel now?');
    expect(await screen.findByRole('heading', { name: 'How are you feeling right now?' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: /calmness/i }));
    press('Complete Check-in');
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/emotional-checkins')?.body).toMatchObject({
        checkInType: 'post',
        sessionId: SESSION_ID,
      }),
    );
  });
});
