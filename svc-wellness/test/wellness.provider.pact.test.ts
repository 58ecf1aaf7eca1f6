import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { SESSION_COOKIE, startService, TokenIssuer, type RunningService } from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { wellnessService } from '../src/service.js';

// Verifies the shell's pact with svc-wellness ("Download my data", the header's helplines) against
// the real service on embedded adapters; the session cookie is one svc-identity would have issued.
const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
let wellness: RunningService;
/** The session cookie a provider state set up, added to the replayed request. */
let sessionCookie: string | undefined;

beforeAll(async () => {
  wellness = await startService(wellnessService, { env: testServiceEnv(keys.publicKey) });
});
afterAll(async () => {
  await wellness.stop();
});

let sequence = 0;
/** A youth of their own for each state, so no state sees another's records. */
function signedInYouth(): string {
  sequence += 1;
  const sub = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return `${SESSION_COOKIE}=${issuer.issue({ sub, sid: 'p'.repeat(32), role: 'youth' }, 300)}`;
}

describe('svc-wellness, as a provider', () => {
  it('honours the pacts of its consumers', async () => {
    await new Verifier({
      provider: 'svc-wellness',
      providerBaseUrl: wellness.url,
      pactUrls: [resolve(process.cwd(), 'pacts/heartwise-shell-svc-wellness.json')],
      logLevel: 'warn',
      stateHandlers: {
        'nobody is signed in': async () => {
          sessionCookie = undefined;
        },
        "a youth is signed in and has opened today's habits": async () => {
          sessionCookie = signedInYouth();
          // The first look at the day's habits makes them (SPEC §4).
          const opened = await fetch(`${wellness.url}/api/habits`, {
            headers: { cookie: sessionCookie, 'x-timezone': 'UTC' },
          });
          expect(opened.status).toBe(200);
        },
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
