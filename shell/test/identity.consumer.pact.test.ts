import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiError, fetchCurrentUser, serverMessage, setApiBaseUrl } from '@heartwise/ui-kit';
import { changePassword, updateProfile } from '../src/api/account.js';
import { login } from '../src/api/identity.js';
import { fetchLinks } from '../src/api/links.js';

const { atLeastLike, like, regex, uuid, timestamp } = MatchersV3;

// The shell's real API client against Pact's mock of svc-identity; the pact file it writes is
// verified against the real service in the same run (svc-identity/test/*.provider.pact.test.ts).
const pact = new PactV4({
  consumer: 'heartwise-shell',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const aYouth = {
  id: uuid('0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4d'),
  username: like('demo-youth'),
  email: like('demo-youth@heartwise.local'),
  firstName: like('Sam'),
  lastName: like('Rivera'),
  profileImageUrl: null,
  role: regex('youth|parent|moderator|admin', 'youth'),
  createdAt: isoDate('2026-11-21T10:00:00.000Z'),
  updatedAt: isoDate('2026-11-21T10:00:00.000Z'),
  lastActive: isoDate('2026-11-21T10:00:00.000Z'),
};

describe('the shell, as a consumer of svc-identity', () => {
  it('signs a youth in with username and password and gets the user with their role', async () => {
    await pact
      .addInteraction()
      .given('a youth with username demo-youth and password demo-password exists')
      .uponReceiving('a sign-in with username and password on the main domain')
      .withRequest('POST', '/api/login', (request) =>
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ username: 'demo-youth', password: 'demo-password' }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') })
          .jsonBody(aYouth),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const user = await login({ username: 'demo-youth', password: 'demo-password' });
        expect(user.username).toBe('demo-youth');
        expect(user.role).toBe('youth');
      });
  });

  it('reads the signed-in user', async () => {
    await pact
      .addInteraction()
      .given('a youth is signed in')
      .uponReceiving('a request for the current user with a session')
      .withRequest('GET', '/api/user')
      .willRespondWith(200, (response) => response.jsonBody(aYouth))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const user = await fetchCurrentUser();
        expect(user?.firstName).toBe('Sam');
      });
  });

  it('reads "nobody is signed in" as null', async () => {
    await pact
      .addInteraction()
      .given('nobody is signed in')
      .uponReceiving('a request for the current user without a session')
      .withRequest('GET', '/api/user')
      .willRespondWith(401, (response) => response.jsonBody({ message: like('Please sign in to continue.') }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await fetchCurrentUser()).toBeNull();
      });
  });

  it("renames the signed-in person and answers with the updated user (the header's first name)", async () => {
    await pact
      .addInteraction()
      .given('a youth is signed in')
      .uponReceiving('a change of first and last name')
      .withRequest('PATCH', '/api/user', (request) =>
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ firstName: 'Sam', lastName: 'Rivera' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(aYouth))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const user = await updateProfile({ firstName: 'Sam', lastName: 'Rivera' });
        expect(user.firstName).toBe('Sam');
      });
  });

  it("reads a refused password change in the server's words", async () => {
    await pact
      .addInteraction()
      .given('a youth is signed in')
      .uponReceiving('a password change with the wrong current password')
      .withRequest('POST', '/api/user/password', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({
          currentPassword: 'not-the-password',
          newPassword: 'a-brand-new-password',
          confirmPassword: 'a-brand-new-password',
        }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody({ message: like('Your current password is not right. Please try again.') }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const failure = await changePassword({
          currentPassword: 'not-the-password',
          newPassword: 'a-brand-new-password',
          confirmPassword: 'a-brand-new-password',
        }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect(serverMessage(failure, 'fallback')).toBe(
          'Your current password is not right. Please try again.',
        );
      });
  });

  it("reads a youth's family links", async () => {
    const person = (username: string, firstName: string) => ({
      id: uuid('0b5f4c2e-8f55-4b9e-9d0a-0f6a1e2b3c4e'),
      username: like(username),
      firstName: like(firstName),
      lastName: like('Rivera'),
    });
    await pact
      .addInteraction()
      .given('a youth is signed in')
      .uponReceiving("a request for the signed-in youth's links")
      .withRequest('GET', '/api/links')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          // A new youth may have none yet: zero or more, each shaped like this.
          atLeastLike(
            {
              id: uuid('7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d'),
              status: regex('pending|approved', 'pending'),
              parent: person('demo-parent', 'Jordan'),
              youth: person('demo-youth', 'Sam'),
              createdAt: isoDate('2026-11-21T10:00:00.000Z'),
              updatedAt: isoDate('2026-11-21T10:00:00.000Z'),
              approvedAt: null,
              endedAt: null,
            },
            0,
            1,
          ),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [link] = await fetchLinks();
        expect(link?.parent.firstName).toBe('Jordan');
      });
  });
});
