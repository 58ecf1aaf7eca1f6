import { describe, expect, it } from '@jest/globals';
import { z, ZodError } from 'zod';
import * as contracts from '../src/index.js';
import {
  buildOpenApiDocument,
  createThread,
  forumTopics,
  listThreads,
  requestFor,
  threadDetail,
  operationRequest,
  operations,
  operationsByName,
  parseOperationResult,
  requestForOperation,
  topicTitles,
  type Operation,
  type OperationInput,
  type OperationName,
  type OperationResult,
  type ResultOf,
  type loginPage,
  type ThreadList,
  type uploadRoster,
  type InputOf,
  type User,
} from '../src/index.js';

/** Compiles only when A and B are the same type (checked by `tsc`, not by jest). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const sameType = <A, B>(same: Same<A, B>) => expect(same).toBe(true);

const threadId = '6f1c3a52-3f0e-4c8e-9b51-6a2f0f1c0a04';

describe('every call of the public API has a name', () => {
  it('lists the calls under their names, in the same order, each name its OpenAPI operationId', () => {
    expect(operations.map((operation) => operation.id)).toEqual(Object.keys(operationsByName));
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, { operationId?: string }>>;
    const ids = operations.map((operation) => paths[operation.path]?.[operation.method]?.operationId);
    expect(ids).toEqual(operations.map((operation) => operation.id));
    expect(new Set(ids).size).toBe(operations.length);
  });

  it('names each one in camelCase, once', () => {
    const names = Object.keys(operationsByName);
    expect(names.filter((name) => !/^[a-z][A-Za-z]*$/.test(name))).toEqual([]);
    expect(new Set(operations.map((operation) => `${operation.method} ${operation.path}`)).size).toBe(
      names.length,
    );
  });

  it('keeps the names "Download my data" and deleting an account were already looked up by', () => {
    const call = (name: OperationName) => `${operationsByName[name].method} ${operationsByName[name].path}`;
    expect(call('deleteMyAccount')).toBe('delete /api/user');
    expect(call('exportMyAccountData')).toBe('get /api/user/export');
    expect(call('exportMyWellnessData')).toBe('get /api/wellness/export');
    expect(call('exportMyForumData')).toBe('get /api/forum/export');
  });

  it('keeps each declaration literal: its method, its path and its schemas', () => {
    sameType<(typeof operationsByName)['threadDetail']['method'], 'get'>(true);
    sameType<(typeof operationsByName)['deleteReply']['path'], '/api/forum/replies/{id}'>(true);
    sameType<OperationResult<'currentUser'>, User>(true);
    sameType<OperationResult<'loginPage'>, undefined>(true);
    sameType<OperationInput<'uploadRoster'>['body'], FormData>(true);
    sameType<OperationInput<'threadDetail'>['params'], { id: string }>(true);
  });
});

describe('each call is also its own export, for front ends to import only what they call', () => {
  it('exports every operation under its name: the call operationsByName joins with its docs', () => {
    const exported = contracts as unknown as Record<string, Record<string, unknown> | undefined>;
    const differing = Object.entries(operationsByName)
      .filter(([name, operation]) => {
        const call = exported[name === 'topicCatalogue' ? 'forumTopics' : name];
        const joined = operation as unknown as Record<string, unknown>;
        return (
          !call || Object.entries(call).some(([key, value]) => joined[key] !== value) || 'summary' in call
        );
      })
      .map(([name]) => name);
    expect(differing).toEqual([]);
  });

  it('exports the topic catalogue call as forumTopics: topicCatalogue is the catalogue itself', () => {
    expect(operationsByName.topicCatalogue).toMatchObject({ path: forumTopics.path, method: 'get' });
    expect(Array.isArray(contracts.topicCatalogue)).toBe(true);
  });

  it('types a call by the operation itself (checked by tsc)', () => {
    sameType<ResultOf<typeof listThreads>, z.output<typeof ThreadList>>(true);
    sameType<ResultOf<typeof loginPage>, undefined>(true);
    sameType<InputOf<typeof threadDetail>['params'], { id: string }>(true);
    sameType<InputOf<typeof uploadRoster>['body'], FormData>(true);
    expect(requestFor(threadDetail, { params: { id: threadId } })).toEqual(
      operationRequest('threadDetail', { params: { id: threadId } }),
    );
    expect(requestFor(listThreads, { query: { limit: 3 } }).url).toBe('/api/forum/threads?limit=3');
    const refused = [
      // @ts-expect-error the thread's id is needed
      () => requestFor(threadDetail),
      // @ts-expect-error starting a thread needs its body
      () => requestFor(createThread, {}),
    ];
    expect(refused).toHaveLength(2);
  });
});

describe('the request for a call', () => {
  it('fills the path from the params', () => {
    expect(operationRequest('threadDetail', { params: { id: threadId } })).toEqual({
      method: 'GET',
      url: `/api/forum/threads/${threadId}`,
    });
    expect(
      operationRequest('decideModerationItem', { params: { itemId: threadId, action: 'keep' } }).url,
    ).toBe(`/api/admin/moderation/${threadId}/keep`);
  });

  it('escapes what a path segment cannot hold, after the params schema has read it', () => {
    const part: Operation = {
      method: 'get',
      path: '/api/things/{slug}/parts/{n}',
      summary: 'A test call',
      service: 'identity',
      auth: 'public',
      params: z.object({ slug: z.string().trim(), n: z.coerce.number() }),
    };
    expect(requestForOperation(part, { params: { slug: '  a b/c?d#e%f&g ', n: '7' } }).url).toBe(
      '/api/things/a%20b%2Fc%3Fd%23e%25f%26g/parts/7',
    );
  });

  it('sends params its schema refuses as given, so the service answers them as it always has', () => {
    expect(operationRequest('threadDetail', { params: { id: 'not an id/..' } }).url).toBe(
      '/api/forum/threads/not%20an%20id%2F..',
    );
  });

  it('refuses to build a path with a part missing', () => {
    const input = { params: {} } as unknown as OperationInput<'threadDetail'>;
    expect(() => operationRequest('threadDetail', input)).toThrow(
      'GET /api/forum/threads/{id} needs its id.',
    );
  });

  it('serialises the query, leaving out what is undefined, and nothing at all when it is empty', () => {
    expect(operationRequest('listThreads').url).toBe('/api/forum/threads');
    expect(operationRequest('listThreads', { query: {} }).url).toBe('/api/forum/threads');
    expect(operationRequest('listThreads', { query: { before: undefined, limit: 20 } }).url).toBe(
      '/api/forum/threads?limit=20',
    );
    expect(
      operationRequest('listThreads', { query: { before: '2026-03-01T09:30:00.000+01:00', limit: 5 } }).url,
    ).toBe('/api/forum/threads?before=2026-03-01T09%3A30%3A00.000%2B01%3A00&limit=5');
    expect(operationRequest('rosterClasses', { query: { schoolId: threadId } }).url).toBe(
      `/api/org/classes?schoolId=${threadId}`,
    );
  });

  it('repeats the key of a query array', () => {
    const tagged: Operation = {
      method: 'get',
      path: '/api/things',
      summary: 'A test call',
      service: 'identity',
      auth: 'public',
      query: z.object({ tag: z.array(z.string()).optional() }),
    };
    expect(requestForOperation(tagged, { query: { tag: ['calm', 'sleep & rest'] } }).url).toBe(
      '/api/things?tag=calm&tag=sleep+%26+rest',
    );
  });

  it('has no body for a call that takes none', () => {
    const logout = operationRequest('logout');
    expect(logout).toEqual({ method: 'POST', url: '/api/logout' });
    expect('body' in logout).toBe(false);
    expect(operationRequest('todaysHabits')).toEqual({ method: 'GET', url: '/api/habits' });
  });

  it('carries a JSON body as given (the service checks it and words its own 400)', () => {
    const body = { title: topicTitles[0] ?? '', content: 'x' };
    expect(operationRequest('createThread', { body })).toEqual({
      method: 'POST',
      url: '/api/forum/threads',
      body,
      bodyMediaType: 'application/json',
    });
  });

  it('may leave out a body its schema does without', () => {
    expect(operationRequest('askForHelpWithThread', { params: { id: threadId } })).toEqual({
      method: 'POST',
      url: `/api/forum/threads/${threadId}/ask-for-help`,
    });
    expect(
      operationRequest('askForHelpWithReply', { params: { id: threadId }, body: { message: 'Please' } }).body,
    ).toEqual({ message: 'Please' });
  });

  it('hands a multipart upload its FormData', () => {
    const form = new FormData();
    form.append('files', new Blob(['sourcedId,name\n'], { type: 'text/csv' }), 'orgs.csv');
    const request = operationRequest('uploadRoster', { body: form });
    expect(request).toEqual({
      method: 'POST',
      url: '/api/org/imports',
      body: form,
      bodyMediaType: 'multipart/form-data',
    });
    expect(request.body).toBe(form);
  });

  it('asks for exactly the parts a call has (checked by tsc)', () => {
    const refused = [
      // @ts-expect-error the thread's id is needed
      () => operationRequest('threadDetail'),
      // @ts-expect-error signing out takes no body
      () => operationRequest('logout', { body: { everywhere: true } }),
      // @ts-expect-error starting a thread needs its body
      () => operationRequest('createThread', {}),
      // @ts-expect-error an upload is FormData
      () => operationRequest('uploadRoster', { body: { files: [] } }),
      // @ts-expect-error a school's classes need the school
      () => operationRequest('rosterClasses', { query: {} }),
      // @ts-expect-error no such call
      () => operationRequest('listEverything'),
    ];
    expect(refused).toHaveLength(6);
  });
});

describe("a call's answer", () => {
  const user = {
    id: threadId,
    username: 'quiet-otter-12',
    email: 'youth@example.org',
    firstName: 'Ana',
    lastName: null,
    profileImageUrl: null,
    role: 'youth',
    createdAt: '2026-03-01T09:30:00.000Z',
    updatedAt: '2026-03-01T09:30:00.000Z',
    lastActive: null,
  };

  it('is parsed with the response schema', () => {
    const parsed = parseOperationResult('currentUser', user);
    expect(parsed).toMatchObject({ id: threadId, username: 'quiet-otter-12', role: 'youth' });
    expect(parseOperationResult('logout', { ok: true })).toEqual({ ok: true });
  });

  it('throws when it does not match', () => {
    expect(() => parseOperationResult('currentUser', { ...user, role: 'wizard' })).toThrow(ZodError);
    expect(() => parseOperationResult('logout', { ok: 'yes' })).toThrow(ZodError);
    expect(() => parseOperationResult('todaysHabits', null)).toThrow(ZodError);
  });

  it('is nothing for a redirect', () => {
    expect(parseOperationResult('loginPage', '<html>')).toBeUndefined();
  });
});
