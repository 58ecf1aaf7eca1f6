import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { SESSION_COOKIE, TokenIssuer } from '@heartwise/service-kit';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { startForum, type Forum } from './support/forum-harness.js';

// Verifies the shell's pact with svc-forum ("Download my data") against the real service on
// embedded adapters; the session cookie is one svc-identity would have issued.
const keys = testJwtKeys();
const issuer = new TokenIssuer(keys.privateKey);
let forum: Forum;
/** The session cookie a provider state set up, added to the replayed request. */
let sessionCookie: string | undefined;

beforeAll(async () => {
  forum = await startForum({ publicKey: keys.publicKey });
});
afterAll(async () => {
  await forum.stop();
});

let sequence = 0;
/** A youth of their own for each state, so no state sees another's threads. */
function signIn(): { sub: string; cookie: string } {
  sequence += 1;
  const sub = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    sub,
    cookie: `${SESSION_COOKIE}=${issuer.issue({ sub, sid: 'p'.repeat(32), role: 'youth' }, 300)}`,
  };
}

describe('svc-forum, as a provider', () => {
  it('honours the pacts of its consumers', async () => {
    await new Verifier({
      provider: 'svc-forum',
      providerBaseUrl: forum.url,
      pactUrls: [resolve(process.cwd(), 'pacts/heartwise-shell-svc-forum.json')],
      logLevel: 'warn',
      stateHandlers: {
        'a youth is signed in and has started a thread': async () => {
          const youth = signIn();
          sessionCookie = youth.cookie;
          await forum.writeThread(youth.sub, { title: 'I feel calmer after a walk' });
        },
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
