import { aUser, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, okBody, signedInAs } from '../../testing/profile.js';

// Remote pages are not part of these tests; the federation runtime is stubbed as in the guard tests.
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('../../app/routes.js');

const openProfile = () => renderRoutes(routes, { path: '/profile' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('the profile page: your details', () => {
  it('shows the username read-only, with what it is for', async () => {
    signedInAs('youth');
    openProfile();
    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    expect(username.value).toBe('youth-river-42');
    expect(username.readOnly).toBe(true);
    const hint = document.getElementById(username.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/what a parent or guardian types to ask to link/);
  });

  it('asks for a first name before saving, next to the field', async () => {
    const calls = signedInAs('parent');
    openProfile();
    await screen.findByRole('heading', { name: 'Your details', level: 2 });
    type('First name', '   ');
    press('Save changes');
    const message = await screen.findByText('Please enter your first name.');
    const field = screen.getByLabelText('First name');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(callsTo(calls, 'PATCH', '/api/user')).toHaveLength(0);
  });

  it("says 'Saving...' and holds the button while the names are on their way", async () => {
    const calls = signedInAs('youth', [], { 'PATCH /api/user': 'pending' });
    openProfile();
    await screen.findByRole('heading', { name: 'Your details', level: 2 });
    type('First name', '  Alexis ');
    press('Save changes');
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    // Trimmed by the contract's schema before it is sent.
    expect(callsTo(calls, 'PATCH', '/api/user')[0]?.body).toEqual({
      firstName: 'Alexis',
      lastName: 'Rivera',
    });
  });

  it('saves, thanks, and the header shows the new first name at once', async () => {
    const calls = signedInAs('youth', [], {
      'PATCH /api/user': { status: 200, body: aUser('youth', { firstName: 'Alexis' }) },
    });
    openProfile();
    const header = screen.getByRole('banner');
    await within(header).findByText('Sam');
    type('First name', 'Alexis');
    press('Save changes');
    expect(await screen.findByText('Your details have been updated.')).toBeTruthy();
    expect(await within(header).findByText('Alexis')).toBeTruthy();
    // Straight from the reply: no second GET /api/user.
    expect(callsTo(calls, 'GET', '/api/user')).toHaveLength(1);
  });

  it("explains a failed save in the server's words", async () => {
    signedInAs('youth', [], {
      'PATCH /api/user': { status: 400, body: { message: 'Your first name can be at most 80 characters.' } },
    });
    openProfile();
    await screen.findByRole('heading', { name: 'Your details', level: 2 });
    press('Save changes');
    expect(await screen.findByText('Your first name can be at most 80 characters.')).toBeTruthy();
  });
});

describe('the profile page: a session that has ended', () => {
  it("says so (SPEC §8 'Unauthorized') and sends the person to sign in again", async () => {
    signedInAs('youth', [], {
      'PATCH /api/user': { status: 401, body: { message: 'Please sign in to continue.' } },
    });
    const { router } = openProfile();
    await screen.findByRole('heading', { name: 'Your details', level: 2 });
    press('Save changes');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
  });
});

describe('the profile page: password', () => {
  it('uses the sign-up rules and messages (SPEC §5), and sends nothing until they hold', async () => {
    const calls = signedInAs('youth');
    openProfile();
    await screen.findByRole('heading', { name: 'Password', level: 2 });
    type('New password', 'short');
    type('Confirm new password', 'different');
    press('Change password');
    expect(await screen.findByText('Please enter your current password.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'POST', '/api/user/password')).toHaveLength(0);
  });

  it('changes the password, clears the fields and says so', async () => {
    const calls = signedInAs('parent', [], { 'POST /api/user/password': okBody });
    openProfile();
    await screen.findByRole('heading', { name: 'Password', level: 2 });
    type('Current password', 'calm-and-kind-42');
    type('New password', 'kinder-still-43');
    type('Confirm new password', 'kinder-still-43');
    press('Change password');
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/user/password')[0]?.body).toEqual({
      currentPassword: 'calm-and-kind-42',
      newPassword: 'kinder-still-43',
      confirmPassword: 'kinder-still-43',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it("tells a wrong current password in the server's words", async () => {
    signedInAs('youth', [], {
      'POST /api/user/password': {
        status: 400,
        body: { message: 'Your current password is not right. Please try again.' },
      },
    });
    openProfile();
    await screen.findByRole('heading', { name: 'Password', level: 2 });
    type('Current password', 'not-it-at-all');
    type('New password', 'kinder-still-43');
    type('Confirm new password', 'kinder-still-43');
    press('Change password');
    expect(await screen.findByText('Password not changed')).toBeTruthy();
    expect(screen.getByText('Your current password is not right. Please try again.')).toBeTruthy();
  });

  it('asks for a password that is hard to guess, and passes on why one was refused', async () => {
    const easy = 'That password is too easy to guess. Try a few unrelated words together.';
    signedInAs('youth', [], { 'POST /api/user/password': { status: 400, body: { message: easy } } });
    openProfile();
    await screen.findByRole('heading', { name: 'Password', level: 2 });
    expect(screen.getByText(/hard to guess: a few unrelated words together work well/)).toBeTruthy();
    type('Current password', 'calm-and-kind-42');
    type('New password', '12345678');
    type('Confirm new password', '12345678');
    press('Change password');
    expect(await screen.findByText('Password not changed')).toBeTruthy();
    expect(screen.getByText(easy)).toBeTruthy();
  });
});
