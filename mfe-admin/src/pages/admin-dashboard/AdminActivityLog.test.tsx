import type { AdminActivity, AdminActivityPage, User } from '@heartwise/contracts';
import { fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { serveUsers } from '../../testing/fakeUsersService.js';
import { aLinkPerson, aListedUser, anItem } from '../../testing/fixtures.js';
import { AdminActivityLog } from './AdminActivityLog.js';

/** The whole audit log on the admin's Overview (issue 19): filters and older entries, from the service. */
const ada = aListedUser({
  id: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a04',
  username: 'admin-river-42',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
});
const dana = aListedUser({
  id: '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a05',
  username: 'dana-okoro',
  firstName: 'Dana',
  lastName: 'Okoro',
  role: 'org-admin',
});
const staff: User[] = [ada, dana];

const roleChange = (who: string, at: string): AdminActivity => ({
  id: anItem().id,
  kind: 'role-changed',
  at,
  by: aLinkPerson('admin-river-42', 'Ada'),
  whom: aLinkPerson(who, who),
  fromRole: 'youth',
  toRole: 'parent',
});
const page = (entries: AdminActivity[], nextCursor: string | null = null): AdminActivityPage => ({
  entries,
  nextCursor,
});

/** The log's answers by exact query; every call is recorded. */
function logApi(pages: Record<string, AdminActivityPage>) {
  const routes = Object.fromEntries(
    Object.entries(pages).map(([query, body]) => [
      `GET /api/admin/activity${query ? `?${query}` : ''}`,
      { status: 200, body },
    ]),
  );
  const calls = fakeApi(routes);
  serveUsers(calls, () => staff);
  return calls;
}
const logCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/admin/activity')).map((call) => call.url);

describe('the admin activity log', () => {
  it('shows the newest entries and fetches older ones on demand, until there are none', async () => {
    const calls = logApi({
      '': page([roleChange('Newest', '2026-11-21T10:00:00.000Z')], 'older-1'),
      'cursor=older-1': page([roleChange('Oldest', '2026-11-20T10:00:00.000Z')]),
    });
    renderPage(<AdminActivityLog />);
    expect(await screen.findByText(/changed Newest \(@Newest\)'s role/)).toBeTruthy();
    expect(screen.queryByText(/Oldest/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText(/changed Oldest \(@Oldest\)'s role/)).toBeTruthy();
    expect(screen.getByText(/changed Newest/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull());
    expect(logCalls(calls)).toEqual(['/api/admin/activity', '/api/admin/activity?cursor=older-1']);
  });

  it('asks the service for one kind of action, one person, and a date range', async () => {
    const from = new Date(2026, 10, 20).toISOString();
    const to = new Date(2026, 10, 22).toISOString(); // through the 21st
    const calls = logApi({
      '': page([roleChange('Anyone', '2026-11-21T10:00:00.000Z')]),
      'kind=role-changed': page([roleChange('Kind', '2026-11-21T10:00:00.000Z')]),
      [`kind=role-changed&actorId=${dana.id}`]: page([]),
      [`kind=role-changed&actorId=${dana.id}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`]:
        page([]),
    });
    renderPage(<AdminActivityLog />);
    await screen.findByText(/Anyone/);

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'role-changed' } });
    expect(await screen.findByText(/changed Kind/)).toBeTruthy();

    const doneBy = await screen.findByRole('option', { name: 'Dana Okoro (@dana-okoro)' });
    expect(screen.getByRole('option', { name: 'Ada Admin (@admin-river-42)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Done by'), {
      target: { value: (doneBy as HTMLOptionElement).value },
    });
    expect(await screen.findByText('No admin activity matches these filters.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-21' } });
    await waitFor(() =>
      expect(logCalls(calls).at(-1)).toBe(
        `/api/admin/activity?kind=role-changed&actorId=${dana.id}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      ),
    );
  });

  it('says so, and asks nothing, when the range ends before it starts', async () => {
    const calls = logApi({ '': page([]) });
    renderPage(<AdminActivityLog />);
    await screen.findByText('No admin activity yet');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-21' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start of the date range must be before its end.',
    );
    expect(logCalls(calls).every((url) => !url.includes('to='))).toBe(true);
  });
});
