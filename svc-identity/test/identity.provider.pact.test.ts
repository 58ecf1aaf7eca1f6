import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { ActivationCodeBatch, LinkList, MyOrganization, User } from '@heartwise/contracts';
import { startService, type RunningService } from '@heartwise/service-kit';
import { CookieJar, testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import request from 'supertest';
import { identityService } from '../src/service.js';
import { cookieFrom } from './support/identity-harness.js';

// Verifies every pact a front end wrote for svc-identity against the real service (embedded
// adapters: the contract is about HTTP, the adapters have their own conformance suites).
const keys = testJwtKeys();
let identity: RunningService;
/** The session cookie a provider state set up, added to the replayed request. */
let sessionCookie: string | undefined;
/** The service's clock runs this many days behind while a state makes an old request. */
let daysBehind = 0;
const now = () => new Date(Date.now() - daysBehind * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  identity = await startService(identityService, {
    env: testServiceEnv(keys.publicKey, {
      JWT_PRIVATE_KEY: keys.privateKey,
      DEMO_PASSWORD: 'demo-password',
      // Every state asks from this one address; the per-parent limit is the one a state exhausts.
      LINK_REQUESTS_PER_ADDRESS: '1000',
    }),
    now,
  });
});
afterAll(async () => {
  await identity.stop();
});

/** A POST as the shell's client makes it: a JSON body and its content type only when there is a body. */
async function post(path: string, body?: unknown, cookie?: string): Promise<Response> {
  return fetch(`${identity.url}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signInDemoYouth(): Promise<string> {
  const jar = new CookieJar();
  const response = await post('/api/login', { username: 'demo-youth', password: 'demo-password' });
  expect(response.status).toBe(200);
  jar.store(response);
  return jar.header();
}

let sequence = 0;
/**
 * A new person, signed up (and so signed in) through the real call. States that change or delete
 * an account use one of these, so the demo youth stays as the other states expect it.
 */
async function signUp(role: 'youth' | 'parent', password = 'calm-and-kind-42') {
  sequence += 1;
  const response = await post('/api/register', {
    email: `pact.${role}.${Date.now()}.${sequence}@example.com`,
    password,
    confirmPassword: password,
    firstName: role === 'youth' ? 'Sam' : 'Jordan',
    lastName: 'Rivera',
    role,
  });
  expect(response.status).toBe(201);
  const jar = new CookieJar();
  jar.store(response);
  return { user: User.parse(await response.json()), cookie: jar.header() };
}

/** A parent asks a youth to link; both are new. The answer names no link: the youth's list does. */
async function linkRequested() {
  const youth = await signUp('youth');
  const parent = await signUp('parent');
  const response = await post('/api/links', { youthUsername: youth.user.username }, parent.cookie);
  expect(response.status).toBe(202);
  const listed = await fetch(`${identity.url}/api/links?status=pending`, {
    headers: { cookie: youth.cookie },
  });
  const [link] = LinkList.parse(await listed.json());
  if (!link) throw new Error("the request is not in the youth's list");
  return { youth, parent, linkId: link.id };
}

/**
 * A live code of a demo-district student who has not activated yet, from its organization admin
 * (who signs in on the Organization Portal: supertest, because fetch cannot set Host).
 */
async function aLiveActivationCode(): Promise<string> {
  const signedIn = await request(identity.url)
    .post('/api/login')
    .set('Host', 'portal.localhost')
    .send({ email: 'org-admin@heartwise.local', password: 'demo-password' });
  expect(signedIn.status).toBe(200);
  const cookie = cookieFrom(signedIn);
  const district = MyOrganization.parse(
    (await request(identity.url).get('/api/org').set('Cookie', cookie)).body,
  );
  const issued = await request(identity.url)
    .post('/api/org/activation-codes')
    .set('Cookie', cookie)
    .send({ schoolId: district.schools[0]?.id });
  const [slip] = ActivationCodeBatch.parse(issued.body).slips;
  if (!slip) throw new Error('nobody in the demo district is left to activate');
  return slip.code;
}

describe('svc-identity, as a provider', () => {
  it('honours the pacts of its consumers', async () => {
    await new Verifier({
      provider: 'svc-identity',
      providerBaseUrl: identity.url,
      pactUrls: [resolve(process.cwd(), 'pacts/heartwise-shell-svc-identity.json')],
      logLevel: 'warn',
      stateHandlers: {
        'a youth with username demo-youth and password demo-password exists': async () => {
          sessionCookie = undefined; // seeded by DEMO_PASSWORD
        },
        'no account uses the email robin.new@example.com': async () => {
          sessionCookie = undefined; // a fresh service: nobody has it
        },
        'a youth is signed in': async () => {
          sessionCookie = await signInDemoYouth();
        },
        'nobody is signed in': async () => {
          sessionCookie = undefined;
        },
        'a student of a district who has not activated yet holds a live activation code': async () => {
          sessionCookie = undefined;
          return { code: await aLiveActivationCode() };
        },
        'a youth who signed up with password kind-and-calm-42 is signed in': async () => {
          sessionCookie = (await signUp('youth', 'kind-and-calm-42')).cookie;
        },
        'a parent is signed in and a youth they have not asked yet exists': async () => {
          const youth = await signUp('youth');
          const parent = await signUp('parent');
          sessionCookie = parent.cookie;
          return { youthUsername: youth.user.username };
        },
        'a parent is signed in': async () => {
          sessionCookie = (await signUp('parent')).cookie;
        },
        'a parent is signed in with a link request waiting for a youth': async () => {
          const { youth, parent, linkId } = await linkRequested();
          sessionCookie = parent.cookie;
          return { linkId, youthUsername: youth.user.username };
        },
        'a parent is signed in who has sent as many link requests as an hour allows': async () => {
          const parent = await signUp('parent');
          for (let request = 0; request < 10; request += 1) {
            const asked = await post(
              '/api/links',
              { youthUsername: `made-up-name${request}` },
              parent.cookie,
            );
            expect(asked.status).toBe(202);
          }
          sessionCookie = parent.cookie;
        },
        'a youth is signed in with a link request that has expired': async () => {
          daysBehind = 15; // the request is made 15 days ago, past LINK_REQUEST_DAYS
          try {
            const { youth, linkId } = await linkRequested();
            sessionCookie = youth.cookie;
            return { linkId };
          } finally {
            daysBehind = 0;
          }
        },
        'a youth is signed in with a link request from a parent waiting': async () => {
          const { youth, linkId } = await linkRequested();
          sessionCookie = youth.cookie;
          return { linkId };
        },
        'a parent is signed in with an approved link to a youth': async () => {
          const { youth, parent, linkId } = await linkRequested();
          const accepted = await post(`/api/links/${linkId}/accept`, undefined, youth.cookie);
          expect(accepted.status).toBe(200);
          sessionCookie = parent.cookie;
          return { linkId };
        },
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
