import {
  HELPLINE_COUNTRY_HEADER,
  HelplineCountry,
  helplinesOfCountry,
  type User,
} from '@heartwise/contracts';
import { aUser, renderRoutes, type FakeCall, type FakeRoute } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, signedInAs } from '../../testing/profile.js';

jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: () => <p>{`Remote page ${id}`}</p> }),
}));
const { routes } = await import('../../app/routes.js');

const browserLanguages = (languages: string[]) =>
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
afterEach(() => {
  browserLanguages(['en-US', 'en']);
});

/** The service's answer for the country the app sent (as svc-wellness reads the header). */
const helplinesForCall: FakeRoute = (call) => {
  const sent = HelplineCountry.safeParse(call.headers[HELPLINE_COUNTRY_HEADER]);
  return { status: 200, body: helplinesOfCountry(sent.success ? sent.data : null) };
};
/** PATCH /api/user answering with the account as saved. */
const savesChoice =
  (user: User): FakeRoute =>
  (call) => ({
    status: 200,
    body: { ...user, ...(call.body as Partial<User>) },
  });

const openProfile = () => renderRoutes(routes, { path: '/profile' });
// The page loads lazily: its first drawing may take a moment on a busy machine.
const patiently = { timeout: 5000 };
const countrySelect = async () =>
  (await screen.findByLabelText('Where you are', {}, patiently)) as HTMLSelectElement;
const choose = async (country: string) =>
  fireEvent.change(await countrySelect(), { target: { value: country } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save helplines' }));
const helplineCalls = (calls: FakeCall[]) => callsTo(calls, 'GET', '/api/wellness/helplines');

/** The names in the header's "Get help now" dialog, opened afresh. */
async function helpNowNames(): Promise<string> {
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Get help now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Get help now' }, patiently);
  const list = await within(dialog).findByRole('list', { name: 'People you can reach' }, patiently);
  const names = list.textContent ?? '';
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return names;
}

describe('the profile page: whose helplines', () => {
  it("starts on this browser's region, and the support list is that country's", async () => {
    browserLanguages(['en-GB', 'en']);
    const calls = signedInAs('youth', [], { 'GET /api/wellness/helplines': helplinesForCall });
    openProfile();
    const select = await countrySelect();
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe("Use this browser's region");
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      "Use this browser's region",
      'United States',
      'United Kingdom',
      'Canada',
      'Ireland',
      'Australia',
      'New Zealand',
    ]);
    const hint = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      "This browser's region is United Kingdom: we show its free helplines. If your school or district has its own, you'll see those instead.",
    );

    expect(await helpNowNames()).toContain('Samaritans');
    expect(helplineCalls(calls)[0]?.headers[HELPLINE_COUNTRY_HEADER]).toBe('GB');
  });

  it('says when the browser names no country we list', async () => {
    browserLanguages(['fr-FR', 'fr']);
    signedInAs('parent');
    openProfile();
    const select = await countrySelect();
    expect(select.selectedOptions[0]?.textContent).toBe("Use this browser's region");
    const hint = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(
      /^This browser names no country we list, so we show helplines you can reach anywhere/,
    );
  });

  it('saves a chosen country with a toast, and the support list and every call follow it', async () => {
    browserLanguages(['en-US']);
    const user = aUser('youth');
    const calls = signedInAs('youth', [], {
      'PATCH /api/user': savesChoice(user),
      'GET /api/wellness/helplines': helplinesForCall,
    });
    openProfile();
    expect(await helpNowNames()).toContain('988 Suicide & Crisis Lifeline');

    await choose('NZ');
    save();
    expect(await screen.findByText('Your helplines have been updated.', {}, patiently)).toBeTruthy();
    expect(callsTo(calls, 'PATCH', '/api/user')[0]?.body).toEqual({ helplineCountry: 'NZ' });
    expect((await countrySelect()).value).toBe('NZ');

    const names = await helpNowNames();
    expect(names).toContain('Youthline');
    expect(names).not.toContain('988');
    expect(helplineCalls(calls).at(-1)?.headers[HELPLINE_COUNTRY_HEADER]).toBe('NZ');

    // Back to the browser's region: the account forgets the choice.
    await choose('');
    save();
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/api/user')).toHaveLength(2));
    expect(callsTo(calls, 'PATCH', '/api/user')[1]?.body).toEqual({ helplineCountry: null });
    await waitFor(async () => expect(await helpNowNames()).toContain('988 Suicide & Crisis Lifeline'));
  });

  it('starts on the country the account already chose', async () => {
    signedInAs('youth', [], {
      'GET /api/user': { status: 200, body: aUser('youth', { helplineCountry: 'AU' }) },
    });
    openProfile();
    expect((await countrySelect()).value).toBe('AU');
  });

  it("keeps the choice and explains a failed save in the server's words", async () => {
    signedInAs('youth', [], {
      'PATCH /api/user': { status: 400, body: { message: 'Please choose one of the listed countries.' } },
    });
    openProfile();
    await choose('IE');
    save();
    expect(await screen.findByText('Please choose one of the listed countries.', {}, patiently)).toBeTruthy();
    expect((await countrySelect()).value).toBe('IE');
  });
});
