import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { signInDemo, signUp, startIdentity, type Identity } from './support/identity-harness.js';

// Verifies mfe-admin's pact (User Management: the list, role changes, deletion, staff accounts)
// against the real svc-identity on embedded adapters. The admin is the seeded demo admin, signed
// in through the real call; accounts a state changes or deletes are new, made by signing up.
let identity: Identity;
/** The session cookie of whoever the provider state signed in, added to the replayed request. */
let sessionCookie: string | undefined;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.stop();
});

/** The demo admin, freshly signed in; `adminId` lets a request name their own account. */
async function adminSignedIn() {
  const admin = await signInDemo(identity, 'admin');
  sessionCookie = admin.cookie;
  return { adminId: admin.user.id };
}

describe('svc-identity, as the provider of mfe-admin', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'svc-identity',
      providerBaseUrl: identity.url,
      pactUrls: [resolve(process.cwd(), 'pacts/mfe-admin-svc-identity.json')],
      logLevel: 'warn',
      stateHandlers: {
        'an admin is signed in': adminSignedIn,
        'an admin is signed in and a youth exists': async () => {
          const youth = await signUp(identity, 'youth', 'Riley');
          return { ...(await adminSignedIn()), userId: youth.user.id };
        },
        // A fresh service: nobody has that email yet.
        'an admin is signed in and no account uses the email morgan.new@example.com': adminSignedIn,
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 60_000);
});
