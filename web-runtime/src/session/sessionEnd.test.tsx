import { login, myStanding, updateProfile } from '@heartwise/contracts';
import { aUser, fakeApi, renderPage } from '@heartwise/web-runtime/testing';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RemoteRoot } from '../federation/RemoteRoot.js';
import { callApi } from '../api/callApi.js';
import { toastFailure } from '../api/toastFailure.js';
import { loginNavigation } from './signedOut.js';

// One rule for every app on the page (issue 17): a call that finds the session ended sends the
// person to sign in, once, from the data client; the components' own error callbacks never test
// for a 401.

const ended = { status: 401, body: { message: 'Please sign in to continue.' } };
const stillThere = (text: string) => screen.findByText(text);

// The page's clock is jest's: the 500 ms pause is measured on it, never raced against a loaded
// machine's (the CI runs this beside a second lane on two cores), and a move still pending when a
// test ends is carried out before the next one starts (the move is one per page, as on a page).
beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function Standing() {
  const standing = useQuery({ queryKey: ['/api/forum/standing'], queryFn: () => callApi(myStanding) });
  return <p>{standing.isError ? 'The standing could not load' : 'Loading the standing'}</p>;
}

function SaveName() {
  const save = useMutation({
    mutationFn: () => callApi(updateProfile, { body: { firstName: 'Sam' } }),
    onError: (error) => toastFailure(error, { title: 'Error', description: 'Failed to save your details.' }),
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  );
}

function SignIn() {
  const signIn = useMutation({
    mutationFn: () => callApi(login, { body: { username: 'sam', password: 'wrong' } }),
    onError: (error) => toastFailure(error, { title: 'Login failed', description: 'Try again.' }),
  });
  return (
    <button type="button" onClick={() => signIn.mutate()}>
      Sign in
    </button>
  );
}

describe('when a call finds the session ended', () => {
  it("a query: says 'Unauthorized', then goes to /api/login after 500 ms", async () => {
    // What the page showed, and when on the page's (jest's) clock, at the moment it left.
    const started = Date.now();
    let leaving = { toastShown: false, afterMs: 0 };
    const assign = jest.spyOn(loginNavigation, 'assign').mockImplementation(() => {
      leaving = {
        toastShown: screen.queryByText('You are logged out. Logging in again...') !== null,
        afterMs: Date.now() - started,
      };
    });
    fakeApi({ 'GET /api/forum/standing': ended });
    renderPage(<Standing />);
    expect(await stillThere('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(leaving.toastShown).toBe(true);
    // The call fails within the first tick or two of the fake clock (testing-library moves it 50 ms
    // at a time while it waits), so the page leaves 500 ms after that: not before, not much after.
    expect(leaving.afterMs).toBeGreaterThanOrEqual(500);
    expect(leaving.afterMs).toBeLessThanOrEqual(650);
  });

  it("a mutation: the same notice, and the component's own failure toast stays silent", async () => {
    const assign = jest.spyOn(loginNavigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ 'PATCH /api/user': ended });
    renderPage(<SaveName />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await stillThere('You are logged out. Logging in again...')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(screen.queryByText('Failed to save your details.')).toBeNull();
  });

  it("is never a public call's 401: a wrong password is the form's to explain", async () => {
    const assign = jest.spyOn(loginNavigation, 'assign').mockImplementation(() => undefined);
    fakeApi({
      'POST /api/login': { status: 401, body: { message: 'That username and password do not match.' } },
    });
    renderPage(<SignIn />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await stillThere('Try again.')).toBeTruthy();
    expect(screen.queryByText('Unauthorized')).toBeNull();
    act(() => jest.advanceTimersByTime(600));
    expect(assign).not.toHaveBeenCalled();
  });

  it("says nobody is signed in as it goes, so the page's guards move on to sign in too", async () => {
    const assign = jest.spyOn(loginNavigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ 'GET /api/forum/standing': ended });
    const { queryClient } = renderPage(<Standing />);
    queryClient.setQueryData(['/api/user'], aUser('youth'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(queryClient.getQueryData(['/api/user'])).toBeNull();
  });

  it('is answered under a host whose data client predates the rule (web-runtime 1.0): the remote root adds it', async () => {
    const assign = jest.spyOn(loginNavigation, 'assign').mockImplementation(() => undefined);
    // A 1.0 host's client: the SPEC §9 defaults, nothing watching for a session's end.
    const olderHostClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fakeApi({ 'GET /api/forum/standing': ended });
    renderPage(
      <RemoteRoot name="forum">
        <Standing />
      </RemoteRoot>,
      { queryClient: olderHostClient },
    );
    expect(await stillThere('You are logged out. Logging in again...')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('toastFailure', () => {
  it('says any other failure as asked', async () => {
    renderPage(<p>page</p>);
    act(() =>
      toastFailure(new Error('500: down'), { title: 'Error', description: 'Failed to save activity.' }),
    );
    expect(await stillThere('Failed to save activity.')).toBeTruthy();
  });
});
