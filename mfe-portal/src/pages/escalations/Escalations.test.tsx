import type { ModerationItem } from '@heartwise/contracts';
import { CRISIS_RISK_CONFIRMATION } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import type { FakeCall, FakeRoute } from '@heartwise/web-runtime/testing';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anEscalation } from '../../testing/fixtures.js';
import { Escalations } from './Escalations.js';

afterEach(() => {
  dismissToast();
});

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
const listReads = (calls: FakeCall[]) => calls.filter((call) => call.url === '/api/org/escalations').length;

/** An organization admin whose district has `items` escalated; `extra` answers the decisions. */
const district = (items: FakeRoute, extra: Record<string, FakeRoute> = {}) =>
  fakeApi({
    'GET /api/user': { status: 200, body: aUser('org-admin') },
    'GET /api/org/escalations': items,
    ...extra,
  });

/** The list holds `item` until a decision about it succeeds. */
function untilDecided(item: ModerationItem) {
  let decided = false;
  return {
    list: () => ({ status: 200, body: decided ? [] : [item] }),
    decide: (after: Partial<ModerationItem>) => () => {
      decided = true;
      return { status: 200, body: { ...item, ...after } };
    },
  };
}

const cardOf = async (words: string) => (await screen.findByText(words)).closest('li[class]') as HTMLElement;

describe("an organization admin's escalations", () => {
  it('says nothing is waiting when no moderator escalated anything', async () => {
    district({ status: 200, body: [] });
    renderPage(<Escalations />);
    expect(screen.getByText('Loading escalations...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Nothing is waiting for you' })).toBeTruthy();
  });

  it('shows what the moderator saw and wrote, with the administrator’s choices and nothing of the forum’s', async () => {
    district({ status: 200, body: [anEscalation()] });
    renderPage(<Escalations />);
    const card = await cardOf('Some days everything feels too much.');
    expect(within(card).getByText('Flagged')).toBeTruthy();
    expect(within(card).getByText('Only its author can see it (waiting)')).toBeTruthy();
    expect(within(card).getByText('Names a classmate')).toBeTruthy();
    expect(within(card).getByText('Why: The school should look at this.').closest('li')?.textContent).toMatch(
      /^Escalated by Rima \(@calm-moss-5\)/,
    );
    await waitFor(() =>
      expect(
        within(within(card).getByRole('list', { name: 'Decisions' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Hide it', 'Keep it', 'Request Edit']),
    );
    // The discussion in place and sanctions are the moderators' (the forum is not the admin's to browse).
    expect(screen.queryByRole('link', { name: 'View in place' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Warn, mute or suspend/ })).toBeNull();
  });

  it('hides it after confirmation, without a body, and it leaves the list', async () => {
    const item = anEscalation();
    const flow = untilDecided(item);
    const calls = district(flow.list, {
      [`POST /api/org/escalations/${item.id}/hide`]: flow.decide({
        status: 'rejected',
        visibility: 'removed',
      }),
    });
    renderPage(<Escalations />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide it' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide it?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide it' }));

    expect(await screen.findByText('Hidden: taken down for everyone')).toBeTruthy();
    expect(posts(calls)).toEqual([
      expect.objectContaining({ url: `/api/org/escalations/${item.id}/hide`, body: undefined }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Nothing is waiting for you' })).toBeTruthy();
  });

  it('makes crisis words public only with a reason and the risk confirmed, and says so to the service', async () => {
    const item = anEscalation({
      kind: 'crisis',
      priority: 'high',
      reportedBy: undefined,
      reason: undefined,
      reporters: 0,
      content: {
        title: 'Tired',
        content: "I don't want to be here anymore.",
        user: { firstName: 'Leo', lastName: 'Hart', username: 'still-lake-4' },
      },
    });
    const flow = untilDecided(item);
    const calls = district(flow.list, {
      [`POST /api/org/escalations/${item.id}/publish`]: flow.decide({
        status: 'approved',
        visibility: 'public',
      }),
    });
    renderPage(<Escalations />);
    const card = await cardOf("I don't want to be here anymore.");
    await waitFor(() =>
      expect(
        within(within(card).getByRole('list', { name: 'Decisions' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Keep private and support', 'Remove', 'Make public']),
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Make public' }));
    const first = await screen.findByRole('alertdialog', { name: 'Make public?' });
    fireEvent.click(within(first).getByRole('button', { name: 'Continue' }));
    expect(await within(first).findByText('Please say why, for the record')).toBeTruthy();
    fireEvent.change(within(first).getByLabelText('Why? (for the record)'), {
      target: { value: 'Song lyrics; talked it through with Leo and his counselor.' },
    });
    fireEvent.click(within(first).getByRole('button', { name: 'Continue' }));

    const risk = await screen.findByRole('alertdialog', { name: 'Other young people will read it' });
    expect(within(risk).getByText(CRISIS_RISK_CONFIRMATION)).toBeTruthy();
    const confirm = within(risk).getByRole('button', { name: 'Make public' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(risk).getByLabelText('I have read this, and it is safe and supportive to share'));
    fireEvent.click(confirm);

    expect(await screen.findByText('Made public: everyone can see it')).toBeTruthy();
    expect(posts(calls).map((call) => [call.url, call.body])).toEqual([
      [
        `/api/org/escalations/${item.id}/publish`,
        { notes: 'Song lyrics; talked it through with Leo and his counselor.', confirmRisk: true },
      ],
    ]);
  });

  it('says kindly when someone decided first, and reads the list again', async () => {
    const item = anEscalation();
    let moved = false;
    const calls = district(() => ({ status: 200, body: moved ? [] : [item] }), {
      [`POST /api/org/escalations/${item.id}/keep`]: () => {
        moved = true;
        return {
          status: 409,
          body: {
            message:
              'This item is no longer escalated, so it is not yours to decide now. Its moderators have it.',
          },
        };
      },
    });
    renderPage(<Escalations />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));

    expect(await screen.findByText('This is no longer waiting for you')).toBeTruthy();
    expect(
      screen.getByText(
        'This item is no longer escalated, so it is not yours to decide now. Its moderators have it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to process moderation action')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Nothing is waiting for you' })).toBeTruthy();
    expect(listReads(calls)).toBe(2);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    district(() =>
      fail ? { status: 503, body: { message: 'Down' } } : { status: 200, body: [anEscalation()] },
    );
    renderPage(<Escalations />);
    expect(await screen.findByText("We couldn't load the escalations")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Some days everything feels too much.')).toBeTruthy();
  });
});
