import type { SavedCheckIn } from '@heartwise/contracts';
import { dashboardEmotions, dashboardIntensityLabels } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import type { EmotionCheckInDialogProps } from '@heartwise/web-runtime';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { loginNavigation } from '@heartwise/web-runtime';
import { EmotionCheckInDialog } from './EmotionCheckInDialog.js';
import { distressNotice, savedFrom, SESSION_ID } from './testing/fixtures.js';

afterEach(() => {
  dismissToast();
  jest.useRealTimers();
});

type Props = Partial<Omit<EmotionCheckInDialogProps, 'open' | 'onOpenChange'>>;

/** The dialog as a page opens it: open, and closed again when it asks. */
function OpenDialog(props: Props) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <EmotionCheckInDialog open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}

const routes = (
  post: Parameters<typeof fakeApi>[0][string] = (call) => ({ status: 201, body: savedFrom(call.body) }),
) => ({
  'GET /api/user': { status: 200, body: aUser() },
  'POST /api/emotional-checkins': post,
});

const dialog = () => screen.getByRole('dialog', { name: 'How are you feeling right now?' });
const emotion = (name: string) => within(dialog()).getByRole('button', { name });
const completeButton = () => within(dialog()).getByRole('button', { name: 'Complete Check-in' });

describe('the emotion check-in dialog', () => {
  it("asks how you feel, with the 27 emotions, the 1–10 scale and 'Maybe Later'", () => {
    fakeApi(routes());
    renderPage(<OpenDialog />);
    expect(screen.getByText('Choose an emotion and rate how strong it feels.')).toBeTruthy();
    const emotions = within(within(dialog()).getByRole('group', { name: 'Emotions' })).getAllByRole('button');
    expect(emotions).toHaveLength(27);
    expect(emotions.map((button) => button.textContent?.toLowerCase())).toEqual([...dashboardEmotions]);
    expect(emotions.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    const steps = within(dialog()).getAllByRole('radio');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual(
      dashboardIntensityLabels.map((label, index) => `${index + 1}, ${label}`),
    );
    expect(within(dialog()).getByRole('button', { name: 'Maybe Later' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('colours each step of the scale by its band: 1–3 green, 4–6 yellow, 7–8 orange, 9–10 red', () => {
    fakeApi(routes());
    renderPage(<OpenDialog />);
    const bands = within(dialog())
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.getAttribute('data-band'));
    expect(bands).toEqual([
      'green',
      'green',
      'green',
      'yellow',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });

  it('without "closable" it has neither Maybe Later nor a close button, and Escape leaves it open', () => {
    fakeApi(routes());
    renderPage(<OpenDialog closable={false} />);
    expect(within(dialog()).queryByRole('button', { name: 'Maybe Later' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.getByText('dialog open')).toBeTruthy();
  });

  it("'Maybe Later' closes it without saving anything", () => {
    const calls = fakeApi(routes());
    renderPage(<OpenDialog />);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Maybe Later' }));
    expect(screen.getByText('dialog closed')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('will not save without an emotion, and says what to do', async () => {
    const calls = fakeApi(routes());
    renderPage(<OpenDialog />);
    expect(completeButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(completeButton());
    expect(await screen.findByText('Please select an emotion')).toBeTruthy();
    expect(screen.getByText("Choose how you're feeling right now.")).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('moves between emotions with the arrow keys, one tab stop for the grid', () => {
    fakeApi(routes());
    renderPage(<OpenDialog />);
    const first = emotion('Admiration');
    expect(first.tabIndex).toBe(0);
    expect(emotion('Adoration').tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(emotion('Adoration'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(emotion('Surprise'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
  });

  it("saves the chosen emotion and intensity as a 'pre' check-in, thanks you, closes and runs onComplete", async () => {
    const calls = fakeApi(routes());
    const completed: SavedCheckIn[] = [];
    renderPage(<OpenDialog onComplete={(checkIn) => completed.push(checkIn)} />);
    fireEvent.click(emotion('Joy'));
    expect(emotion('Joy').getAttribute('aria-pressed')).toBe('true');
    expect(completeButton().getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(within(dialog()).getByRole('radio', { name: '8, Super strong' }));
    expect(within(dialog()).getByText('8/10 · Super strong').getAttribute('data-band')).toBe('orange');
    fireEvent.click(completeButton());

    expect(await screen.findByText('Thank you for checking in!')).toBeTruthy();
    expect(screen.getByText('You can now start a new discussion.')).toBeTruthy();
    expect(screen.getByText('dialog closed')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/emotional-checkins');
    expect(post?.body).toEqual({
      emotionLabel: 'joy',
      emotionRating: 8,
      intensity: 8,
      checkInType: 'pre',
      notes: '',
      prompted: false,
    });
    expect(post?.headers['x-timezone']).toBeTruthy();
    expect(completed.map((checkIn) => checkIn.emotionLabel)).toEqual(['joy']);
  });

  it('sends the check-in type and session it was opened for, marked prompted when the app asked, and starts fresh next time', async () => {
    const calls = fakeApi(routes());
    function Reopenable() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            check in again
          </button>
          <EmotionCheckInDialog
            open={open}
            onOpenChange={setOpen}
            checkInType="post"
            sessionId={SESSION_ID}
            prompted
          />
        </>
      );
    }
    renderPage(<Reopenable />);
    fireEvent.click(emotion('Calmness'));
    fireEvent.click(completeButton());
    await screen.findByText('Thank you for checking in!');
    // After a practice, not the forum's gate: no word of starting a discussion (issue 19).
    expect(screen.getByText('Your feelings have been recorded.')).toBeTruthy();
    expect(screen.queryByText('You can now start a new discussion.')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      emotionLabel: 'calmness',
      emotionRating: 5,
      intensity: 5,
      checkInType: 'post',
      notes: '',
      prompted: true,
      sessionId: SESSION_ID,
    });
    fireEvent.click(screen.getByRole('button', { name: 'check in again' }));
    expect(emotion('Calmness').getAttribute('aria-pressed')).toBe('false');
    expect((within(dialog()).getByRole('radio', { name: '5, Strong' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("shows 'Saving...' while the check-in is on its way", async () => {
    fakeApi(routes('pending'));
    renderPage(<OpenDialog />);
    fireEvent.click(emotion('Awe'));
    fireEvent.click(completeButton());
    const saving = await within(dialog()).findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
  });

  it('says kindly when the check-in could not be saved, and stays open', async () => {
    fakeApi(routes({ status: 500, body: { message: 'Database unavailable' } }));
    renderPage(<OpenDialog />);
    fireEvent.click(emotion('Boredom'));
    fireEvent.click(completeButton());
    expect(await screen.findByText('Failed to save check-in. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.queryByText('Database unavailable')).toBeNull();
    expect(screen.getByText('dialog open')).toBeTruthy();
  });

  it('when the session has ended, says so and goes to /api/login after 500 ms', async () => {
    jest.useFakeTimers();
    const visited: string[] = [];
    const assign = jest.spyOn(loginNavigation, 'assign').mockImplementation((url) => void visited.push(url));
    fakeApi(routes({ status: 401, body: { message: 'Please sign in to continue.' } }));
    renderPage(<OpenDialog />);
    fireEvent.click(emotion('Relief'));
    fireEvent.click(completeButton());
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(visited).toEqual([]);
    act(() => void jest.advanceTimersByTime(500));
    expect(visited).toEqual(['/api/login']);
    assign.mockRestore();
  });

  it('with a very strong hard feeling, shows support words and helplines at once, beside the page', async () => {
    fakeApi(routes((call) => ({ status: 201, body: savedFrom(call.body, distressNotice) })));
    renderPage(<OpenDialog />);
    fireEvent.click(emotion('Sadness'));
    fireEvent.click(within(dialog()).getByRole('radio', { name: '10, The strongest ever' }));
    fireEvent.click(completeButton());

    const support = await screen.findByRole('alert', { name: "You don't have to carry this alone" });
    expect(within(support).getByText(distressNotice.message)).toBeTruthy();
    const lifeline = within(support).getByRole('link', { name: /988 Suicide & Crisis Lifeline/ });
    expect(lifeline.getAttribute('href')).toBe('https://988lifeline.org');
    expect(lifeline.getAttribute('target')).toBe('_blank');
    expect(lifeline.getAttribute('rel')).toContain('noopener');
    expect(within(support).getByText(/Text HOME to 741741/)).toBeTruthy();
    // Saved regardless, and nothing stands in the way: the dialog closed as usual.
    expect(screen.getByText('Thank you for checking in!')).toBeTruthy();
    expect(screen.getByText('dialog closed')).toBeTruthy();
    fireEvent.click(within(support).getByRole('button', { name: 'Close this message' }));
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: "You don't have to carry this alone" })).toBeNull(),
    );
  });
});
