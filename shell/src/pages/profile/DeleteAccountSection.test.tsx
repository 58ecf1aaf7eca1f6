import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentUserQuery } from '@heartwise/web-runtime';
import { aUser, fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { callsTo, okBody, signedInAs } from '../../testing/profile.js';

// Remote pages are not part of these tests; the federation runtime is stubbed as in the guard tests.
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('../../app/routes.js');

afterEach(() => {
  jest.restoreAllMocks();
});

const WRONG_PASSWORD = "That password isn't right, so your account is still here. Please try again.";

const openProfile = () => renderRoutes(routes, { path: '/profile' });
const deleteSection = () => screen.findByRole('region', { name: 'Delete my account' });
async function openDialog() {
  fireEvent.click(within(await deleteSection()).getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}
const typePassword = (dialog: HTMLElement, value: string) =>
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value } });
const confirm = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

describe('the profile page: delete my account', () => {
  it('says what deletion erases and what happens to forum posts (the deletion policy)', async () => {
    signedInAs('youth');
    openProfile();
    const section = await deleteSection();
    expect(within(section).getByText("This can't be undone.")).toBeTruthy();
    expect(section.textContent).toContain('Your habits, check-ins and practice are erased.');
    expect(section.textContent).toContain('What you wrote in Pause and Post stays');
    expect(section.textContent).toContain("it shows as 'Anonymous'");
  });

  it('asks for the password in a dialog that has the focus, and sends nothing without one', async () => {
    const calls = signedInAs('parent');
    openProfile();
    const dialog = await openDialog();
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    confirm(dialog);
    expect(await within(dialog).findByText('Please enter your password.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'DELETE', '/api/user')).toHaveLength(0);
  });

  it('closes on Escape without deleting, and gives the focus back to its button', async () => {
    const calls = signedInAs('youth', [], { 'DELETE /api/user': okBody });
    openProfile();
    const dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const trigger = within(await deleteSection()).getByRole('button', { name: 'Delete my account' });
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(callsTo(calls, 'DELETE', '/api/user')).toHaveLength(0);
  });

  it("shows a wrong password in the server's words next to the field, and stays open", async () => {
    signedInAs('youth', [], { 'DELETE /api/user': { status: 403, body: { message: WRONG_PASSWORD } } });
    const { router } = openProfile();
    const dialog = await openDialog();
    typePassword(dialog, 'not-it-at-all');
    confirm(dialog);
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const described = (password.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(WRONG_PASSWORD);
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('deletes with the right password, forgets the person, says goodbye kindly and goes to /auth', async () => {
    const calls = signedInAs('youth', [], { 'DELETE /api/user': okBody });
    const { router, queryClient } = openProfile();
    const dialog = await openDialog();
    typePassword(dialog, 'calm-and-kind-42');
    confirm(dialog);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(screen.getByText('Take care of yourself.')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', '/api/user')[0]?.body).toEqual({ password: 'calm-and-kind-42' });
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
  });

  it.each(['moderator', 'admin'] as const)(
    'tells a %s that an administrator removes staff accounts',
    async (role) => {
      fakeApi({
        'GET /api/user': { status: 200, body: aUser(role) },
        'GET /remotes.json': { status: 200, body: {} },
      });
      openProfile();
      const section = await deleteSection();
      expect(section.textContent).toMatch(/removed by (an|another) administrator/);
      expect(within(section).queryByRole('button')).toBeNull();
    },
  );

  it('tells an organization admin a Heartwise administrator removes them, with no button that would fail', async () => {
    fakeApi({
      'GET /api/user': { status: 200, body: aUser('org-admin') },
      'GET /remotes.json': { status: 200, body: {} },
    });
    openProfile();
    const section = await deleteSection();
    expect(section.textContent).toMatch(/removed by a Heartwise administrator/);
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
