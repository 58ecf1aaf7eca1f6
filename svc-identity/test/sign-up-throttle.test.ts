import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { identityConfig } from '../src/config.js';
import { call, newAddress, startIdentity, uniqueEmail, type Identity } from './support/identity-harness.js';

// Issue 15: 120 accounts a second from one address slowed everyone's sign-in, each costing a
// scrypt hash. Sign-ups are counted per address before the hash. Three at once here to keep the
// story short (60 by default: a class signing up together, retries included).
const AT_ONCE = 3;
let clock = new Date('2026-12-01T08:00:00.000Z');
const wait = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let identity: Identity;

beforeAll(async () => {
  identity = await startIdentity({ now: () => clock, env: { SIGN_UPS_PER_ADDRESS: String(AT_ONCE) } });
});
afterAll(async () => {
  await identity.stop();
});

const signUpFrom = (address: string, email = uniqueEmail('new')) =>
  call(identity, 'post', '/api/register', {
    forwardedFor: address,
    body: {
      email,
      password: 'calm-and-kind-42',
      confirmPassword: 'calm-and-kind-42',
      firstName: 'Robin',
      lastName: 'Rivera',
      role: 'youth',
    },
  });

type Reply = Awaited<ReturnType<typeof signUpFrom>>;

function expectSlowed(response: Reply): number {
  expect(response.status).toBe(429);
  expect(response.body.message).toMatch(
    /^A lot of accounts were made from your network just now\. Please try again in \d+ (second|minute)s?\.$/,
  );
  expect(response.headers['retry-after']).toBe(String(response.body.retryAfterSeconds));
  return response.body.retryAfterSeconds as number;
}

describe('sign-ups from one address', () => {
  it('a script making accounts waits longer and longer, and a refused sign-up stores nothing', async () => {
    const script = '203.0.113.40';
    for (let made = 0; made < AT_ONCE; made += 1) expect((await signUpFrom(script)).status).toBe(201);

    const waits: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      waits.push(expectSlowed(await signUpFrom(script)));
      wait(waits.at(-1) ?? 0);
      expect((await signUpFrom(script)).status).toBe(201);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);

    // Refused before anything was written: the same email is free for someone elsewhere.
    const email = uniqueEmail('refused');
    expectSlowed(await signUpFrom(script, email));
    expect((await signUpFrom(newAddress(), email)).status).toBe(201);
  }, 30_000);

  it('people at other addresses sign up meanwhile as if nothing happened', async () => {
    const busy = '203.0.113.41';
    for (let made = 0; made < AT_ONCE; made += 1) expect((await signUpFrom(busy)).status).toBe(201);
    expectSlowed(await signUpFrom(busy));
    expect((await signUpFrom(newAddress())).status).toBe(201);
  });

  it('sent all at once, past the free ones only one goes ahead per wait', async () => {
    const burst = '203.0.113.42';
    for (let made = 0; made < AT_ONCE; made += 1) expect((await signUpFrom(burst)).status).toBe(201);
    wait(1);
    const replies = await Promise.all(Array.from({ length: 10 }, () => signUpFrom(burst)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(9);
  });

  it('defaults to 60 at once per address in 10 minutes, then waits doubling up to 10 minutes', () => {
    const config = identityConfig.parse({ JWT_PUBLIC_KEY: 'k', JWT_PRIVATE_KEY: 'k' });
    expect(config).toMatchObject({
      SIGN_UPS_PER_ADDRESS: 60,
      SIGN_UP_WINDOW_SECONDS: 600,
      SIGN_UP_MAX_DELAY_SECONDS: 600,
    });
  });
});
