import { aUser, fakeApi, renderRoutes } from '@heartwise/web-runtime/testing';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LINK_REQUEST_RECEIVED } from '@heartwise/contracts';
import {
  aLink,
  approvedId,
  aRequest,
  callsTo,
  linksInTurn,
  okBody,
  pendingId,
  signedInAs,
  youthPerson,
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
/** The rows of a list, in order; a missing row fails the test. */
const rowsOf = (list: HTMLElement, count: number): HTMLElement[] => {
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(count);
  return rows;
};

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
    const loading = within(region).getByText('Loading your family links...').closest('[role="status"]');
    expect(loading).toBeTruthy();
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
  const receipt = { status: 202, body: { ok: true, message: LINK_REQUEST_RECEIVED } };

  it('lists links by name and requests by the username typed, with what each means', async () => {
    signedInAs('parent', [
      aRequest('pending', { youthUsername: 'brave-river42715' }),
      aLink('approved', {
        youth: { ...youthPerson, firstName: 'Robin', username: 'calm-lake12345' },
      }),
      aRequest('expired', { id: approvedId.replace('02', '03'), youthUsername: 'made-up-name' }),
      aRequest('withdrawn', { id: approvedId.replace('02', '04'), youthUsername: 'quiet-fern10101' }),
    ]);
    openProfile();
    const region = await familyLinks();
    const linked = await within(region).findByRole('list', { name: 'Your links' });
    const [robin] = rowsOf(linked, 1) as [HTMLElement];
    expect(within(robin).getByText('Linked')).toBeTruthy();
    expect(within(robin).getByRole('button', { name: 'End link with Robin' })).toBeTruthy();

    const requests = within(region).getByRole('list', { name: 'Your requests' });
    const [waiting, expired, withdrawn] = rowsOf(requests, 3) as [HTMLElement, HTMLElement, HTMLElement];
    expect(waiting.textContent).toContain('Request for @brave-river42715 — waiting for an answer');
    expect(
      within(waiting).getByRole('button', { name: 'Withdraw request for @brave-river42715' }),
    ).toBeTruthy();
    expect(expired.textContent).toContain('Request for @made-up-name — expired');
    expect(expired.textContent).toContain('Not accepted within 14 days. You can send a new request.');
    expect(withdrawn.textContent).toContain('Request for @quiet-fern10101 — withdrawn');
    for (const closed of [expired, withdrawn]) expect(within(closed).queryByRole('button')).toBeNull();
    // Nobody is named before they accept: not Alex, the youth behind the waiting request.
    expect(requests.textContent).not.toContain('Alex');
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

  it("sends a request by username, shows the service's receipt (no name), and the request waiting", async () => {
    const calls = signedInAs('parent', linksInTurn([], [aRequest('pending')]), {
      'POST /api/links': receipt,
    });
    openProfile();
    await familyLinks();
    fireEvent.change(screen.getByLabelText('Their username'), { target: { value: ' brave-river42715 ' } });
    press('Send link request');
    const status = (await screen.findByText('Link request sent')).closest('[role="status"]');
    expect(status?.textContent).toBe(`Link request sent ${LINK_REQUEST_RECEIVED}`);
    expect(callsTo(calls, 'POST', '/api/links')[0]?.body).toEqual({ youthUsername: 'brave-river42715' });
    expect(await screen.findByText(/Request for @brave-river42715/)).toBeTruthy();
    expect((screen.getByLabelText('Their username') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/Alex/)).toBeNull();
  });

  it('shows the same receipt for a username nobody has', async () => {
    signedInAs('parent', linksInTurn([], [aRequest('pending', { youthUsername: 'no-such-person' })]), {
      'POST /api/links': receipt,
    });
    openProfile();
    await familyLinks();
    fireEvent.change(screen.getByLabelText('Their username'), { target: { value: 'no-such-person' } });
    press('Send link request');
    expect(await screen.findByText(LINK_REQUEST_RECEIVED, { exact: false })).toBeTruthy();
    expect(await screen.findByText(/Request for @no-such-person/)).toBeTruthy();
  });

  it('explains kindly, next to the username, when they have asked too often', async () => {
    const message = 'You have sent a lot of link requests. Please wait a while before sending another.';
    signedInAs('parent', [], {
      'POST /api/links': { status: 429, body: { message, retryAfterSeconds: 1800 } },
    });
    openProfile();
    await familyLinks();
    fireEvent.change(screen.getByLabelText('Their username'), { target: { value: 'calm-otter12345' } });
    press('Send link request');
    expect(await screen.findByText('Link request not sent')).toBeTruthy();
    const field = screen.getByLabelText('Their username');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(message);
    expect(screen.queryByText('Link request sent')).toBeNull();
  });

  it('withdraws a waiting request, which stays listed as withdrawn', async () => {
    const calls = signedInAs('parent', linksInTurn([aRequest('pending')], [aRequest('withdrawn')]), {
      [`DELETE /api/links/${pendingId}`]: okBody,
    });
    openProfile();
    await screen.findByText(/waiting for an answer/);
    press(/^Withdraw request/);
    expect(await screen.findByText('Request withdrawn')).toBeTruthy();
    expect(await screen.findByText(/Request for @brave-river42715/)).toBeTruthy();
    expect(await screen.findByText(/— withdrawn/)).toBeTruthy();
    expect(callsTo(calls, 'DELETE', `/api/links/${pendingId}`)).toHaveLength(1);
    expect(callsTo(calls, 'GET', '/api/links')).toHaveLength(2);
    // The button that had focus is gone: keyboard users carry on from the section's heading.
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
    const calls = signedInAs('parent', [aRequest('pending')], {
      [`DELETE /api/links/${pendingId}`]: {
        status: 409,
        body: { message: 'This request has expired, so there is nothing to withdraw.' },
      },
    });
    openProfile();
    await screen.findByText(/waiting for an answer/);
    press(/^Withdraw request/);
    expect(
      await screen.findByText('This request has expired, so there is nothing to withdraw.'),
    ).toBeTruthy();
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

  it('declines a request, which moves to the history', async () => {
    const calls = signedInAs(
      'youth',
      linksInTurn([aLink('pending')], [aLink('rejected', { id: pendingId })]),
      {
        [`POST /api/links/${pendingId}/decline`]: { status: 200, body: aLink('rejected', { id: pendingId }) },
      },
    );
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: "Decline Jordan's request" }));
    expect(await screen.findByText('Request declined')).toBeTruthy();
    const history = await screen.findByRole('list', { name: 'Requests history' });
    expect(within(history).getByText('Not accepted')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Link requests' })).toBeNull();
    expect(callsTo(calls, 'POST', `/api/links/${pendingId}/decline`)).toHaveLength(1);
  });

  it('says kindly when there is nothing at all', async () => {
    signedInAs('youth', []);
    openProfile();
    expect(
      await screen.findByText(
        "No family links. If a parent or guardian asks to link with you, you'll see it here.",
      ),
    ).toBeTruthy();
  });

  it('shows every request ever made, a withdrawn and an expired one included, each naming who asked', async () => {
    signedInAs('youth', [
      aLink('withdrawn', { id: approvedId.replace('02', '05'), endedAt: '2026-11-22T09:00:00.000Z' }),
      aLink('expired', { id: approvedId.replace('02', '06') }),
      aLink('ended', { id: approvedId.replace('02', '07'), endedAt: '2026-11-23T09:00:00.000Z' }),
    ]);
    openProfile();
    const history = await screen.findByRole('list', { name: 'Requests history' });
    const [withdrawn, expired, ended] = rowsOf(history, 3) as [HTMLElement, HTMLElement, HTMLElement];
    expect(withdrawn.textContent).toContain('Jordan Reyes');
    expect(withdrawn.textContent).toContain('@steady-oak-18');
    expect(within(withdrawn).getByText('Withdrawn')).toBeTruthy();
    expect(withdrawn.textContent).toMatch(/Jordan withdrew it on/);
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(expired.textContent).toContain('It closed after 14 days without an answer.');
    expect(within(ended).getByText('Link ended')).toBeTruthy();
    // Closed requests are a record: nothing to press.
    expect(within(history).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Link requests' })).toBeNull();
  });

  it('tells the youth kindly when a request expired before they accepted it', async () => {
    const message = 'This request has expired. Your parent can send a new one.';
    signedInAs('youth', linksInTurn([aLink('pending')], [aLink('expired', { id: pendingId })]), {
      [`POST /api/links/${pendingId}/accept`]: { status: 409, body: { message } },
    });
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: "Accept Jordan's request" }));
    expect(await screen.findByText(message)).toBeTruthy();
    const history = await screen.findByRole('list', { name: 'Requests history' });
    expect(within(history).getByText('Expired')).toBeTruthy();
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
