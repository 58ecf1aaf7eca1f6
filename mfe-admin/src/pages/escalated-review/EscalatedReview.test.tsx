import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage } from '@heartwise/ui-kit/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { anItem, queueRoutes } from '../../testing/fixtures.js';
import { EscalatedReview } from './EscalatedReview.js';

afterEach(() => {
  dismissToast();
});

const admin = { 'GET /api/user': { status: 200, body: aUser('admin') } };

describe("the admin's Review: escalated content", () => {
  it("says 'No Escalated Content' when no moderator has flagged anything", async () => {
    const calls = fakeApi({ ...admin, ...queueRoutes({}) });
    renderPage(<EscalatedReview />);
    expect(await screen.findByText('No Escalated Content')).toBeTruthy();
    // Only the flagged list: pending work is the moderators' queue.
    expect(
      calls.filter((call) => call.url.startsWith('/api/admin/moderation')).map((call) => call.url),
    ).toEqual(['/api/admin/moderation?status=flagged']);
  });

  it('lists flagged items for an admin to approve or reject', async () => {
    const flagged = anItem({ status: 'flagged', moderatorNotes: 'Flagged for further review' });
    let decided = false;
    const calls = fakeApi({
      ...admin,
      ...queueRoutes({ flagged: () => ({ status: 200, body: decided ? [] : [flagged] }) }),
      [`POST /api/admin/moderation/${flagged.id}/reject`]: () => {
        decided = true;
        return { status: 200, body: { ...flagged, status: 'rejected' } };
      },
    });
    renderPage(<EscalatedReview />);
    const card = (await screen.findByText('Nobody gets it')).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Flagged')).toBeTruthy();
    fireEvent.click(await within(card).findByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Content rejected successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      notes: 'Content violates community guidelines',
    });
    expect(await screen.findByText('No Escalated Content')).toBeTruthy();
  });
});
