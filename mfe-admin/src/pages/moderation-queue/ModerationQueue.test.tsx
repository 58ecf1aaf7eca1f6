import type { ModerationItem, ModerationStatus, Role } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage } from '@heartwise/ui-kit/testing';
import type { FakeReply } from '@heartwise/ui-kit/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anItem, queueRoutes } from '../../testing/fixtures.js';
import { ModerationQueue } from './ModerationQueue.js';

afterEach(() => {
  dismissToast();
});

const reportedThread = anItem({ priority: 'high', reporters: 3 });
const reply = anItem({
  contentType: 'reply',
  content: {
    content: 'You should just ignore them',
    user: { firstName: 'Alex', lastName: null, username: 'swift-hawk-9' },
  },
  reportedBy: undefined,
  reason: undefined,
  moderatorNotes: 'Second report this week',
  reporters: 0,
});
const escalated = anItem({
  status: 'flagged',
  content: {
    title: 'Meet me after school',
    content: 'Send me your address.',
    user: { firstName: 'Kim', lastName: 'Lee', username: 'tall-oak-7' },
  },
  moderatorNotes: 'Flagged for further review',
  history: [
    {
      action: 'flag',
      by: { firstName: 'Mo', username: 'calm-moss-5' },
      at: '2026-11-21T10:15:00.000Z',
      notes: 'Flagged for further review',
    },
  ],
});

const signedInAs = (role: Role) => ({ 'GET /api/user': { status: 200, body: aUser(role) } });

/** The figure under a count card's heading. */
const countOf = (label: string) =>
  screen.getByRole('heading', { name: label }).nextElementSibling?.textContent ?? '';

const cardOf = (text: string) => {
  const card = screen.getByText(text).closest('li');
  if (!card) throw new Error(`no card with ${text}`);
  return card;
};

describe('Content Moderation: reading the queue', () => {
  it("says 'Loading moderation queue...' while the pending items load", () => {
    fakeApi({ ...signedInAs('admin'), ...queueRoutes({ pending: 'pending' }) });
    renderPage(<ModerationQueue />);
    expect(screen.getByRole('heading', { name: 'Content Moderation' })).toBeTruthy();
    expect(screen.getByText('Loading moderation queue...')).toBeTruthy();
  });

  it('counts every status from its own list, in the cards and on the Pending and Flagged tabs', async () => {
    fakeApi({
      ...signedInAs('admin'),
      ...queueRoutes({
        pending: [reportedThread, reply],
        flagged: [escalated],
        approved: [
          anItem({ status: 'approved' }),
          anItem({ status: 'approved' }),
          anItem({ status: 'approved' }),
        ],
      }),
    });
    renderPage(<ModerationQueue />);
    await waitFor(() => expect(countOf('Rejected')).toBe('0'));
    expect(countOf('Pending Review')).toBe('2');
    expect(countOf('Flagged Content')).toBe('1');
    expect(countOf('Approved')).toBe('3');
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Flagged (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Approved' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rejected' })).toBeTruthy();
  });

  it('shows each item with its type, status, priority, author, reporter, reason and notes', async () => {
    fakeApi({ ...signedInAs('moderator'), ...queueRoutes({ pending: [reportedThread, reply] }) });
    renderPage(<ModerationQueue />);

    await screen.findByText('Discussion Thread');
    const thread = cardOf('Discussion Thread');
    expect(within(thread).getByText('Pending')).toBeTruthy();
    expect(within(thread).getByText('High')).toBeTruthy();
    expect(within(thread).getByText('Nobody gets it')).toBeTruthy();
    expect(within(thread).getByText('Some days everything feels too much.', { exact: false })).toBeTruthy();
    expect(within(thread).getByText('Jo Park (@quiet-fern-12)')).toBeTruthy();
    expect(within(thread).getByText('Mia (@bright-sun-3)')).toBeTruthy();
    expect(within(thread).getByText('3 members reported this')).toBeTruthy();
    expect(within(thread).getByText('Report reason')).toBeTruthy();

    const replyCard = cardOf('Reply');
    expect(within(replyCard).getByText('Medium')).toBeTruthy();
    expect(within(replyCard).getByText('Alex (@swift-hawk-9)')).toBeTruthy();
    expect(within(replyCard).getByText('Moderator notes')).toBeTruthy();
    expect(within(replyCard).queryByText('Reported by')).toBeNull();
  });

  it('shows who decided what, when, and the note they left', async () => {
    fakeApi({ ...signedInAs('admin'), ...queueRoutes({ flagged: [escalated] }) });
    renderPage(<ModerationQueue />);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Flagged (1)' }));
    const card = cardOf('Meet me after school');
    const entry = within(card).getByText(/Flagged for review by Mo \(@calm-moss-5\)/);
    expect(entry.textContent).toMatch(/— Flagged for further review$/);
    expect(within(entry).getByText((_, element) => element?.tagName === 'TIME')).toBeTruthy();
  });

  it("says 'All caught up!' for a status with nothing to review", async () => {
    fakeApi({ ...signedInAs('admin'), ...queueRoutes({ pending: [reportedThread] }) });
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Flagged (0)' }));
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    expect(screen.getByText('No content to review in this category.')).toBeTruthy();
  });

  it('offers a retry when a list fails to load', async () => {
    fakeApi({
      ...signedInAs('admin'),
      ...queueRoutes({ pending: { status: 500, body: { message: 'Boom' } } }),
    });
    renderPage(<ModerationQueue />);
    expect(await screen.findByText("We couldn't load the moderation queue")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Content Moderation: deciding', () => {
  /**
   * The queue holding `item` (under its status) until someone decides it, after which every list
   * leaves it out; a decision answers with `reply`. Returns every call the page made.
   */
  function decidingOne(role: Role, item: ModerationItem, reply?: FakeReply) {
    let decided = false;
    const listed = (status: ModerationStatus) => () => ({
      status: 200,
      body: !decided && item.status === status ? [item] : [],
    });
    const decide = () => {
      decided = reply === undefined;
      return reply ?? { status: 200, body: item };
    };
    return fakeApi({
      ...signedInAs(role),
      ...queueRoutes({ pending: listed('pending'), flagged: listed('flagged') }),
      ...Object.fromEntries(
        (['approve', 'reject', 'flag'] as const).map((action) => [
          `POST /api/admin/moderation/${item.id}/${action}`,
          decide,
        ]),
      ),
    });
  }
  const decisions = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.method === 'POST');

  it("rejects with SPEC's note, says so, and the item leaves the pending list", async () => {
    const item = anItem();
    const calls = decidingOne('moderator', item);
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.click(within(cardOf('Nobody gets it')).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Content rejected successfully')).toBeTruthy();
    expect(decisions(calls)).toEqual([
      expect.objectContaining({
        url: `/api/admin/moderation/${item.id}/reject`,
        body: { notes: 'Content violates community guidelines' },
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    ]);
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending (0)' })).toBeTruthy());
  });

  it("flags with 'Flagged for further review'", async () => {
    const item = anItem();
    const calls = decidingOne('moderator', item);
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.click(screen.getByRole('button', { name: 'Flag' }));
    expect(await screen.findByText('Content flagged successfully')).toBeTruthy();
    expect(decisions(calls)[0]).toMatchObject({
      url: `/api/admin/moderation/${item.id}/flag`,
      body: { notes: 'Flagged for further review' },
    });
  });

  it('approves without a note, and so without a body', async () => {
    const item = anItem();
    const calls = decidingOne('admin', item);
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Content approved successfully')).toBeTruthy();
    const [approve] = decisions(calls);
    expect(approve?.url).toBe(`/api/admin/moderation/${item.id}/approve`);
    expect(approve?.body).toBeUndefined();
    expect(approve?.headers['Content-Type']).toBeUndefined();
  });

  it('gives a moderator no buttons on a flagged item: it is an escalation for the administrators', async () => {
    fakeApi({ ...signedInAs('moderator'), ...queueRoutes({ pending: [anItem()], flagged: [escalated] }) });
    renderPage(<ModerationQueue />);
    // Their role has loaded: the pending item offers them all three decisions.
    expect(await screen.findByRole('button', { name: 'Flag' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Flagged (1)' }));
    const card = cardOf('Meet me after school');
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });

  it('gives an admin Approve and Reject on a flagged item, but no second Flag', async () => {
    const calls = decidingOne('admin', escalated);
    renderPage(<ModerationQueue />);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Flagged (1)' }));
    await screen.findByText('Meet me after school');
    const card = cardOf('Meet me after school');
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Approve', 'Reject']),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Content approved successfully')).toBeTruthy();
    expect(decisions(calls)[0]?.url).toBe(`/api/admin/moderation/${escalated.id}/approve`);
  });

  it("says 'Failed to process moderation action' with the service's sentence when it refuses", async () => {
    const item = anItem();
    const sentence =
      "This item was flagged for an administrator's review, so only an administrator can decide it now.";
    decidingOne('moderator', item, { status: 409, body: { message: sentence } });
    renderPage(<ModerationQueue />);
    await screen.findByText('Nobody gets it');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to process moderation action')).toBeTruthy();
    expect(screen.getByText(sentence)).toBeTruthy();
  });
});
