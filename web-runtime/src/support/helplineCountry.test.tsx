import { defaultHelplines, HELPLINE_COUNTRY_HEADER, helplinesOfCountry } from '@heartwise/contracts';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '../data/queryClient.js';
import { apiRequest } from '../data/fetcher.js';
import { currentUserQuery } from '../data/currentUser.js';
import { Helplines } from './Helplines.js';
import { effectiveHelplineCountry, setChosenHelplineCountry } from './helplineCountry.js';

const browserLanguages = (languages: string[]) =>
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
afterEach(() => {
  browserLanguages(['en-US', 'en']);
  setChosenHelplineCountry(null);
});

const countrySent = async (): Promise<string | undefined> => {
  const calls = fakeApi({ 'GET /api/habits': { status: 200, body: [] } });
  await apiRequest('GET', '/api/habits');
  return calls[0]?.headers[HELPLINE_COUNTRY_HEADER];
};

describe('the helpline country every call carries (issue 19)', () => {
  it("is the browser's region when the person chose none", async () => {
    browserLanguages(['en', 'en-AU']);
    expect(await countrySent()).toBe('AU');
  });

  it('is absent when the browser names no country we list: the server reads Accept-Language', async () => {
    browserLanguages(['fr-FR', 'en-GB']);
    expect(await countrySent()).toBeUndefined();
  });

  it("follows the signed-in person's choice over the browser's, and forgets it when they sign out", async () => {
    browserLanguages(['en-GB']);
    const client = createQueryClient();
    client.setQueryData(currentUserQuery.queryKey, aUser('youth', { helplineCountry: 'CA' }));
    expect(effectiveHelplineCountry()).toBe('CA');
    expect(await countrySent()).toBe('CA');
    client.setQueryData(currentUserQuery.queryKey, null);
    expect(await countrySent()).toBe('GB');
  });
});

describe("the support list's built-in fallback", () => {
  it("is the directory's list for the person's country when the service cannot be reached", async () => {
    browserLanguages(['en-NZ']);
    fakeApi({ 'GET /api/wellness/helplines': { status: 503, body: { message: 'Unavailable' } } });
    renderPage(<Helplines />);
    await waitFor(() => expect(screen.getByText('Youthline')).toBeTruthy());
    expect(screen.getAllByRole('listitem')).toHaveLength(helplinesOfCountry('NZ').length);
  });

  it('is the list reachable anywhere for a browser with no listed region', async () => {
    browserLanguages(['de-DE']);
    fakeApi({ 'GET /api/wellness/helplines': { status: 503, body: { message: 'Unavailable' } } });
    renderPage(<Helplines />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(defaultHelplines.length));
    expect(screen.getByText(defaultHelplines[1]?.name ?? '')).toBeTruthy();
  });
});
