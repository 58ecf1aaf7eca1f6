import type { Role } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anItem, queueRoutes } from '../../testing/fixtures.js';
import { EscalatedReview } from './EscalatedReview.js';

afterEach(() => {
  dismissToast();
});

const signedInAs = (role: Role) => ({ 'GET /api/user': { status: 200, body: aUser(role) } });

const escalated = anItem({
  status: 'flagged',
  visibility: 'held',
  moderatorNotes: 'Names a classmate',
  history: [
    {
      action: 'escalate',
      by: { firstName: 'Mo', username: 'calm-moss-5' },
      at: '2026-11-21T10:15:00.000Z',
      notes: 'Names a classmate',
    },
  ],
});

describe("the admin's Review: escalated content", () => {
  it("says 'No Escalated Content' when no moderator has escalated anything", async () => {
    const calls = fakeApi({ ...signedInAs('admin'), ...queueRoutes({}) });
    renderPage(<EscalatedReview />);
    expect(await screen.findByText('No Escalated Content')).toBeTruthy();
    // Only the flagged list: pending work is the moderators' queue.
    expect(
      calls.filter((call) => call.url.startsWith('/api/admin/moderation')).map((call) => call.url),
    ).toEqual(['/api/admin/moderation?status=flagged']);
  });

  it("shows the escalated item's card, with the administrator's decisions and no second escalation", async () => {
    fakeApi({ ...signedInAs('admin'), ...queueRoutes({ flagged: [escalated] }) });
    renderPage(<EscalatedReview />);
    const card = (await screen.findByText('Some days everything feels too much.')).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Flagged')).toBeTruthy();
    expect(within(card).getByText('Only its author can see it (waiting)')).toBeTruthy();
    expect(within(card).getByText('Why: Names a classmate').closest('li')?.textContent).toMatch(
      /^Escalated by Mo \(@calm-moss-5\)/,
    );
    expect(within(card).getByRole('link', { name: 'View in place' })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(within(card).getByRole('list', { name: 'Decisions' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Hide it', 'Keep it', 'Request Edit']),
    );
  });

  it('hides it after confirmation, and it leaves the list', async () => {
    let decided = false;
    const calls = fakeApi({
      ...signedInAs('admin'),
      ...queueRoutes({ flagged: () => ({ status: 200, body: decided ? [] : [escalated] }) }),
      [`POST /api/admin/moderation/${escalated.id}/hide`]: () => {
        decided = true;
        return { status: 200, body: { ...escalated, status: 'rejected', visibility: 'removed' } };
      },
    });
    renderPage(<EscalatedReview />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide it' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide it?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide it' }));

    expect(await screen.findByText('Hidden: taken down for everyone')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toBeUndefined();
    expect(await screen.findByText('No Escalated Content')).toBeTruthy();
  });

  it('shows a moderator the same card without decisions', async () => {
    fakeApi({ ...signedInAs('moderator'), ...queueRoutes({ flagged: [escalated] }) });
    renderPage(<EscalatedReview />);
    expect(await screen.findByText('Escalated: an administrator decides.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Decisions' })).toBeNull();
  });
});
