import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { identityConfig } from '../src/config.js';
import { call, signUp, startIdentity, type Identity, type Person } from './support/identity-harness.js';

// Small limits keep the story short; the defaults are checked at the end.
const PER_ACCOUNT = 3;
const PER_ADDRESS = 6;
const WINDOW_SECONDS = 15 * 60;

let identity: Identity;

beforeAll(async () => {
  identity = await startIdentity({
    env: {
      LOGIN_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
      LOGIN_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
      LOGIN_FAILURE_WINDOW_SECONDS: String(WINDOW_SECONDS),
    },
  });
});
afterAll(async () => {
  await identity.stop();
});

/** A sign-in on the main domain by username, from a client address (as the gateway reports it). */
const signInFrom = (address: string, username: string, password: string) =>
  call(identity, 'post', '/api/login', { forwardedFor: address, body: { username, password } });

const expectTooMany = (response: Awaited<ReturnType<typeof signInFrom>>) => {
  expect(response.status).toBe(429);
  expect(response.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.body.retryAfterSeconds).toBe(retryAfter);
};

describe('failed sign-ins, per account', () => {
  let ana: Person;
  beforeAll(async () => {
    ana = await signUp(identity, 'youth', 'Ana');
  });

  it('after three wrong passwords the account rests, even with the right one and from elsewhere', async () => {
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await signInFrom('198.51.100.1', ana.user.username, 'not it')).status).toBe(401);
    }
    expectTooMany(await signInFrom('198.51.100.1', ana.user.username, ana.password));
    expectTooMany(await signInFrom('203.0.113.50', ana.user.username, ana.password));
  });

  it('while other people at the same address still sign in', async () => {
    const ben = await signUp(identity, 'youth', 'Ben');
    expect((await signInFrom('198.51.100.1', ben.user.username, ben.password)).status).toBe(200);
  });

  it('counts the account however it was typed: username on the main site, email on the portal', async () => {
    const cleo = await signUp(identity, 'youth', 'Cleo');
    for (let attempt = 0; attempt < PER_ACCOUNT - 1; attempt += 1) {
      expect((await signInFrom('198.51.100.2', cleo.user.username, 'not it')).status).toBe(401);
    }
    const byEmail = (password: string) =>
      call(identity, 'post', '/api/login', {
        host: 'portal.localhost',
        forwardedFor: '198.51.100.2',
        body: { email: cleo.user.email.toUpperCase(), password },
      });
    expect((await byEmail('not it')).status).toBe(401);
    expectTooMany(await byEmail(cleo.password));
  });

  it('a right password starts the count afresh', async () => {
    const dev = await signUp(identity, 'parent', 'Dev');
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < PER_ACCOUNT - 1; attempt += 1) {
        expect((await signInFrom('198.51.100.3', dev.user.username, 'not it')).status).toBe(401);
      }
      expect((await signInFrom('198.51.100.3', dev.user.username, dev.password)).status).toBe(200);
    }
  });

  it('counts names that have no account just the same, so the answer never tells which exist', async () => {
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await signInFrom('198.51.100.4', 'no-such-person', 'not it')).status).toBe(401);
    }
    expectTooMany(await signInFrom('198.51.100.4', 'no-such-person', 'not it'));
  });
});

describe('failed sign-ins, per address', () => {
  it('an address that keeps failing across many accounts is refused, but those people can sign in elsewhere', async () => {
    const eve = await signUp(identity, 'youth', 'Eve');
    const guesser = '203.0.113.9';
    for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
      expect((await signInFrom(guesser, `someone-${attempt}`, 'password1')).status).toBe(401);
    }
    expectTooMany(await signInFrom(guesser, eve.user.username, eve.password));
    expect((await signInFrom('198.51.100.77', eve.user.username, eve.password)).status).toBe(200);
  });

  it('a caller that is not a trusted proxy cannot dodge it by making up X-Forwarded-For', async () => {
    // Here only 10.0.0.0/8 may forward addresses, so this test's loopback calls are the client.
    const strict = await startIdentity({
      env: { LOGIN_FAILURES_PER_ADDRESS: String(PER_ADDRESS), TRUST_PROXY: '10.0.0.0/8' },
    });
    try {
      const attempt = (n: number) =>
        call(strict, 'post', '/api/login', {
          forwardedFor: `192.0.2.${n}`,
          body: { username: `someone-${n}`, password: 'password1' },
        });
      for (let n = 0; n < PER_ADDRESS; n += 1) expect((await attempt(n)).status).toBe(401);
      expect((await attempt(PER_ADDRESS)).status).toBe(429);
    } finally {
      await strict.stop();
    }
  });
});

describe('the limits, as configured', () => {
  it('defaults to 5 failures per account and 20 per address in 15 minutes', () => {
    const config = identityConfig.parse({ JWT_PUBLIC_KEY: 'k', JWT_PRIVATE_KEY: 'k' });
    expect(config).toMatchObject({
      LOGIN_FAILURES_PER_ACCOUNT: 5,
      LOGIN_FAILURES_PER_ADDRESS: 20,
      LOGIN_FAILURE_WINDOW_SECONDS: 900,
      TRUST_PROXY: 'loopback',
    });
  });
});
