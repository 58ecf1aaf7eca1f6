import { HELPLINE_COUNTRY_HEADER, User } from '@heartwise/contracts';
import { aUser, fakeApi } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { ApiError, apiRequest, getJson, serverMessage } from './fetcher.js';

describe('the API client (SPEC §7, §8)', () => {
  it('reads a failed call as "<status>: <body text>"', async () => {
    fakeApi({
      'GET /api/habits': {
        status: 500,
        body: 'The habit store is resting',
        statusText: 'Internal Server Error',
      },
    });
    await expect(apiRequest('GET', '/api/habits')).rejects.toThrow(
      new Error('500: The habit store is resting'),
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    fakeApi({ 'GET /api/habits': { status: 503, statusText: 'Service Unavailable' } });
    const failure = await apiRequest('GET', '/api/habits').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('503: Service Unavailable');
    expect((failure as ApiError).status).toBe(503);
  });

  it('treats a 401 on GET /api/user as "nobody is signed in" when asked to', async () => {
    fakeApi({ 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } });
    await expect(getJson('/api/user', User, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('throws on a 401 by default', async () => {
    fakeApi({ 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } });
    await expect(getJson('/api/user', User)).rejects.toThrow('401: {"message":"Not signed in"}');
  });

  it('still throws other failures when a 401 would read as null', async () => {
    fakeApi({ 'GET /api/user': { status: 500, statusText: 'Internal Server Error' } });
    await expect(getJson('/api/user', User, { on401: 'returnNull' })).rejects.toThrow(
      '500: Internal Server Error',
    );
  });

  it('parses every response with the contract', async () => {
    fakeApi({ 'GET /api/user': { status: 200, body: aUser('youth') } });
    await expect(getJson('/api/user', User)).resolves.toEqual(aUser('youth'));

    fakeApi({ 'GET /api/user': { status: 200, body: { ...aUser('youth'), role: 'wizard' } } });
    await expect(getJson('/api/user', User)).rejects.toThrow();
  });

  it('sends cookies, the time zone and the helpline country on every call, and a JSON content type only with a body', async () => {
    const calls = fakeApi({
      'POST /api/logout': { status: 200, body: { ok: true } },
      'POST /api/login': { status: 200, body: aUser() },
    });

    await apiRequest('POST', '/api/logout');
    await apiRequest('POST', '/api/login', { username: 'sam', password: 'secret' });

    const [logout, login] = calls;
    expect(logout?.credentials).toBe('include');
    expect(logout?.headers).toEqual({
      'x-timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
      // jsdom's browser speaks en-US: the helplines of where the person is (issue 19).
      [HELPLINE_COUNTRY_HEADER]: 'US',
    });
    expect(login?.credentials).toBe('include');
    expect(login?.headers['Content-Type']).toBe('application/json');
    expect(login?.headers['x-timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(login?.body).toEqual({ username: 'sam', password: 'secret' });
  });

  it('sends an upload as multipart form data, leaving its content type (and boundary) to the browser', async () => {
    const calls = fakeApi({ 'POST /api/org/imports': { status: 201, body: { ok: true } } });
    const form = new FormData();
    form.append('files', new Blob(['sourcedId,name\n'], { type: 'text/csv' }), 'orgs.csv');

    await apiRequest('POST', '/api/org/imports', form);

    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.body).toBe(form);
  });

  it("reads the server's own message from an error body, else the fallback", async () => {
    fakeApi({
      'POST /api/login': { status: 401, body: { message: 'That username and password do not match.' } },
    });
    const failure = await apiRequest('POST', '/api/login', {}).catch((error: unknown) => error);
    expect(serverMessage(failure, 'Login failed')).toBe('That username and password do not match.');
    expect(serverMessage(new Error('offline'), 'Login failed')).toBe('Login failed');
    expect(serverMessage(new ApiError(502, 'Bad Gateway', '<html>oops</html>'), 'Login failed')).toBe(
      'Login failed',
    );
  });
});
