import { aUser, fakeApi, renderRoutes } from '@heartwise/ui-kit/testing';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  aLink,
  approvedId,
  callsTo,
  linksInTurn,
  okBody,
  pendingId,
  signedInAs,
} from '../../testing/profile.js';

// Remote pages are not part of these tests; the federation runtime is stubbed as in the guard tests.
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('../../app/routes.js');

const openProfile = () => renderRoutes(routes, { path: '/profile' });
const familyLinks = () => screen.findByRole('region', { name: 'Family links' });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('family links on the profile page: who sees them', () => {
  it.each(['moderator', 'admin'] as const)('are not offered to a %s, and never fetched', async (role) => {
    const calls = fakeApi({
      'GET /api/user': { status: 200, body: aUser(role) },
      'GET /remotes.json': { status: 200, body: {} },
    });
    openProfile();
    await screen.findByRole('heading', { name: 'Password', level: 2 });
    expect(screen.queryByRole('region', { name: 'Family links' })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/links')).toHaveLength(0);
  });

  it('say they are loading while the links load', async () => {
    signedInAs('parent', 'pending');
    openProfile();
    const region = await familyLinks();
    expect(within(region).getByRole('status').textContent).toContain('Loading your family links...');
  });

  it('offer to try again when the links cannot be loaded', async () => {
    signedInAs('youth', { status: 503, body: { message: 'Unavailable' } });
    openProfile();
    const region = await familyLinks();
    expect((await within(region).findByRole('alert')).textContent).toContain(
      "We couldn't load your family links",
    );
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('family links for a parent', () => {
  it('lists pending and approved links with what each means', async () => {
    signedInAs('parent', [
      aLink('pending'),
      aLink('approved', {
        youth: { ...aLink('approved').youth, firstName: 'Robin', username: 'calm-lake-12' },
      }),
    ]);
    openProfile();
    const region = await familyLinks();
    const list = await within(region).findByRole('list', { name: 'Your links' });
    const [pending, approved] = within(list).getAllByRole('listitem');
    if (!pending || !approved) throw new Error('expected two links');
    expect(within(pending).getByText('Waiting for Alex to accept')).toBeTruthy();
    expect(within(pending).getByText('@brave-river-427')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Withdraw request to Alex' })).toBeTruthy();
    expect(within(approved).getByText('Linked')).toBeTruthy();
    expect(within(approved).getByRole('button', { name: 'End link with Robin' })).toBeTruthy();
  });

  it('says when there are no links yet', async () => {
    signedInAs('parent', []);
    openProfile();
    const region = await familyLinks();
    expect(
      await within(region).findByText('No links yet. When you send a request, it will show here.'),
    ).toBeTruthy();
  });

  it('asks for a username before sending anything', async () => {
    const calls = signedInAs('parent', []);
    openProfile();
    await familyLinks();
    press('Send link request');
    expect(await screen.findByText("Please enter the youth's username.")).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/links')).toHaveLength(0);
  });

  it('sends a request by username, says so, and shows it waiting', async () => {
    const calls = signedInAs('parent', linksInTurn([], [aLink('pending')]), {
      'POST /api/links': { status: 201, body: aLink('pending') },
    });
    openProfile();
    await familyLinks();
    fireEvent.change(screen.getByLabelText('Their username'), { target: { value: ' brave-river-427 ' } });
    press('Send link request');
    expect(await screen.findByText('Link request sent')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/links')[0]?.body).toEqual({ youthUsername: 'brave-river-427' });
    expect(await screen.findByText('Waiting for Alex to accept')).toBeTruthy();
    expect((screen.getByLabelText('Their username') as HTMLInputElement).value).toBe('');
  });

  it.each([
    [404, "We couldn't find a youth with that username. Please check it and try again."],
    [409, 'You have already asked to link with this youth. They have not answered yet.'],
  ])("explains a %i kindly in the server's words, next to the username", async (status, message) => {
    signedInAs('parent', [], { 'POST /api/links': { status, body: { message } } });
    openProfile();
    await familyLinks();
    fireEvent.change(screen.getByLabelText('Their username'), { target: { value: 'no-such-person' } });
    press('Send link request');
    expect(await screen.findByText('Link request not sent')).toBeTruthy();
    const field = screen.getByLabelText('Their username');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(message);
  });

  it('withdraws a pending request and refreshes the list', async () => {
    const calls = signedInAs('parent', linksInTurn([aLink('pending')], []), {
      [`DELETE /api/links/${pendingId}`]: okBody,
    });
    openProfile();
    await screen.findByText('Waiting for Alex to accept');
    press(/^Withdraw request/);
    expect(await screen.findByText('Request withdrawn')).toBeTruthy();
    expect(await screen.findByText('No links yet. When you send a request, it will show here.')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', `/api/links/${pendingId}`)).toHaveLength(1);
    expect(callsTo(calls, 'GET', '/api/links')).toHaveLength(2);
    // The row that had focus is gone: keyboard users carry on from the section's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Family links', level: 2 })),
    );
  });

  it('asks before ending an approved link, and keeps it on "Keep link"', async () => {
    const calls = signedInAs('parent', [aLink('approved')], { [`DELETE /api/links/${approvedId}`]: okBody });
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'End link with Alex' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your link with Alex?' });
    expect(within(dialog).getByText(/stop seeing summaries of Alex's habits and check-ins/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'DELETE', `/api/links/${approvedId}`)).toHaveLength(0);
  });

  it('ends an approved link once confirmed', async () => {
    const calls = signedInAs('parent', linksInTurn([aLink('approved')], []), {
      [`DELETE /api/links/${approvedId}`]: okBody,
    });
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'End link with Alex' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your link with Alex?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End link' }));
    expect(await screen.findByText('Link ended')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', `/api/links/${approvedId}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("tells a failed withdrawal in the server's words and reads the list again", async () => {
    const calls = signedInAs('parent', [aLink('pending')], {
      [`DELETE /api/links/${pendingId}`]: {
        status: 409,
        body: { message: 'This link changed just now. Please try again.' },
      },
    });
    openProfile();
    await screen.findByText('Waiting for Alex to accept');
    press(/^Withdraw request/);
    expect(await screen.findByText('This link changed just now. Please try again.')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/links')).toHaveLength(2));
  });
});

describe('family links for a youth', () => {
  it('shows a pending request in plain words, with Accept and Decline', async () => {
    signedInAs('youth', [aLink('pending')]);
    openProfile();
    const list = await screen.findByRole('list', { name: 'Link requests' });
    const [request] = within(list).getAllByRole('listitem');
    if (!request) throw new Error('expected a request');
    expect(request.textContent).toContain(
      'Jordan (@steady-oak-18) would like to link to your account. A linked parent sees summaries of your habits and check-ins — never your notes or posts.',
    );
    expect(within(request).getByRole('button', { name: "Accept Jordan's request" })).toBeTruthy();
    expect(within(request).getByRole('button', { name: "Decline Jordan's request" })).toBeTruthy();
    expect(within(request).queryByRole('button', { name: /End link/ })).toBeNull();
  });

  it('accepts a request: the parent moves to Linked', async () => {
    const calls = signedInAs(
      'youth',
      linksInTurn([aLink('pending')], [aLink('approved', { id: pendingId })]),
      {
        [`POST /api/links/${pendingId}/accept`]: { status: 200, body: aLink('approved', { id: pendingId }) },
      },
    );
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: "Accept Jordan's request" }));
    expect(await screen.findByText('You and Jordan are now linked.')).toBeTruthy();
    const linked = await screen.findByRole('list', { name: 'Linked' });
    expect(within(linked).getByText('Linked')).toBeTruthy();
    expect(within(linked).getByRole('button', { name: 'End link with Jordan' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Link requests' })).toBeNull();
    const accept = callsTo(calls, 'POST', `/api/links/${pendingId}/accept`);
    expect(accept).toHaveLength(1);
    // No body, so no JSON content type either.
    expect(accept[0]?.body).toBeUndefined();
    expect(accept[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('declines a request', async () => {
    const calls = signedInAs('youth', linksInTurn([aLink('pending')], []), {
      [`POST /api/links/${pendingId}/decline`]: { status: 200, body: aLink('rejected', { id: pendingId }) },
    });
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: "Decline Jordan's request" }));
    expect(await screen.findByText('Request declined')).toBeTruthy();
    expect(
      await screen.findByText(
        "No family links. If a parent or guardian asks to link with you, you'll see it here.",
      ),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', `/api/links/${pendingId}/decline`)).toHaveLength(1);
  });

  it('ends an approved link after asking', async () => {
    const calls = signedInAs('youth', linksInTurn([aLink('approved')], []), {
      [`DELETE /api/links/${approvedId}`]: okBody,
    });
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'End link with Jordan' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your link with Jordan?' });
    expect(
      within(dialog).getByText(/Jordan will stop seeing summaries of your habits and check-ins/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End link' }));
    expect(await screen.findByText('Jordan is no longer linked to your account.')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', `/api/links/${approvedId}`)).toHaveLength(1);
  });
});
