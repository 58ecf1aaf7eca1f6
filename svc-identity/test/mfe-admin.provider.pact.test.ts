import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { LinkList, OrganizationList, OrgPeoplePage } from '@heartwise/contracts';
import { call, signInDemo, signUp, startIdentity, type Identity } from './support/identity-harness.js';
import { ALL_USERS_PATH, usersIn } from './support/user-list.js';

// Verifies mfe-admin's pact (User Management: the list, role changes, deletion, staff accounts; the
// admin dashboard's figures and settings; the Linking tab; Districts: the list, a new one and its
// refusals) against the real svc-identity on embedded adapters. The admin is the seeded demo admin,
// signed in through the real call; accounts a state changes or deletes are new, made by signing up,
// and links are asked for by their parent.
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

/**
 * A new parent asks to link, as the product does (by username: a new youth's, or `username`): the
 * request's id, from the parent's own list (the answer names no link).
 */
async function linkRequested(username?: string) {
  const youth = await signUp(identity, 'youth', 'Riley');
  const parent = await signUp(identity, 'parent', 'Jo');
  const youthUsername = username ?? youth.user.username;
  const asked = await call(identity, 'post', '/api/links', {
    cookie: parent.cookie,
    body: { youthUsername },
  });
  expect(asked.status).toBe(202);
  const [link] = LinkList.parse((await call(identity, 'get', '/api/links', { cookie: parent.cookie })).body);
  if (!link) throw new Error("the request is not in the parent's list");
  return { linkId: link.id, youth };
}

/**
 * The Linking tab's queue holds only what the state asks next: earlier states' requests (this
 * service lives through every state) are rejected first, so each list is of one shape.
 */
async function emptyQueue() {
  const admin = await signInDemo(identity, 'admin');
  const pending = LinkList.parse(
    (await call(identity, 'get', '/api/admin/links?status=pending', { cookie: admin.cookie })).body,
  );
  for (const link of pending) await answered(`/api/admin/links/${link.id}/reject`, admin.cookie);
}

/** Whoever holds `cookie` answers the link request over HTTP; expects 200. */
async function answered(path: string, cookie: string) {
  expect((await call(identity, 'post', path, { cookie })).status).toBe(200);
}

/** The demo district's admin deactivates one of its students not yet deactivated (a new one each time). */
async function districtStudentDeactivated() {
  const orgAdmin = await signInDemo(identity, 'orgAdmin');
  const [student] = OrgPeoplePage.parse(
    (
      await call(identity, 'get', '/api/org/people?role=youth&status=not-activated', {
        cookie: orgAdmin.cookie,
      })
    ).body,
  ).people;
  if (!student) throw new Error('the demo district has no student left to deactivate');
  await answered(`/api/org/people/${student.userId}/deactivate`, orgAdmin.cookie);
}

describe('svc-identity, as the provider of mfe-admin', () => {
  // Each link state signs two people up (password hashing): slow on a busy machine.
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
        // Districts (issue 16). Only the pact's create makes Lakeview Unified, once.
        'an admin is signed in and no district is named Lakeview Unified': adminSignedIn,
        // Riverside Unified and its admin are the demo district the service seeds.
        'an admin is signed in and the district Riverside Unified exists': async () => {
          const state = await adminSignedIn();
          const list = OrganizationList.parse(
            (await call(identity, 'get', '/api/admin/organizations', { cookie: sessionCookie })).body,
          );
          expect(list.map((district) => district.name)).toContain('Riverside Unified');
          return state;
        },
        'an admin is signed in and an account uses the email org-admin@heartwise.local': async () => {
          const state = await adminSignedIn();
          const users = usersIn(
            (await call(identity, 'get', ALL_USERS_PATH, { cookie: sessionCookie })).body,
          );
          expect(users.map((user) => user.email)).toContain('org-admin@heartwise.local');
          return state;
        },
        'an admin is signed in and a parent asked to link with a youth': async () => {
          await emptyQueue();
          const { linkId } = await linkRequested();
          return { ...(await adminSignedIn()), linkId };
        },
        'an admin is signed in and a parent asked to link with a username nobody has': async () => {
          await emptyQueue();
          const { linkId } = await linkRequested('made-up-name12345');
          return { ...(await adminSignedIn()), linkId };
        },
        "an admin is signed in and a youth already accepted their parent's link request": async () => {
          const { linkId, youth } = await linkRequested();
          await answered(`/api/links/${linkId}/accept`, youth.cookie);
          return { ...(await adminSignedIn()), linkId };
        },
        // The audit log then holds a link rejection naming the admin, the parent and the youth, and
        // the demo district's admin deactivating one of its students (issue 16).
        "an admin is signed in and has rejected a parent's link request, and Riverside Unified's admin has deactivated a student":
          async () => {
            const { linkId } = await linkRequested();
            const admin = await signInDemo(identity, 'admin');
            await answered(`/api/admin/links/${linkId}/reject`, admin.cookie);
            await districtStudentDeactivated();
            return adminSignedIn();
          },
      },
      requestFilter: (req, _res, next) => {
        if (sessionCookie) req.headers.cookie = sessionCookie;
        next();
      },
    }).verifyProvider();
  }, 120_000);
});
