import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiError, serverMessage, setApiBaseUrl } from '@heartwise/web-runtime';
import { changeUserRole, createStaffUser, deleteUser, fetchAdminUsers } from '../src/api/users.js';

const { arrayContaining, fromProviderState, integer, like, regex, timestamp, uuid } = MatchersV3;

// mfe-admin's real API client for User Management against Pact's mock of svc-identity; the pact
// it writes is verified against the real service (svc-identity/test/mfe-admin.provider.pact.test.ts).
// Who is signed in is the provider state's business: the verifier adds that person's cookie.
const pact = new PactV4({
  consumer: 'mfe-admin',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const ADMIN = 'an admin is signed in';
const ADMIN_AND_YOUTH = 'an admin is signed in and a youth exists';
const ADMIN_NO_MORGAN = 'an admin is signed in and no account uses the email morgan.new@example.com';

const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const roles = 'youth|parent|moderator|admin';

const YOUTH_ID = '6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a01';
const PARENT_ID = '6b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a02';
const ADMIN_ID = '5b0c1a52-3f0e-4c8e-9b51-6a2f0f1c0a04';
/** The account the provider state made (`userId`), or the signed-in admin's own (`adminId`). */
const userPath = (key: 'userId' | 'adminId', example: string, suffix = '') =>
  fromProviderState(`/api/admin/users/\${${key}}${suffix}`, `/api/admin/users/${example}${suffix}`);

const aListedUser = (role: string, lastActive: ReturnType<typeof isoDate> | null) => ({
  id: uuid(YOUTH_ID),
  username: like('brave-river-427'),
  email: like('riley@example.com'),
  firstName: like('Riley'),
  lastName: like('Stone'),
  profileImageUrl: null,
  role: regex(roles, role),
  createdAt: isoDate('2026-11-21T10:00:00.000Z'),
  updatedAt: isoDate('2026-11-21T10:00:00.000Z'),
  lastActive,
});

const refusal = (example: string) => ({ message: like(example) });

describe('mfe-admin, as a consumer of svc-identity: User Management', () => {
  it('lists a page of accounts with their roles, dates and last activity, and how many there are', async () => {
    await pact
      .addInteraction()
      .given(ADMIN)
      .uponReceiving('user management: the first page of accounts, newest first')
      .withRequest('GET', '/api/admin/users/page', (request) =>
        request.query({ sort: 'joined', direction: 'desc', page: '1', pageSize: '100' }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(jsonType)
          // The signed-in admin has been active; someone who never signed in reads as null ('Never').
          .jsonBody({
            users: arrayContaining(aListedUser('admin', isoDate('2026-11-21T10:00:00.000Z')), {
              ...aListedUser('parent', null),
              id: uuid(PARENT_ID),
              username: like('kind-cloud-88'),
            }),
            page: integer(1),
            pageSize: integer(100),
            total: integer(2),
          }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const page = await fetchAdminUsers({ sort: 'joined', direction: 'desc', page: 1, pageSize: 100 });
        expect(page.users.map((user) => user.lastActive)).toEqual(['2026-11-21T10:00:00.000Z', null]);
        expect(page.total).toBe(2);
      });
  });

  it("changes someone's role and gets the user back with the new role", async () => {
    await pact
      .addInteraction()
      .given(ADMIN_AND_YOUTH)
      .uponReceiving("user management: a youth's role changed to parent")
      .withRequest('PUT', userPath('userId', YOUTH_ID, '/role'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ role: 'parent' }),
      )
      .willRespondWith(200, (response) =>
        // Signing up signed them in, so they have been active.
        response
          .headers(jsonType)
          .jsonBody({ ...aListedUser('parent', isoDate('2026-11-21T10:00:00.000Z')), role: 'parent' }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const user = await changeUserRole(YOUTH_ID, 'parent');
        expect(user.role).toBe('parent');
      });
  });

  it('is told in a sentence that an admin cannot change their own role', async () => {
    await pact
      .addInteraction()
      .given(ADMIN)
      .uponReceiving("user management: the admin's own role changed")
      .withRequest('PUT', userPath('adminId', ADMIN_ID, '/role'), (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ role: 'moderator' }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody(
          refusal("You can't change your own role. Please ask another administrator to do it."),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const error = await changeUserRole(ADMIN_ID, 'moderator').catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(403);
        expect(serverMessage(error, '')).toMatch(/your own role/);
      });
  });

  it('deletes an account', async () => {
    await pact
      .addInteraction()
      .given(ADMIN_AND_YOUTH)
      .uponReceiving('user management: a youth deleted')
      .withRequest('DELETE', userPath('userId', YOUTH_ID))
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        await expect(deleteUser(YOUTH_ID)).resolves.toEqual({ ok: true });
      });
  });

  it('is told in a sentence that an admin cannot delete themselves', async () => {
    await pact
      .addInteraction()
      .given(ADMIN)
      .uponReceiving("user management: the admin's own account deleted")
      .withRequest('DELETE', userPath('adminId', ADMIN_ID))
      .willRespondWith(403, (response) => response.jsonBody(refusal("You can't delete your own account.")))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const error = await deleteUser(ADMIN_ID).catch((caught: unknown) => caught);
        expect((error as ApiError).status).toBe(403);
        expect(serverMessage(error, '')).not.toBe('');
      });
  });

  it('creates a moderator account and gets back the username the service made', async () => {
    const body = {
      email: 'morgan.new@example.com',
      firstName: 'Morgan',
      lastName: 'Lee',
      role: 'moderator' as const,
      password: 'a good password',
    };
    await pact
      .addInteraction()
      .given(ADMIN_NO_MORGAN)
      .uponReceiving('user management: a new moderator account')
      .withRequest('POST', '/api/admin/users', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody(body),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonType).jsonBody({
          ...aListedUser('moderator', null),
          username: like('steady-lake-311'),
          email: 'morgan.new@example.com',
          firstName: 'Morgan',
          lastName: 'Lee',
          role: 'moderator',
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const user = await createStaffUser(body);
        expect(user.username).toBe('steady-lake-311');
        expect(user.role).toBe('moderator');
      });
  });
});
