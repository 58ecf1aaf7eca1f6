import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { OrgPeoplePage } from '@heartwise/contracts';
import { call, signInDemo, startIdentity, type Identity } from './support/identity-harness.js';

// Verifies mfe-portal's pact (the Organization Portal) against the real svc-identity on embedded
// adapters, whose default seeds Riverside Unified: two schools, a dozen students waiting to
// activate, and its organization admin, signed in through the real call.
let identity: Identity;
/** The session cookie of whoever the provider state signed in, added to the replayed request. */
let sessionCookie: string | undefined;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.stop();
});

async function orgAdminSignedIn() {
  const admin = await signInDemo(identity, 'orgAdmin');
  sessionCookie = admin.cookie;
  return admin.cookie;
}

/** A seeded student who has not activated yet (each state takes a fresh one). */
async function waitingStudent() {
  const cookie = await orgAdminSignedIn();
  const answer = await call(identity, 'get', '/api/org/people?role=youth&status=not-activated', { cookie });
  expect(answer.status).toBe(200);
  const student = OrgPeoplePage.parse(answer.body).people[0];
  if (!student?.schoolId) throw new Error('the demo district has no student waiting to activate');
  return { cookie, userId: student.userId, schoolId: student.schoolId };
}

describe('svc-identity, as the provider of mfe-portal', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'svc-identity',
      providerBaseUrl: identity.url,
      pactUrls: [resolve(process.cwd(), 'pacts/mfe-portal-svc-identity.json')],
      logLevel: 'warn',
      stateHandlers: {
        "Riverside's organization admin is signed in": async () => {
          await orgAdminSignedIn();
        },
        "Riverside's organization admin is signed in and a student of theirs waits to activate": async () => {
          const { userId, schoolId } = await waitingStudent();
          return { userId, schoolId };
        },
        "Riverside's organization admin is signed in and has deactivated a student of theirs": async () => {
          const { cookie, userId } = await waitingStudent();
          expect(
            (await call(identity, 'post', `/api/org/people/${userId}/deactivate`, { cookie })).status,
          ).toBe(200);
          return { userId };
        },
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 120_000);
});
