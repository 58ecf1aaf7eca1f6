import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ACTIVATION_CODE_DID_NOT_WORK,
  ActivationCodeBatch,
  MyOrganization,
  User,
  type ActivationSlip,
  type School,
} from '@heartwise/contracts';
import {
  call,
  cookieFrom,
  newAddress,
  newDistrict,
  signInDemo,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';

/**
 * Activation codes (issue 16): the Riverside demo district's students are as an import leaves them,
 * without a password. Its organization admin issues codes; a student types theirs on /auth,
 * chooses a password and is signed in.
 */
const FREE_WRONG_CODES = 3;
/** The service's clock runs this many days behind while a test makes an old code. */
let daysBehind = 0;
const now = () => new Date(Date.now() - daysBehind * 24 * 60 * 60 * 1000);

let identity: Identity;
let orgAdmin: Person;
let high: School;
let middle: School;

beforeAll(async () => {
  identity = await startIdentity({
    env: { ACTIVATION_FREE_FAILURES_PER_ADDRESS: String(FREE_WRONG_CODES) },
    now,
  });
  orgAdmin = await signInDemo(identity, 'orgAdmin');
  const riverside = MyOrganization.parse(
    (await call(identity, 'get', '/api/org', { cookie: orgAdmin.cookie })).body,
  );
  [high, middle] = riverside.schools as [School, School];
});
afterAll(async () => {
  await identity.stop();
});

async function codesForSchool(schoolId: string, by: Person = orgAdmin): Promise<ActivationCodeBatch> {
  const response = await call(identity, 'post', '/api/org/activation-codes', {
    cookie: by.cookie,
    body: { schoolId },
  });
  expect(response.status).toBe(201);
  return ActivationCodeBatch.parse(response.body);
}

async function codeFor(userId: string): Promise<ActivationSlip> {
  const response = await call(identity, 'post', `/api/org/people/${userId}/activation-code`, {
    cookie: orgAdmin.cookie,
  });
  expect(response.status).toBe(201);
  const [slip] = ActivationCodeBatch.parse(response.body).slips;
  if (!slip) throw new Error('no slip');
  return slip;
}

const PASSWORD = 'lantern maple orbit';
/** Each activation from a home of its own unless said: wrong codes are counted per address. */
const activate = (code: string, from = newAddress(), password = PASSWORD) =>
  call(identity, 'post', '/api/activate', {
    forwardedFor: from,
    body: { code, password, confirmPassword: password },
  });

describe('an organization admin issues activation codes', () => {
  it('gives a slip to everyone in a school who has not activated yet, with all a printed slip needs', async () => {
    const batch = await codesForSchool(high.id);
    expect(batch.schoolId).toBe(high.id);
    expect(batch.slips).toHaveLength(6);
    for (const slip of batch.slips) {
      expect(slip).toMatchObject({ role: 'youth', schoolId: high.id, schoolName: 'Riverside High School' });
      expect(slip.username).toMatch(/\w/);
      // Groups of four for reading aloud; no I, L, O or U to confuse with 1 and 0.
      expect(slip.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    }
    expect(new Set(batch.slips.map((slip) => slip.code)).size).toBe(6);
    // They last 14 days by default.
    expect(Date.parse(batch.expiresAt) - Date.parse(batch.issuedAt)).toBe(14 * 24 * 60 * 60 * 1000);
    // Sorted as a teacher hands them out: by last name.
    const lastNames = batch.slips.map((slip) => slip.lastName ?? '');
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
  });

  it('never shows anyone the codes again: the people list and the admin list hold no code', async () => {
    const batch = await codesForSchool(middle.id);
    const admin = await signInDemo(identity, 'admin');
    const users = await call(identity, 'get', '/api/admin/users/page?pageSize=100', { cookie: admin.cookie });
    for (const slip of batch.slips) expect(users.text).not.toContain(slip.code);
  });
});

describe('a student activates their account', () => {
  let slip: ActivationSlip;
  let student: User;

  it('types the code in any case, without dashes, chooses a password, is signed in and can sign in again', async () => {
    [slip] = (await codesForSchool(high.id)).slips as [ActivationSlip];
    const typed = slip.code.replaceAll('-', '').toLowerCase();
    const response = await activate(typed);
    expect(response.status).toBe(200);
    student = User.parse(response.body);
    expect(student).toMatchObject({ id: slip.userId, role: 'youth', username: slip.username });

    const me = await call(identity, 'get', '/api/user', { cookie: cookieFrom(response) });
    expect(me.status).toBe(200);
    expect(User.parse(me.body).id).toBe(slip.userId);

    const signedIn = await call(identity, 'post', '/api/login', {
      body: { username: slip.username, password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
  });

  it('uses the code up: the same code again gets the one kind answer', async () => {
    const again = await activate(slip.code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: ACTIVATION_CODE_DID_NOT_WORK });
  });

  it('gets no new code once activated: the school batch leaves them out and a resend is 404', async () => {
    const batch = await codesForSchool(high.id);
    expect(batch.slips.map((one) => one.userId)).not.toContain(slip.userId);
    expect(batch.slips).toHaveLength(5);
    const resend = await call(identity, 'post', `/api/org/people/${slip.userId}/activation-code`, {
      cookie: orgAdmin.cookie,
    });
    expect(resend.status).toBe(404);
  });

  it('must choose a password that is hard to guess, and the code still works after a refused one', async () => {
    const [another] = (await codesForSchool(high.id)).slips as [ActivationSlip];
    const weak = await activate(another.code, newAddress(), 'password123');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/too easy to guess/);
    expect((await activate(another.code)).status).toBe(200);
  });
});

describe('codes that no longer work', () => {
  it('refuses a code once a new one was issued for the same person (resend activation)', async () => {
    const [first] = (await codesForSchool(middle.id)).slips as [ActivationSlip];
    const second = await codeFor(first.userId);
    expect(second.code).not.toBe(first.code);
    expect(second.schoolName).toBe('Riverside Middle School');

    const old = await activate(first.code);
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ message: ACTIVATION_CODE_DID_NOT_WORK });
    expect((await activate(second.code)).status).toBe(200);
  });

  it('refuses an expired code with the very same words', async () => {
    daysBehind = 15; // issued 15 days ago: past the 14 days a code lasts
    let slip: ActivationSlip;
    try {
      [slip] = (await codesForSchool(middle.id)).slips as [ActivationSlip];
    } finally {
      daysBehind = 0;
    }
    const expired = await activate(slip.code);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ message: ACTIVATION_CODE_DID_NOT_WORK });
    // A fresh one for the same person works.
    expect((await activate((await codeFor(slip.userId)).code)).status).toBe(200);
  });

  it('never works for an account the district turned off, and says nothing about why', async () => {
    const [slip] = (await codesForSchool(middle.id)).slips as [ActivationSlip];
    const off = await call(identity, 'post', `/api/org/people/${slip.userId}/deactivate`, {
      cookie: orgAdmin.cookie,
    });
    expect(off.status).toBe(200);
    const refused = await activate(slip.code);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: ACTIVATION_CODE_DID_NOT_WORK });
    // And no new code is made for them while they are off.
    const resend = await call(identity, 'post', `/api/org/people/${slip.userId}/activation-code`, {
      cookie: orgAdmin.cookie,
    });
    expect(resend.status).toBe(404);
  });
});

describe('guessing codes', () => {
  it('is slowed per address with a growing wait (429 with retryAfterSeconds), never for other addresses', async () => {
    const guesser = newAddress();
    for (let guess = 0; guess < FREE_WRONG_CODES; guess += 1) {
      const wrong = await activate('ZZZZ-ZZZZ-ZZZZ', guesser);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: ACTIVATION_CODE_DID_NOT_WORK });
    }
    const slowed = await activate('YYYY-YYYY-YYYY', guesser);
    expect(slowed.status).toBe(429);
    expect(slowed.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(slowed.headers['retry-after']).toBe(String(slowed.body.retryAfterSeconds));
    expect(slowed.body.message).toMatch(/activation codes were tried from your network/);

    // A classmate on another network is not held up.
    expect((await activate('ZZZZ-ZZZZ-ZZZZ', newAddress())).status).toBe(400);
  });

  it('refuses what cannot be a code before counting it: the shape is said, not the code', async () => {
    const response = await activate('not a code');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/12 letters and numbers/);
  });
});

describe('one district, never another', () => {
  let other: Person;
  beforeAll(async () => {
    const admin = await signInDemo(identity, 'admin');
    other = (await newDistrict(identity, admin)).orgAdmin;
  });

  it("gets 404 for another district's school, and for one of its people", async () => {
    const school = await call(identity, 'post', '/api/org/activation-codes', {
      cookie: other.cookie,
      body: { schoolId: high.id },
    });
    expect(school.status).toBe(404);

    const [slip] = (await codesForSchool(middle.id)).slips as [ActivationSlip];
    const person = await call(identity, 'post', `/api/org/people/${slip.userId}/activation-code`, {
      cookie: other.cookie,
    });
    expect(person.status).toBe(404);
    // The Riverside student's code still works: the other district changed nothing.
    expect((await activate(slip.code)).status).toBe(200);
  });

  it('gives its own empty school an empty batch', async () => {
    const mine = MyOrganization.parse(
      (await call(identity, 'get', '/api/org', { cookie: other.cookie })).body,
    );
    const [school] = mine.schools as [School];
    expect((await codesForSchool(school.id, other)).slips).toEqual([]);
  });

  it('refuses everyone but organization admins (403)', async () => {
    const youth = await signInDemo(identity, 'youth');
    const response = await call(identity, 'post', '/api/org/activation-codes', {
      cookie: youth.cookie,
      body: { schoolId: high.id },
    });
    expect(response.status).toBe(403);
  });
});
