import type { OrgPeoplePage } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBatch, aPerson, aSlip, lincolnId, oakId, riverside } from '../../testing/fixtures.js';
import { pretendWidths } from '../../testing/layout.js';
import { People } from './People.js';

afterEach(() => dismissToast());

const maya = aPerson();
const noah = aPerson({
  name: 'Noah Kim',
  username: 'noah-kim-2',
  status: 'not-activated',
  lastActive: null,
  schoolId: oakId,
});
const lee = aPerson({
  name: 'Lee Park',
  username: 'lee-park-7',
  status: 'deactivated',
  deactivatedAt: '2026-11-20T10:00:00.000Z',
});
const page = (people = [maya, noah, lee], more: Partial<OrgPeoplePage> = {}): OrgPeoplePage => ({
  people,
  nextCursor: null,
  total: people.length,
  ...more,
});

const rowOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('the people of the district', () => {
  it('lists each person with school, role and status, and the actions their status allows', async () => {
    fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      'GET /api/org/people': { status: 200, body: page() },
    });
    renderPage(<People />);
    await screen.findByRole('table', { name: 'People (3)' });
    await waitFor(() => expect(within(rowOf('Noah Kim')).getByText('Oak Elementary')).toBeTruthy());
    expect(within(rowOf('Maya Lopez')).getByText('Active')).toBeTruthy();
    expect(within(rowOf('Maya Lopez')).getByRole('button', { name: 'Deactivate Maya Lopez' })).toBeTruthy();
    expect(within(rowOf('Noah Kim')).getByText('Not activated')).toBeTruthy();
    expect(
      within(rowOf('Noah Kim')).getByRole('button', { name: 'Resend activation for Noah Kim' }),
    ).toBeTruthy();
    expect(within(rowOf('Noah Kim')).getByText('Never')).toBeTruthy();
    expect(within(rowOf('Lee Park')).getByRole('button', { name: 'Reactivate Lee Park' })).toBeTruthy();
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();
  });

  it('filters by school (from the link that opened it), role, status and a search of 2 characters or more', async () => {
    const calls = fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      [`GET /api/org/people?schoolId=${lincolnId}`]: { status: 200, body: page([maya]) },
      [`GET /api/org/people?schoolId=${lincolnId}&role=youth`]: { status: 200, body: page([maya]) },
      [`GET /api/org/people?schoolId=${lincolnId}&role=youth&status=active`]: {
        status: 200,
        body: page([maya]),
      },
      [`GET /api/org/people?q=ma&schoolId=${lincolnId}&role=youth&status=active`]: {
        status: 200,
        body: page([maya]),
      },
    });
    renderPage(<People />, { path: `/org/people?schoolId=${lincolnId}` });
    await screen.findByRole('table', { name: 'People (1)' });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'youth' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'm' } });
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ma' } });
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        `/api/org/people?q=ma&schoolId=${lincolnId}&role=youth&status=active`,
      ),
    );
    expect(calls.some((call) => call.url.includes('q=m&'))).toBe(false);
  });

  it('pages with the cursor, forward and back', async () => {
    fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      'GET /api/org/people': { status: 200, body: page([maya], { total: 2, nextCursor: 'after-maya' }) },
      'GET /api/org/people?cursor=after-maya': { status: 200, body: page([noah], { total: 2 }) },
    });
    renderPage(<People />);
    await screen.findByRole('rowheader', { name: /^Maya Lopez/ });
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('rowheader', { name: /^Noah Kim/ });
    expect(screen.getByText('Showing 51–51 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('rowheader', { name: /^Maya Lopez/ });
  });

  it('asks before deactivating, naming the person and that their sessions end now', async () => {
    let people = [maya, noah, lee];
    const calls = fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      'GET /api/org/people': () => ({ status: 200, body: page(people) }),
      [`POST /api/org/people/${maya.userId}/deactivate`]: () => {
        people = people.map((one) => (one.userId === maya.userId ? { ...one, status: 'deactivated' } : one));
        return {
          status: 200,
          body: { ...maya, status: 'deactivated', deactivatedAt: '2026-11-22T10:00:00.000Z' },
        };
      },
    });
    renderPage(<People />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Maya Lopez' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Maya Lopez?' });
    expect(within(dialog).getByText(/every session they have open ends now/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Maya Lopez' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Deactivate Maya Lopez?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByText('Maya Lopez is deactivated')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Maya Lopez')).getByText('Deactivated')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([
      [`/api/org/people/${maya.userId}/deactivate`, undefined],
    ]);
  });

  it('reactivates at once', async () => {
    const calls = fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      'GET /api/org/people': { status: 200, body: page() },
      [`POST /api/org/people/${lee.userId}/reactivate`]: {
        status: 200,
        body: { ...lee, status: 'active', deactivatedAt: null },
      },
    });
    renderPage(<People />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate Lee Park' }));
    expect(await screen.findByText('Lee Park can sign in again')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/org/people/${lee.userId}/reactivate`,
    ]);
  });

  it('resends activation: a new code, shown once, with a print button', async () => {
    const slip = aSlip({ userId: noah.userId, code: 'AB12-CD34-EF56' });
    fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      'GET /api/org/people': { status: 200, body: page() },
      [`POST /api/org/people/${noah.userId}/activation-code`]: {
        status: 201,
        body: aBatch([slip], { schoolId: null }),
      },
    });
    renderPage(<People />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend activation for Noah Kim' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend activation for Noah Kim' });
    expect(within(dialog).getByText(/Their earlier code stops working/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new code' }));
    // On screen, and on the printable slip (hidden until printed).
    expect(await within(dialog).findAllByText('AB12-CD34-EF56')).toHaveLength(2);
    expect(within(dialog).getByText(/shown only this once/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryAllByText('AB12-CD34-EF56')).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: 'Resend activation for Noah Kim' }));
    expect(screen.queryAllByText('AB12-CD34-EF56')).toEqual([]);
  });

  it("gives a counselor's new code the Moderator Portal's address, where they will sign in", async () => {
    const casey = aPerson({
      name: 'Casey Morgan',
      role: 'moderator',
      status: 'not-activated',
      lastActive: null,
    });
    fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      'GET /api/org/people': { status: 200, body: page([casey]) },
      [`POST /api/org/people/${casey.userId}/activation-code`]: {
        status: 201,
        body: aBatch([aSlip({ userId: casey.userId, role: 'moderator', code: 'MN12-OP34-QR56' })], {
          schoolId: null,
        }),
      },
    });
    renderPage(<People />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend activation for Casey Morgan' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend activation for Casey Morgan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new code' }));
    // On screen, and on the printable slip.
    expect(await within(dialog).findAllByText(/Go to http:\/\/mod\.localhost\/auth\?activate /)).toHaveLength(
      2,
    );
  });

  it('offers the signed-in organization admin nothing on their own row: the service refuses to deactivate yourself', async () => {
    const jordan = aPerson({
      name: 'Jordan Oak',
      username: 'jordan-oak-1',
      role: 'org-admin',
      schoolId: null,
    });
    fakeApi({
      'GET /api/user': { status: 200, body: aUser('org-admin', { id: jordan.userId }) },
      'GET /api/org': { status: 200, body: riverside },
      'GET /api/org/people': { status: 200, body: page([jordan, maya]) },
    });
    renderPage(<People />);
    await waitFor(() => expect(within(rowOf('Jordan Oak')).getByText('Your account')).toBeTruthy());
    expect(within(rowOf('Jordan Oak')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Maya Lopez')).getByRole('button', { name: 'Deactivate Maya Lopez' })).toBeTruthy();
  });

  it('on a phone, says the table scrolls sideways, so the Actions column is found', async () => {
    const restore = pretendWidths({ scrollWidth: 900, clientWidth: 358 });
    try {
      fakeApi({
        'GET /api/org': { status: 200, body: riverside },
        'GET /api/org/people': { status: 200, body: page() },
      });
      renderPage(<People />);
      await screen.findByRole('table', { name: 'People (3)' });
      expect(screen.getByText('Scroll sideways for more')).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('offers a retry when the people cannot be loaded', async () => {
    fakeApi({
      'GET /api/org': { status: 200, body: riverside },
      'GET /api/org/people': { status: 500, body: { message: 'x' } },
    });
    renderPage(<People />);
    expect(screen.getByText('Loading people...')).toBeTruthy();
    expect(await screen.findByText("We couldn't load the people")).toBeTruthy();
  });
});
