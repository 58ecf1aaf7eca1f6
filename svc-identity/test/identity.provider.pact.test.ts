import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { User, type Link } from '@heartwise/contracts';
import { startService, type RunningService } from '@heartwise/service-kit';
import { CookieJar, testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { identityService } from '../src/service.js';

// Verifies every pact a front end wrote for svc-identity against the real service (embedded
// adapters: the contract is about HTTP, the adapters have their own conformance suites).
const keys = testJwtKeys();
let identity: RunningService;
/** The session cookie a provider state set up, added to the replayed request. */
let sessionCookie: string | undefined;

beforeAll(async () => {
  identity = await startService(identityService, {
    env: testServiceEnv(keys.publicKey, { JWT_PRIVATE_KEY: keys.privateKey, DEMO_PASSWORD: 'demo-password' }),
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

/** A parent asks a youth to link; both are new. */
async function linkRequested() {
  const youth = await signUp('youth');
  const parent = await signUp('parent');
  const response = await post('/api/links', { youthUsername: youth.user.username }, parent.cookie);
  expect(response.status).toBe(201);
  const link = (await response.json()) as Link;
  return { youth, parent, linkId: link.id };
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
        'a youth who signed up with password kind-and-calm-42 is signed in': async () => {
          sessionCookie = (await signUp('youth', 'kind-and-calm-42')).cookie;
        },
        'a parent is signed in and a youth they have not asked yet exists': async () => {
          const youth = await signUp('youth');
          const parent = await signUp('parent');
          sessionCookie = parent.cookie;
          return { youthUsername: youth.user.username };
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
