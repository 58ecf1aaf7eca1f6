import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operations, type Operation } from '@heartwise/contracts';
import {
  expectStoreUntouched,
  fuzzOperation,
  send,
  startFuzzTarget,
  testJwtKeys,
  testServiceEnv,
  type FuzzTarget,
} from '@heartwise/service-kit/testing';
import { identityService } from '../src/service.js';
import { DEMO_PASSWORD, demo, portalFor } from './support/identity-harness.js';

// Generated bad requests against every identity call of the contracts: never a 5xx, always a clear
// 4xx message, and no operator from a request ever reaches the store. svc-identity checks its own
// sessions, so callers sign in for real (the demo accounts) and send their cookie.
let identity: FuzzTarget;
const cookies = new Map<string, string>();

// Each request from its own address, so the per-address sign-in limit never stands in for a check.
// Each is a stranger then, so wrong passwords (DELETE /api/user) cost a hash each until the
// account's own waits begin: those runs, and the 30 sign-ins of the logout run, take a while.
const PATIENT = 60_000;
const somewhere = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function signIn(who: 'youth' | 'admin' | 'org-admin'): Promise<string> {
  const account = demo[who === 'org-admin' ? 'orgAdmin' : who];
  const reply = await send(identity.url, {
    method: 'POST',
    path: '/api/login',
    headers: {
      host: portalFor(account.role),
      'content-type': 'application/json',
      'x-forwarded-for': somewhere(),
    },
    body: JSON.stringify(
      who !== 'youth'
        ? { email: account.email, password: DEMO_PASSWORD }
        : { username: account.username, password: DEMO_PASSWORD },
    ),
  });
  expect(reply.status).toBe(200);
  return reply.cookie;
}

const name = (operation: Operation) => `${operation.method.toUpperCase()} ${operation.path}`;
const identityCalls = operations.filter((operation) => operation.service === 'identity');
const isLogout = (operation: Operation) => operation.path === '/api/logout';
// Signing out ends the session: each of its runs signs in afresh. Public calls run last, since
// their bad passwords count against the sign-in limits.
const sessionCalls = identityCalls.filter((operation) => operation.auth !== 'public' && !isLogout(operation));
const publicCalls = identityCalls.filter((operation) => operation.auth === 'public');
const logout = identityCalls.find(isLogout);

beforeAll(async () => {
  const keys = testJwtKeys();
  identity = await startFuzzTarget(identityService, {
    keys,
    env: testServiceEnv(keys.publicKey, { JWT_PRIVATE_KEY: keys.privateKey, DEMO_PASSWORD }),
  });
  cookies.set('youth', await signIn('youth'));
  cookies.set('admin', await signIn('admin'));
  cookies.set('org-admin', await signIn('org-admin'));
});
afterAll(() => identity.stop());

describe('svc-identity under generated bad input', () => {
  it(
    'POST /api/logout refuses every bad request clearly',
    async () => {
      if (!logout) throw new Error('the contracts lost /api/logout');
      const statuses = await fuzzOperation(logout, {
        url: identity.url,
        headers: async () => ({ cookie: await signIn('youth'), 'x-forwarded-for': somewhere() }),
        numRuns: 30,
      });
      expect(statuses[401]).toBeUndefined();
    },
    PATIENT,
  );

  it.each(sessionCalls.map((operation) => [name(operation), operation] as const))(
    '%s refuses every bad request clearly',
    async (_name, operation) => {
      const who = operation.auth === 'admin' || operation.auth === 'org-admin' ? operation.auth : 'youth';
      const statuses = await fuzzOperation(operation, {
        url: identity.url,
        headers: () => ({ cookie: cookies.get(who) ?? '', 'x-forwarded-for': somewhere() }),
        numRuns: 50,
      });
      // Signed in throughout: the bad input reached the service's own checks, not the door.
      expect(statuses[401]).toBeUndefined();
    },
    PATIENT,
  );

  it.each(publicCalls.map((operation) => [name(operation), operation] as const))(
    '%s refuses every bad request clearly (signed out)',
    async (_name, operation) => {
      await fuzzOperation(operation, {
        url: identity.url,
        headers: () => ({ 'x-forwarded-for': somewhere() }),
        numRuns: 60,
      });
    },
  );

  it('never let a request-made operator reach the store, and stored no `$` key', async () => {
    await expectStoreUntouched(identity);
  });

  it('still signs the demo youth in and knows them after the fuzzing', async () => {
    const reply = await send(identity.url, {
      method: 'GET',
      path: '/api/user',
      headers: { cookie: cookies.get('youth') ?? '' },
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toMatchObject({ username: demo.youth.username });
  });
});
