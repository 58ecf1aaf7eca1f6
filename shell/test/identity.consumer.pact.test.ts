import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ACTIVATION_CODE_DID_NOT_WORK, LINK_REQUEST_RECEIVED } from '@heartwise/contracts';
import { ApiError, fetchCurrentUser, serverMessage, setApiBaseUrl } from '@heartwise/web-runtime';
import { changePassword, deleteMyAccount, exportMyAccountData, updateProfile } from '../src/api/account.js';
import { activate, login, logout, register } from '../src/api/identity.js';
import { acceptLink, declineLink, endLink, fetchLinks, requestLink } from '../src/api/links.js';
import { aLink, aLinkPerson, aYouth, isoDate, jsonContentType, okBody } from './support/shapes.js';

const { atLeastLike, fromProviderState, integer, like, regex, uuid } = MatchersV3;

/** Every status a link can have (contracts' LinkStatus), as a pattern. */
const ANY_STATUS = '^(pending|approved|rejected|ended|withdrawn|expired)$';
/** The receipt POST /api/links always gives, whatever the username (its words may change). */
const receipt = { ok: true, message: like(LINK_REQUEST_RECEIVED) };

// The shell's real API client against Pact's mock of svc-identity; the pact file it writes is
// verified against the real service in the same run (svc-identity/test/*.provider.pact.test.ts).
const pact = new PactV4({
  consumer: 'heartwise-shell',
  provider: 'svc-identity',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

/** The password of the youth in 'a youth who signed up with password kind-and-calm-42 is signed in'. */
const KNOWN_PASSWORD = 'kind-and-calm-42';
/** A link id the provider state makes; the example is what the shell sends to the mock. */
const exampleLinkId = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const linkPath = (suffix = '') =>
  fromProviderState(`/api/links/\${linkId}${suffix}`, `/api/links/${exampleLinkId}${suffix}`);

describe('the shell, as a consumer of svc-identity: signing in and out', () => {
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
      .willRespondWith(200, (response) => response.headers(jsonContentType).jsonBody(aYouth))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const user = await login({ username: 'demo-youth', password: 'demo-password' });
        expect(user.username).toBe('demo-youth');
        expect(user.role).toBe('youth');
      });
  });

  it('signs a new youth up and gets the user with the username the server made', async () => {
    const signUp = {
      email: 'robin.new@example.com',
      password: 'calm-and-kind-42',
      confirmPassword: 'calm-and-kind-42',
      firstName: 'Robin',
      lastName: 'Rivera',
      role: 'youth' as const,
    };
    await pact
      .addInteraction()
      .given('no account uses the email robin.new@example.com')
      .uponReceiving('a sign-up of a youth')
      .withRequest('POST', '/api/register', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody(signUp),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonContentType).jsonBody({
          ...aYouth,
          username: like('brave-river-427'),
          email: 'robin.new@example.com',
          firstName: 'Robin',
          role: 'youth',
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const user = await register(signUp);
        expect(user.username).toBe('brave-river-427');
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

  it('logs out: an OK status is enough', async () => {
    await pact
      .addInteraction()
      .given('a youth is signed in')
      .uponReceiving('a logout with a session')
      .withRequest('POST', '/api/logout')
      .willRespondWith(200, (response) => response.jsonBody(okBody))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        await expect(logout()).resolves.toBeUndefined();
      });
  });
});

describe('the shell, as a consumer of svc-identity: activating an imported account (issue 16)', () => {
  const password = 'lantern maple orbit';

  it('activates with a live code and a new password, and gets the user, signed in', async () => {
    await pact
      .addInteraction()
      .given('a student of a district who has not activated yet holds a live activation code')
      .uponReceiving('an activation with a live code and a new password')
      .withRequest('POST', '/api/activate', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({
          code: fromProviderState('${code}', '7KQM-2X9D-HC4R'),
          password,
          confirmPassword: password,
        }),
      )
      .willRespondWith(200, (response) => response.headers(jsonContentType).jsonBody(aYouth))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const user = await activate({ code: '7KQM-2X9D-HC4R', password, confirmPassword: password });
        expect(user.role).toBe('youth');
      });
  });

  it("reads a code that didn't work in the server's words", async () => {
    const body = { code: 'ZZZZ-ZZZZ-ZZZZ', password, confirmPassword: password };
    await pact
      .addInteraction()
      .given('nobody is signed in')
      .uponReceiving('an activation with a code that is not live')
      .withRequest('POST', '/api/activate', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody(body),
      )
      .willRespondWith(400, (response) => response.jsonBody({ message: like(ACTIVATION_CODE_DID_NOT_WORK) }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const failure = await activate(body).catch((error: unknown) => error);
        expect((failure as ApiError).status).toBe(400);
        expect(serverMessage(failure, 'fallback')).toBe(ACTIVATION_CODE_DID_NOT_WORK);
      });
  });
});

describe('the shell, as a consumer of svc-identity: Profile Settings', () => {
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

  it('changes the password with the right current one', async () => {
    const change = {
      currentPassword: KNOWN_PASSWORD,
      newPassword: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    };
    await pact
      .addInteraction()
      .given('a youth who signed up with password kind-and-calm-42 is signed in')
      .uponReceiving('a password change with the right current password')
      .withRequest('POST', '/api/user/password', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody(change),
      )
      .willRespondWith(200, (response) => response.jsonBody(okBody))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await changePassword(change)).toEqual({ ok: true });
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

  it("downloads the account's part of 'Download my data'", async () => {
    await pact
      .addInteraction()
      .given('a youth is signed in')
      .uponReceiving("a request for the signed-in person's account data")
      .withRequest('GET', '/api/user/export')
      .willRespondWith(200, (response) =>
        response.headers(jsonContentType).jsonBody({
          exportedAt: isoDate('2026-11-21T10:00:00.000Z'),
          account: aYouth,
          // Every link whatever its status; a new youth may have none.
          links: atLeastLike(
            {
              id: uuid(exampleLinkId),
              status: regex(ANY_STATUS, 'approved'),
              as: regex('parent|youth', 'youth'),
              otherPerson: aLinkPerson('demo-parent', 'Jordan'),
              createdAt: isoDate('2026-11-21T10:00:00.000Z'),
              updatedAt: isoDate('2026-11-21T10:00:00.000Z'),
              approvedAt: isoDate('2026-11-21T10:05:00.000Z'),
              endedAt: null,
            },
            0,
            1,
          ),
          sessions: { active: integer(1) },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const part = await exportMyAccountData();
        expect(part.account.username).toBe('demo-youth');
        expect(part.links[0]?.otherPerson?.firstName).toBe('Jordan');
        expect(part.sessions.active).toBe(1);
      });
  });

  it('deletes the account with the right password', async () => {
    await pact
      .addInteraction()
      .given('a youth who signed up with password kind-and-calm-42 is signed in')
      .uponReceiving('an account deletion with the right password')
      .withRequest('DELETE', '/api/user', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ password: KNOWN_PASSWORD }),
      )
      .willRespondWith(200, (response) => response.jsonBody(okBody))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await deleteMyAccount({ password: KNOWN_PASSWORD })).toEqual({ ok: true });
      });
  });

  it("reads a refused account deletion (wrong password) in the server's words", async () => {
    await pact
      .addInteraction()
      .given('a youth who signed up with password kind-and-calm-42 is signed in')
      .uponReceiving('an account deletion with the wrong password')
      .withRequest('DELETE', '/api/user', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ password: 'not-the-password' }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: like("That password isn't right, so your account is still here. Please try again."),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const failure = await deleteMyAccount({ password: 'not-the-password' }).catch(
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(403);
        expect(serverMessage(failure, 'fallback')).toBe(
          "That password isn't right, so your account is still here. Please try again.",
        );
      });
  });
});

describe('the shell, as a consumer of svc-identity: family links', () => {
  it("reads a youth's family links: every request made for them, each naming the parent", async () => {
    await pact
      .addInteraction()
      .given('a youth is signed in')
      .uponReceiving("a request for the signed-in youth's links")
      .withRequest('GET', '/api/links')
      .willRespondWith(200, (response) =>
        // A new youth may have none yet: zero or more, each shaped like this.
        response.jsonBody(atLeastLike({ ...aLink('pending'), status: regex(ANY_STATUS, 'pending') }, 0, 1)),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [link] = await fetchLinks();
        expect(link?.parent.firstName).toBe('Jordan');
        expect(link?.youth?.username).toBe('demo-youth');
      });
  });

  it("reads a parent's request before the youth answers: the username typed, and nobody named", async () => {
    await pact
      .addInteraction()
      .given('a parent is signed in with a link request waiting for a youth')
      .uponReceiving("a request for the signed-in parent's links")
      .withRequest('GET', '/api/links')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          atLeastLike(
            {
              ...aLink('pending'),
              youth: null,
              youthUsername: like('brave-river42715'),
            },
            1,
          ),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [request] = await fetchLinks();
        expect(request?.status).toBe('pending');
        expect(request?.youth).toBeNull();
        expect(request?.youthUsername).toBe('brave-river42715');
      });
  });

  it('asks to link with a youth by their username, and gets the receipt', async () => {
    await pact
      .addInteraction()
      .given('a parent is signed in and a youth they have not asked yet exists')
      .uponReceiving("a parent's link request by a youth's username")
      .withRequest('POST', '/api/links', (request) =>
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ youthUsername: fromProviderState('${youthUsername}', 'demo-youth') }),
      )
      .willRespondWith(202, (response) => response.jsonBody(receipt))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await requestLink({ youthUsername: 'demo-youth' })).toEqual({
          ok: true,
          message: LINK_REQUEST_RECEIVED,
        });
      });
  });

  it('gets the very same receipt for a username nobody has', async () => {
    await pact
      .addInteraction()
      .given('a parent is signed in')
      .uponReceiving("a parent's link request for a username nobody has")
      .withRequest('POST', '/api/links', (request) =>
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ youthUsername: 'nobody-here12345' }),
      )
      .willRespondWith(202, (response) => response.jsonBody(receipt))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await requestLink({ youthUsername: 'nobody-here12345' })).toEqual({
          ok: true,
          message: LINK_REQUEST_RECEIVED,
        });
      });
  });

  it("reads the refusal of a parent who asked too often, in the server's words", async () => {
    await pact
      .addInteraction()
      .given('a parent is signed in who has sent as many link requests as an hour allows')
      .uponReceiving('one link request too many')
      .withRequest('POST', '/api/links', (request) =>
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ youthUsername: 'calm-otter12345' }),
      )
      .willRespondWith(429, (response) =>
        response.jsonBody({
          message: like('You have sent a lot of link requests. Please wait a while before sending another.'),
          retryAfterSeconds: integer(3600),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const failure = await requestLink({ youthUsername: 'calm-otter12345' }).catch(
          (error: unknown) => error,
        );
        expect((failure as ApiError).status).toBe(429);
        expect(serverMessage(failure, 'fallback')).toMatch(/a lot of link requests/);
      });
  });

  it('accepts a link request as the youth, and gets the approved link', async () => {
    await pact
      .addInteraction()
      .given('a youth is signed in with a link request from a parent waiting')
      .uponReceiving("the youth's acceptance of a link request")
      .withRequest('POST', linkPath('/accept'))
      .willRespondWith(200, (response) => response.jsonBody(aLink('approved')))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const link = await acceptLink(exampleLinkId);
        expect(link.status).toBe('approved');
      });
  });

  it("reads, in the server's words, that a request expired before the youth accepted it", async () => {
    await pact
      .addInteraction()
      .given('a youth is signed in with a link request that has expired')
      .uponReceiving("the youth's acceptance of an expired link request")
      .withRequest('POST', linkPath('/accept'))
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: like('This request has expired. Your parent can send a new one.') }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const failure = await acceptLink(exampleLinkId).catch((error: unknown) => error);
        expect((failure as ApiError).status).toBe(409);
        expect(serverMessage(failure, 'fallback')).toMatch(/expired/);
      });
  });

  it('declines a link request as the youth, and gets the rejected link', async () => {
    await pact
      .addInteraction()
      .given('a youth is signed in with a link request from a parent waiting')
      .uponReceiving("the youth's refusal of a link request")
      .withRequest('POST', linkPath('/decline'))
      .willRespondWith(200, (response) => response.jsonBody(aLink('rejected')))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const link = await declineLink(exampleLinkId);
        expect(link.status).toBe('rejected');
      });
  });

  it('withdraws a request as the parent', async () => {
    await pact
      .addInteraction()
      .given('a parent is signed in with a link request waiting for a youth')
      .uponReceiving('the withdrawal of a link request')
      .withRequest('DELETE', linkPath())
      .willRespondWith(200, (response) => response.jsonBody(okBody))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await endLink(exampleLinkId)).toEqual({ ok: true });
      });
  });

  it('ends an approved link', async () => {
    await pact
      .addInteraction()
      .given('a parent is signed in with an approved link to a youth')
      .uponReceiving('the end of an approved link')
      .withRequest('DELETE', linkPath())
      .willRespondWith(200, (response) => response.jsonBody(okBody))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await endLink(exampleLinkId)).toEqual({ ok: true });
      });
  });
});
