import type { Role, User } from '@heartwise/contracts';
import { dismissToast } from '@heartwise/ui-kit';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import type { FakeRoute } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aListedUser } from '../../testing/fixtures.js';
import { UserManagement } from './UserManagement.js';

afterEach(() => {
  dismissToast();
});

const me = aUser('admin', { firstName: 'Ada', lastName: 'Admin', username: 'demo-admin' });
const riley = aListedUser({
  id: '6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01',
  username: 'brave-river-427',
  email: 'riley@example.com',
  firstName: 'Riley',
  lastName: 'Stone',
  lastActive: '2026-11-20T18:00:00.000Z',
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
const everyone: User[] = [riley, jordan, sky, mo, me];

function api(extra: Record<string, FakeRoute> = {}, users: () => User[] = () => everyone) {
  return fakeApi({
    'GET /api/user': { status: 200, body: me },
    'GET /api/admin/users': () => ({ status: 200, body: users() }),
    ...extra,
  });
}

const table = () => screen.getByRole('table', { name: /^Users \(\d+\)$/ });
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
    fakeApi({ 'GET /api/admin/users': 'pending' });
    renderPage(<UserManagement />);
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeTruthy();
    expect(screen.getByText('Loading users...')).toBeTruthy();
  });

  it('counts each role from the list and shows every account with its role, dates and actions', async () => {
    api();
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    expect(countOf('Youth')).toBe('2');
    expect(countOf('Parents/Guardians')).toBe('1');
    expect(countOf('Moderators')).toBe('1');
    expect(countOf('Administrators')).toBe('1');

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['User', 'Role', 'Created', 'Last Active', 'Actions']);

    const row = rowOf('Riley Stone');
    expect(within(row).getByText('@brave-river-427')).toBeTruthy();
    expect(within(row).getByText('riley@example.com')).toBeTruthy();
    expect(within(row).getByText('Youth')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit role for Riley Stone' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Riley Stone' })).toBeTruthy();
    expect(within(rowOf('Jordan Stone')).getByText('Never')).toBeTruthy();
    expect(within(rowOf('Jordan Stone')).getByText('Parent/Guardian')).toBeTruthy();
  });

  it('searches username, email and full name without minding case, together with the role filter', async () => {
    api();
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

    fireEvent.change(search, { target: { value: 'STONE' } }); // last names
    expect(shownNames()).toEqual(['Riley Stone', 'Jordan Stone']);
    fireEvent.change(search, { target: { value: 'riley stone' } }); // first and last together
    expect(shownNames()).toEqual(['Riley Stone']);
    fireEvent.change(search, { target: { value: 'CLOUD-8' } }); // a username
    expect(shownNames()).toEqual(['Jordan Stone']);
    fireEvent.change(search, { target: { value: '@heartwise.local' } }); // an email
    expect(shownNames()).toEqual(['Mo Reyes']);

    fireEvent.change(search, { target: { value: 'stone' } });
    fireEvent.change(roleFilter, { target: { value: 'parent' } });
    expect(shownNames()).toEqual(['Jordan Stone']);
    expect(table().querySelector('caption')?.textContent).toBe('Users (1)');

    fireEvent.change(search, { target: { value: 'nobody-like-this' } });
    expect(screen.getByText('No users match your search.')).toBeTruthy();

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(roleFilter, { target: { value: 'youth' } });
    expect(shownNames()).toEqual(['Riley Stone', 'Sky Rivera']);
  });
});

describe('User Management: changing a role', () => {
  it('saves the chosen role at once, says so and closes the dialog', async () => {
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
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'moderator' } });

    expect(await screen.findByText('User role updated successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User Role' })).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ url: `/api/admin/users/${riley.id}/role`, body: { role: 'moderator' } }),
    ]);
    await waitFor(() => expect(within(rowOf('Riley Stone')).getByText('Moderator')).toBeTruthy());
    expect(countOf('Moderators')).toBe('2');
  });

  it("shows the service's sentence when it refuses (your own role), and keeps the dialog open", async () => {
    const sentence = "You can't change your own role. Please ask another administrator to do it.";
    api({ [`PUT /api/admin/users/${me.id}/role`]: { status: 403, body: { message: sentence } } });
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit role for Ada Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User Role' });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'moderator' } });

    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit User Role' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe('admin');
  });

  it("says 'Failed to update user role' for any other failure", async () => {
    api({ [`PUT /api/admin/users/${sky.id}/role`]: { status: 500, body: { message: 'Internal' } } });
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit role for Sky Rivera' }));
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'parent' } });
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
    const sentence = "You can't delete your own account here.";
    api({ [`DELETE /api/admin/users/${me.id}`]: { status: 403, body: { message: sentence } } });
    renderPage(<UserManagement />);
    await screen.findByRole('table', { name: 'Users (5)' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ada Admin' }));
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
