import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
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

async function signInDemoYouth(): Promise<string> {
  const jar = new CookieJar();
  const response = await fetch(`${identity.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-youth', password: 'demo-password' }),
  });
  expect(response.status).toBe(200);
  jar.store(response);
  return jar.header();
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
        'a youth is signed in': async () => {
          sessionCookie = await signInDemoYouth();
        },
        'nobody is signed in': async () => {
          sessionCookie = undefined;
        },
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
