import type { Role, User } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aListedUser, identityFigures } from '../../testing/fixtures.js';
import { serveUsers } from '../../testing/fakeUsersService.js';
import { UserManagement } from './UserManagement.js';

afterEach(() => {
  dismissToast();
});

const me = aUser('admin', { firstName: 'Ada', lastName: 'Admin', username: 'demo-admin' });
const meListed = aListedUser({ ...me, createdAt: '2026-10-01T09:30:00.000Z' });
const riley = aListedUser({
  id: '6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01',
  username: 'brave-river-427',
  email: 'riley@example.com',
  firstName: 'Riley',
  lastName: 'Stone',
  lastActive: new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString(),
});
const jordan = aListedUser({
  id: '6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a02',
  username: 'kind-cloud-88',
  email: 'jordan.stone@example.com',
  firstName: 'Jordan',
  lastName: 'Stone',
  role: 'parent',
});
const sky = aListedUser({
  id: '6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a03',
  username: 'sky-walker-5',
  email: 'sky@example.com',
  firstName: 'Sky',
  lastName: 'Rivera',
});
const mo = aListedUser({
  id: '6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a04',
  username: 'calm-moss-5',
  email: 'mo@heartwise.local',
  firstName: 'Mo',
  lastName: 'Reyes',
  role: 'moderator',
});
const everyone: User[] = [riley, jordan, sky, mo, meListed];

function api(extra: Record<string, FakeRoute> = {}, users: () => readonly User[] = () => everyone) {
  const calls = fakeApi({
    'GET /api/user': { status: 200, body: me },
    'GET /api/admin/figures': () => ({
      status: 200,
      body: identityFigures({
        users: {
          total: users().length,
          byRole: Object.fromEntries(
            (['youth', 'parent', 'moderator', 'admin', 'org-admin'] as const).map((role) => [
              role,
              users().filter((user) => user.role === role).length,
            ]),
          ) as Record<Role, number>,
        },
      }),
    }),
    ...extra,
  });
  serveUsers(calls, users);
  return calls;
}

/** The query of every list request the page made, in order. */
const listQueries = (calls: { method: string; url: string }[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/users/page?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));

const table = () => screen.getByRole('table', { name: /^Users \([\d,]+\)$/ });
/** The row headers' first lines: who the table shows now. */
const shownNames = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.querySelector('strong')?.textContent);
const countOf = (label: string) =>
  screen.getByRole('heading', { name: label }).nextElementSibling?.textContent ?? '';
const rowOf = (name: string) => {
  const row = within(table())
    .getAllByRole('rowheader')
    .find((cell) => cell.querySelector('strong')?.textContent === name)
    ?.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('User Management: the list', () => {
  it("says 'Loading users...' while the list loads", () => {
    fakeApi({ 'GET /api/admin/users/page?sort=joined&direction=desc&page=1&pageSize=25': 'pending' });
    renderPage(<UserManagement />);
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeTruthy();
    expect(screen.getByText('Loading users...')).toBeTruthy();
  });

  it("counts each role from identity's figures and shows each account with its role, dates and actions", async () => {
    api();
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    await waitFor(() => expect(countOf('Youth')).toBe('2'));
    expect(countOf('Parents/Guardians')).toBe('1');
    expect(countOf('Moderators')).toBe('1');
    expect(countOf('Administrators')).toBe('1');

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['User, sort', 'Role, sort', 'Created▼', 'Last Active, sort', 'Actions']);

    const row = rowOf('Riley Stone');
    expect(within(row).getByText('@brave-river-427')).toBeTruthy();
    expect(within(row).getByText('riley@example.com')).toBeTruthy();
    expect(within(row).getByText('Youth')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit role for Riley Stone' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Riley Stone' })).toBeTruthy();
    expect(within(rowOf('Jordan Stone')).getByText('Never')).toBeTruthy();
    expect(within(rowOf('Jordan Stone')).getByText('Parent/Guardian')).toBeTruthy();
  });

  it('shows when someone was last active as relative time, with the exact moment kept in the element', async () => {
    api();
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    const when = within(rowOf('Riley Stone')).getByText('3 hours ago');
    expect(when.tagName).toBe('TIME');
    expect(when.getAttribute('dateTime')).toBe(riley.lastActive);
    expect(when.getAttribute('title')).toMatch(/\d{1,2}:\d{2}/);
  });

  it('asks the service to search and filter, and shows what it answers', async () => {
    const calls = api();
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    const search = screen.getByPlaceholderText('Search users by name, username, or email...');
    const roleFilter = screen.getByLabelText('Filter by role');
    expect([...roleFilter.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All Roles',
      'Youth',
      'Parent/Guardian',
      'Moderator',
      'Administrator',
    ]);

    fireEvent.change(search, { target: { value: 'STONE' } });
    // Joined the same moment: the service's tie-break (the id) decides, the same on every page.
    await waitFor(() => expect(shownNames()).toEqual(['Jordan Stone', 'Riley Stone']));
    expect(listQueries(calls).at(-1)).toEqual({
      q: 'STONE',
      sort: 'joined',
      direction: 'desc',
      page: '1',
      pageSize: '25',
    });
    fireEvent.change(roleFilter, { target: { value: 'parent' } });
    await waitFor(() => expect(shownNames()).toEqual(['Jordan Stone']));
    expect(listQueries(calls).at(-1)).toMatchObject({ q: 'STONE', role: 'parent' });
    expect(table().querySelector('caption')?.textContent).toBe('Users (1)');

    fireEvent.change(search, { target: { value: 'nobody-like-this' } });
    expect(await screen.findByText('No users match your search.')).toBeTruthy();
  });
});

describe('User Management: a page at a time (issue 19)', () => {
  const crowd: User[] = Array.from({ length: 30 }, (_, index) =>
    aListedUser({
      id: `7b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0${String(index).padStart(3, '0')}`,
      username: `person-${index}`,
      firstName: `Person${String(index).padStart(2, '0')}`,
      lastName: 'Crowd',
      createdAt: new Date(Date.UTC(2026, 9, 1 + index)).toISOString(),
    }),
  );

  it('shows 25 at a time, says where it is, and fetches the next page from the service', async () => {
    const calls = api({}, () => crowd);
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (30)' });
    expect(shownNames()).toHaveLength(25);
    expect(shownNames()[0]).toBe('Person29 Crowd'); // newest first
    expect(screen.getByText('Showing 1–25 of 30 · Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(shownNames()).toEqual([
        'Person04 Crowd',
        'Person03 Crowd',
        'Person02 Crowd',
        'Person01 Crowd',
        'Person00 Crowd',
      ]),
    );
    expect(screen.getByText('Showing 26–30 of 30 · Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(listQueries(calls).at(-1)).toMatchObject({ page: '2', pageSize: '25' });

    // A new search starts again from the first page.
    fireEvent.change(screen.getByPlaceholderText('Search users by name, username, or email...'), {
      target: { value: 'person' },
    });
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ q: 'person', page: '1' }));
  });

  it('sorts by a column header (either way) or the Sort by choice, and says which way in aria-sort', async () => {
    const calls = api({}, () => crowd);
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (30)' });
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });

    fireEvent.click(within(header(/^User/)).getByRole('button'));
    await waitFor(() => expect(shownNames()[0]).toBe('Person00 Crowd'));
    expect(listQueries(calls).at(-1)).toMatchObject({ sort: 'name', direction: 'asc', page: '1' });
    expect(header(/^User/).getAttribute('aria-sort')).toBe('ascending');
    expect(header(/^Created/).getAttribute('aria-sort')).toBeNull();
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('name-asc');

    fireEvent.click(within(header(/^User/)).getByRole('button'));
    await waitFor(() => expect(shownNames()[0]).toBe('Person29 Crowd'));
    expect(header(/^User/).getAttribute('aria-sort')).toBe('descending');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'joined-asc' } });
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ sort: 'joined', direction: 'asc' }),
    );
    await waitFor(() => expect(shownNames()[0]).toBe('Person00 Crowd'));
    expect(header(/^Created/).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(header(/^Last Active/)).getByRole('button'));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ sort: 'lastActive', direction: 'desc' }),
    );
  });
});

describe("User Management: the admin's own row (issue 19)", () => {
  it('offers neither Edit role nor Delete on it, and says who manages it', async () => {
    api();
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    const mine = rowOf('Ada Admin (you)');
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText('Another administrator manages your account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ada Admin/ })).toBeNull();
    expect(within(rowOf('Mo Reyes')).getAllByRole('button')).toHaveLength(2);
  });
});

describe('User Management: changing a role', () => {
  it('asks "Change X\'s role from Y to Z?" and changes nothing until confirmed', async () => {
    let users = everyone;
    const calls = api(
      {
        [`PUT /api/admin/users/${riley.id}/role`]: (call) => {
          const role = (call.body as { role: Role }).role;
          users = users.map((user) => (user.id === riley.id ? { ...user, role } : user));
          return { status: 200, body: { ...riley, role } };
        },
      },
      () => users,
    );
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit role for Riley Stone' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit User Role' });
    expect(within(dialog).getByText('Change the role for Riley Stone')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Change role' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'moderator' } });

    expect(within(dialog).getByText("Change Riley Stone's role from Youth to Moderator?")).toBeTruthy();
    // Picking is not applying: nothing went to the service.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('User role updated successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User Role' })).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ url: `/api/admin/users/${riley.id}/role`, body: { role: 'moderator' } }),
    ]);
    await waitFor(() => expect(within(rowOf('Riley Stone')).getByText('Moderator')).toBeTruthy());
    await waitFor(() => expect(countOf('Moderators')).toBe('2'));
  });

  it('sends nothing when the admin picks a role and then cancels, and asks nothing for the same role', async () => {
    const calls = api();
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit role for Sky Rivera' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit User Role' });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'admin' } });
    expect(within(dialog).getByText("Change Sky Rivera's role from Youth to Administrator?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // Opened again, it starts from the stored role, with no question pending.
    fireEvent.click(screen.getByRole('button', { name: 'Edit role for Sky Rivera' }));
    dialog = screen.getByRole('dialog', { name: 'Edit User Role' });
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe('youth');
    expect(within(dialog).queryByText(/role from/)).toBeNull();
  });

  it("shows the service's sentence when it refuses (the last admin), and keeps the dialog open", async () => {
    const sentence = 'Heartwise needs at least one administrator. Make someone else an administrator first.';
    api({ [`PUT /api/admin/users/${mo.id}/role`]: { status: 409, body: { message: sentence } } });
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit role for Mo Reyes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User Role' });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'youth' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit User Role' })).toBeTruthy();
  });

  it("says 'Failed to update user role' for any other failure", async () => {
    api({ [`PUT /api/admin/users/${sky.id}/role`]: { status: 500, body: { message: 'Internal' } } });
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit role for Sky Rivera' }));
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'parent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Failed to update user role')).toBeTruthy();
  });
});

describe('User Management: deleting an account', () => {
  it('asks first, sends nothing on Cancel, and deletes after the confirmation', async () => {
    let users = everyone;
    const calls = api(
      {
        [`DELETE /api/admin/users/${sky.id}`]: () => {
          users = users.filter((user) => user.id !== sky.id);
          return { status: 200, body: { ok: true } };
        },
      },
      () => users,
    );
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Sky Rivera' }));
    let dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this user? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Sky Rivera' }));
    dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/admin/users/${sky.id}`,
    ]);
    await screen.findByRole('table', { name: 'Users (4)' });
    expect(shownNames()).not.toContain('Sky Rivera');
  });

  it("says 'Failed to delete user' with the reason when the service refuses", async () => {
    const sentence = 'Heartwise needs at least one administrator.';
    api({ [`DELETE /api/admin/users/${mo.id}`]: { status: 409, body: { message: sentence } } });
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Mo Reyes' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeTruthy();
    expect(screen.getByText(sentence)).toBeTruthy();
  });
});

describe('User Management: creating a staff account', () => {
  it('checks the form, creates a moderator and shows the username the service made', async () => {
    const created = aListedUser({
      id: '6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a09',
      username: 'steady-lake-311',
      email: 'morgan@heartwise.local',
      firstName: 'Morgan',
      lastName: 'Lee',
      role: 'moderator',
    });
    const calls = api({ 'POST /api/admin/users': { status: 201, body: created } });
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Create New User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New User' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Morgan' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Lee' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'morgan@heartwise.local' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'a good password' } });
    expect((within(dialog).getByLabelText('Moderator') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await within(dialog).findByText('steady-lake-311')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Morgan',
      lastName: 'Lee',
      email: 'morgan@heartwise.local',
      role: 'moderator',
      password: 'a good password',
    });
  });

  it("shows the service's sentence when the email already has an account", async () => {
    api({
      'POST /api/admin/users': {
        status: 409,
        body: { message: 'An account with this email already exists.' },
      },
    });
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Create New User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New User' });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Silva' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'demo-youth@heartwise.local' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'a good password' } });
    fireEvent.click(within(dialog).getByLabelText('Administrator'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('An account with this email already exists.')).toBeTruthy();
  });

  it('asks for a password that is hard to guess, and shows why the service refused an easy one', async () => {
    const easy = 'That password is too easy to guess. Try a few unrelated words together.';
    api({ 'POST /api/admin/users': { status: 400, body: { message: easy } } });
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Create New User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New User' });
    expect(within(dialog).getByText(/At least 8 characters and hard to guess/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Morgan' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Lee' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'morgan@heartwise.local' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'password123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText(easy)).toBeTruthy();
  });
});
