import { createThread, helplines, login, logout, threadDetail, uploadRoster } from '@heartwise/contracts';
import { aUser, fakeApi } from '@heartwise/web-runtime/testing';
import { describe, expect, it } from '@jest/globals';
import { ApiError, serverMessage } from '../data/fetcher.js';
import { sessionEnded } from '../session/sessionEnded.js';
import { callApi } from './callApi.js';

const id = '6f1c3a52-3f0e-4c8e-9b51-6a2f0f1c0a04';
const thread = {
  id,
  title: 'I feel nervous about something coming up',
  content: 'My exams start next week.',
  tags: ['Emotions & Feelings'],
  createdAt: '2026-11-21T09:30:00.000Z',
  replyCount: 0,
  user: { firstName: 'Mia' },
  status: 'active',
  mine: false,
  reportedByMe: false,
  replies: [],
};

describe('callApi: one typed client from the contracts', () => {
  it('calls an operation by the imported name: its method, its path with the params filled in', async () => {
    const calls = fakeApi({ [`GET /api/forum/threads/${id}`]: { status: 200, body: thread } });
    const answer = await callApi(threadDetail, { params: { id } });
    expect(answer.id).toBe(id);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET /api/forum/threads/${id}`]);
    expect(calls[0]?.credentials).toBe('include');
  });

  it('sends a JSON body with its content type, and none at all for a call that takes none', async () => {
    const calls = fakeApi({
      'POST /api/forum/threads': { status: 503, statusText: 'Service Unavailable' },
      'POST /api/logout': { status: 200, body: { ok: true } },
    });
    const body = { title: thread.title, content: thread.content };
    await expect(callApi(createThread, { body })).rejects.toThrow('503: Service Unavailable');
    await callApi(logout);
    expect(calls[0]?.body).toEqual(body);
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[1]?.body).toBeUndefined();
    expect(calls[1]?.headers['Content-Type']).toBeUndefined();
  });

  it('sends an upload as multipart/form-data, the browser choosing the boundary', async () => {
    const calls = fakeApi({ 'POST /api/org/imports': { status: 500, statusText: 'Internal Server Error' } });
    const form = new FormData();
    form.append('files', new Blob(['sourcedId,name\n'], { type: 'text/csv' }), 'orgs.csv');
    await callApi(uploadRoster, { body: form }).catch(() => undefined);
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('parses the answer with the response schema', async () => {
    fakeApi({ 'GET /api/wellness/helplines': { status: 200, body: [{ name: 'Line', contact: 'Call 1' }] } });
    await expect(callApi(helplines)).resolves.toEqual([{ name: 'Line', contact: 'Call 1' }]);
    fakeApi({ 'GET /api/wellness/helplines': { status: 200, body: [{ nom: 'Line' }] } });
    await expect(callApi(helplines)).rejects.toThrow();
  });

  it("marks a 401 of a call that needs a session as the session's end, never a public call's", async () => {
    fakeApi({
      [`GET /api/forum/threads/${id}`]: { status: 401, body: { message: 'Please sign in to continue.' } },
      'POST /api/login': { status: 401, body: { message: 'That username and password do not match.' } },
    });
    const ended = await callApi(threadDetail, { params: { id } }).catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(ApiError);
    expect(sessionEnded(ended)).toBe(true);
    // The page is already saying what happened: a form shows that, not the server's sentence.
    expect(serverMessage(ended, 'Could not load it')).toBe('You are logged out. Logging in again...');

    const refused = await callApi(login, { body: { username: 'sam', password: 'wrong' } }).catch(
      (error: unknown) => error,
    );
    expect(sessionEnded(refused)).toBe(false);
    expect(serverMessage(refused, 'Login failed')).toBe('That username and password do not match.');
    expect(sessionEnded(new AggregateError([new Error('x'), ended]))).toBe(true);
    expect(sessionEnded(new Error('Could not gather', { cause: ended }))).toBe(true);
  });

  it('takes the current user for null when nobody is signed in, without any notice', async () => {
    const { fetchCurrentUser } = await import('../data/currentUser.js');
    fakeApi({ 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    fakeApi({ 'GET /api/user': { status: 200, body: aUser('youth') } });
    await expect(fetchCurrentUser()).resolves.toEqual(aUser('youth'));
  });
});
