import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { identityConfig } from '../src/config.js';
import {
  call,
  cookieFrom,
  newAddress,
  signUp,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';

// Issue 15: slow the attacker, never lock out the owner. The service runs with its default
// limits on a clock the stories move: 5 free tries per account from one address or device, 20
// per account from everywhere, 100 per address; then waits of 1 s, 2 s, 4 s, … up to 15 minutes
// (1 minute for a whole address).
let clock = new Date('2026-12-01T08:00:00.000Z');
const wait = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

// Every try costs a scrypt hash: a story of dozens of tries takes tens of seconds on a busy machine.
const PATIENT = 120_000;

let identity: Identity;

beforeAll(async () => {
  identity = await startIdentity({ now: () => clock });
});
afterAll(async () => {
  await identity.stop();
});

interface From {
  address: string;
  /** The browser's cookies (its known-device cookie, when it has one). */
  device?: string;
}

/** A sign-in on the main domain by username, from an address (as the gateway reports it). */
const signInFrom = (from: From, username: string, password: string) =>
  call(identity, 'post', '/api/login', {
    forwardedFor: from.address,
    ...(from.device ? { cookie: from.device } : {}),
    body: { username, password },
  });

/** The known-device cookie a successful sign-in gave this browser. */
function deviceCookie(response: Awaited<ReturnType<typeof signInFrom>>): string {
  const cookie = cookieFrom(response)
    .split('; ')
    .find((pair) => pair.startsWith('hw_device='));
  if (!cookie) throw new Error('no known-device cookie was set');
  return cookie;
}

type Reply = Awaited<ReturnType<typeof signInFrom>>;

/** A 429 in the agreed shape: a kind sentence, retryAfterSeconds, and Retry-After saying the same. */
function expectSlowed(response: Reply, sentence: RegExp): number {
  expect(response.status).toBe(429);
  expect(response.body.message).toMatch(sentence);
  expect(response.body.retryAfterSeconds).toBeGreaterThan(0);
  expect(response.headers['retry-after']).toBe(String(response.body.retryAfterSeconds));
  return response.body.retryAfterSeconds as number;
}

const ACCOUNT_SLOWED = /^Too many sign-in attempts\. Please try again in \d+ (second|minute)s?\.$/;
const NETWORK_SLOWED =
  /^We're seeing a lot of sign-in attempts from your network\. Please try again in \d+ (second|minute)s?\.$/;

/**
 * Wrong passwords from `from` until `failures` of them were answered 401, waiting out every 429 as
 * a patient attacker would. The waits it was given, in order.
 */
async function keepGuessing(from: From, username: (n: number) => string, failures: number) {
  const waits: number[] = [];
  let failed = 0;
  while (failed < failures) {
    const response = await signInFrom(from, username(failed), 'not-the-password');
    if (response.status === 429) {
      const seconds = response.body.retryAfterSeconds as number;
      waits.push(seconds);
      wait(seconds);
      continue;
    }
    expect(response.status).toBe(401);
    failed += 1;
  }
  return waits;
}

describe('the owner gets in while strangers are slowed', () => {
  let ana: Person;
  let anasPhone: From;

  beforeAll(async () => {
    ana = await signUp(identity, 'youth', 'Ana');
    const home = newAddress();
    const signedIn = await signInFrom({ address: home }, ana.user.username, ana.password);
    expect(signedIn.status).toBe(200);
    anasPhone = { address: home, device: deviceCookie(signedIn) };
  });

  it(
    "a stranger's 50 wrong passwords are slowed more and more; Ana gets in on her own phone throughout",
    async () => {
      const stranger = { address: '203.0.113.66' };
      const waits = await keepGuessing(stranger, () => ana.user.username, 50);

      // Five tries at once, then waits that double, up to 15 minutes: never a lock.
      expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
      expect(Math.max(...waits)).toBe(15 * 60);
      expect(waits.every((seconds, i) => i === 0 || seconds >= (waits[i - 1] ?? 0))).toBe(true);
      // Right now the stranger must wait again...
      expectSlowed(await signInFrom(stranger, ana.user.username, 'not-the-password'), ACCOUNT_SLOWED);
      // ...and so does anyone on a device the account has never seen, the right password or not...
      expectSlowed(
        await signInFrom({ address: newAddress() }, ana.user.username, ana.password),
        ACCOUNT_SLOWED,
      );
      // ...but Ana, on the phone she signed in on before, gets in at once, from anywhere.
      expect((await signInFrom(anasPhone, ana.user.username, ana.password)).status).toBe(200);
      expect(
        (await signInFrom({ ...anasPhone, address: '198.51.100.200' }, ana.user.username, ana.password))
          .status,
      ).toBe(200);
    },
    PATIENT,
  );

  it(
    'the only admin always gets in from their own device, whatever strangers try',
    async () => {
      const admin = { email: 'admin@heartwise.local', password: 'demo-password' };
      const onPortal = (from: From, password: string) =>
        call(identity, 'post', '/api/login', {
          host: 'admin.localhost',
          forwardedFor: from.address,
          ...(from.device ? { cookie: from.device } : {}),
          body: { email: admin.email, password },
        });
      const office = newAddress();
      const before = await onPortal({ address: office }, admin.password);
      expect(before.status).toBe(200);
      const laptop = { address: office, device: deviceCookie(before) };

      // Strangers everywhere, the admin's own office included, fail 40 times.
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const from = { address: attempt % 2 === 0 ? office : newAddress() };
        const response = await onPortal(from, 'not-the-password');
        if (response.status === 429) wait(response.body.retryAfterSeconds as number);
        else expect(response.status).toBe(401);
      }
      expect((await onPortal(laptop, admin.password)).status).toBe(200);
    },
    PATIENT,
  );

  it(
    'a stolen known-device cookie guesses no faster than a stranger: its own tries wait too',
    async () => {
      const ben = await signUp(identity, 'youth', 'Ben');
      const signedIn = await signInFrom({ address: newAddress() }, ben.user.username, ben.password);
      const stolen = { address: '203.0.113.77', device: deviceCookie(signedIn) };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await signInFrom(stolen, ben.user.username, 'not-the-password')).status).toBe(401);
      }
      expect(expectSlowed(await signInFrom(stolen, ben.user.username, 'guess'), ACCOUNT_SLOWED)).toBe(1);
      // A cookie is good for its own account only: it lets no one past another account's waits.
      const cleo = await signUp(identity, 'youth', 'Cleo');
      await keepGuessing({ address: '203.0.113.78' }, () => cleo.user.username, 5);
      expectSlowed(
        await signInFrom({ ...stolen, address: '203.0.113.78' }, cleo.user.username, 'x'),
        ACCOUNT_SLOWED,
      );
    },
    PATIENT,
  );

  it(
    'a burst of guesses sent all at once still gets only the free tries',
    async () => {
      const dee = await signUp(identity, 'parent', 'Dee');
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => signInFrom({ address: '203.0.113.90' }, dee.user.username, 'guess')),
      );
      const statuses = burst.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    },
    PATIENT,
  );

  it(
    'a right password starts your own count afresh',
    async () => {
      const eve = await signUp(identity, 'parent', 'Eve');
      const from = { address: newAddress() };
      for (let round = 0; round < 3; round += 1) {
        for (let attempt = 0; attempt < 4; attempt += 1) {
          expect((await signInFrom(from, eve.user.username, 'not it')).status).toBe(401);
        }
        expect((await signInFrom(from, eve.user.username, eve.password)).status).toBe(200);
      }
    },
    PATIENT,
  );

  it(
    'counts the account however it was typed: username on the main site, email on the portal',
    async () => {
      const finn = await signUp(identity, 'youth', 'Finn');
      const from = { address: newAddress() };
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await signInFrom(from, finn.user.username, 'not it')).status).toBe(401);
      }
      const byEmail = (password: string) =>
        call(identity, 'post', '/api/login', {
          host: 'portal.localhost',
          forwardedFor: from.address,
          body: { email: finn.user.email.toUpperCase(), password },
        });
      expect((await byEmail('not it')).status).toBe(401);
      expectSlowed(await byEmail(finn.password), ACCOUNT_SLOWED);
    },
    PATIENT,
  );

  it(
    'slows names that have no account just the same, so the answer never tells which exist',
    async () => {
      const gus = await signUp(identity, 'youth', 'Gus');
      const from = { address: newAddress() };
      await keepGuessing(from, () => gus.user.username, 5);
      await keepGuessing(from, () => 'no-such-person', 5);
      const real = await signInFrom(from, gus.user.username, 'guess');
      const unreal = await signInFrom(from, 'no-such-person', 'guess');
      expect(real.status).toBe(429);
      expect(unreal.body).toEqual(real.body);
    },
    PATIENT,
  );
});

describe('a school behind one address', () => {
  const school = '192.0.2.10';

  it(
    '30 students sign up and sign in there, a few after a typo or two, and nobody waits',
    async () => {
      const students: Person[] = [];
      for (let n = 0; n < 30; n += 1) students.push(await signUp(identity, 'youth', `Student${n}`, school));
      for (const [n, student] of students.entries()) {
        // 26 mistakes in all: more than the old limit of 20 per address, which shut the school out.
        const typos = n % 3 === 0 ? 2 : n % 5 === 1 ? 1 : 0;
        for (let typo = 0; typo < typos; typo += 1) {
          expect(
            (await signInFrom({ address: school }, student.user.username, `${student.password}x`)).status,
          ).toBe(401);
        }
        expect((await signInFrom({ address: school }, student.user.username, student.password)).status).toBe(
          200,
        );
      }
    },
    PATIENT,
  );

  it(
    'one who forgot their password is slowed alone: the next student gets straight in',
    async () => {
      const [hal, ivy] = [
        await signUp(identity, 'youth', 'Hal', school),
        await signUp(identity, 'youth', 'Ivy', school),
      ];
      await keepGuessing({ address: school }, () => hal.user.username, 12);
      expect((await signInFrom({ address: school }, ivy.user.username, ivy.password)).status).toBe(200);
    },
    PATIENT,
  );

  it(
    'an attacker there trying many accounts is slowed more and more, while students on their own devices get in',
    async () => {
      const jo = await signUp(identity, 'youth', 'Jo', school);
      const signedIn = await signInFrom({ address: school }, jo.user.username, jo.password);
      const josLaptop = { address: school, device: deviceCookie(signedIn) };
      const kai = await signUp(identity, 'youth', 'Kai', school);

      // Wrong passwords across many names: up to a hundred from the address go through at once (a
      // busy school's mistakes, this morning's included)...
      const attacker = { address: school };
      let answered = 0;
      const waits: number[] = [];
      while (waits.length < 8) {
        const response = await signInFrom(attacker, `someone-${answered}`, 'password1');
        if (response.status === 429) {
          waits.push(expectSlowed(response, NETWORK_SLOWED));
          wait(waits.at(-1) ?? 0);
          continue;
        }
        expect(response.status).toBe(401);
        answered += 1;
      }
      expect(answered).toBeGreaterThan(60);
      // ...then every further one waits longer, up to a minute: slowed, never shut out.
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
      expect((await signInFrom(attacker, 'someone-else', 'password1')).status).toBe(401);

      // Now, while the address waits: Jo on her own laptop gets in; Kai, on a school computer, is
      // told to wait a little and why.
      expect((await signInFrom(josLaptop, jo.user.username, jo.password)).status).toBe(200);
      expect(
        expectSlowed(await signInFrom({ address: school }, kai.user.username, kai.password), NETWORK_SLOWED),
      ).toBeLessThanOrEqual(60);
      wait(60);
      expect((await signInFrom({ address: school }, kai.user.username, kai.password)).status).toBe(200);
    },
    PATIENT,
  );

  it(
    'a caller that is not a trusted proxy cannot dodge it by making up X-Forwarded-For',
    async () => {
      // Here only 10.0.0.0/8 may forward addresses, so this test's loopback calls are the client.
      const strict = await startIdentity({
        env: { LOGIN_FREE_FAILURES_PER_ADDRESS: '6', TRUST_PROXY: '10.0.0.0/8' },
      });
      try {
        const attempt = (n: number) =>
          call(strict, 'post', '/api/login', {
            forwardedFor: `192.0.2.${n}`,
            body: { username: `someone-${n}`, password: 'password1' },
          });
        for (let n = 0; n < 6; n += 1) expect((await attempt(n)).status).toBe(401);
        expectSlowed(await attempt(6), NETWORK_SLOWED);
      } finally {
        await strict.stop();
      }
    },
    PATIENT,
  );
});

describe('the limits, as configured', () => {
  it('default to growing waits, never a lock, sized for a school', () => {
    const config = identityConfig.parse({ JWT_PUBLIC_KEY: 'k', JWT_PRIVATE_KEY: 'k' });
    expect(config).toMatchObject({
      LOGIN_FREE_FAILURES: 5,
      LOGIN_FREE_FAILURES_PER_ACCOUNT: 20,
      LOGIN_FREE_FAILURES_PER_ADDRESS: 100,
      LOGIN_MAX_DELAY_SECONDS: 900,
      LOGIN_MAX_ADDRESS_DELAY_SECONDS: 60,
      LOGIN_FAILURE_WINDOW_SECONDS: 3600,
      KNOWN_DEVICE_DAYS: 180,
      TRUST_PROXY: 'loopback',
    });
  });
});
