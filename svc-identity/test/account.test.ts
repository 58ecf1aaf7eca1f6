import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User, UserUpdated } from '@heartwise/contracts';
import {
  call,
  cookieFrom,
  signIn,
  signInDemo,
  signUp,
  startIdentity,
  type Identity,
  type Person,
} from './support/identity-harness.js';
import { ALL_USERS_PATH, usersIn } from './support/user-list.js';

/** A clock the tests move on, to see lastActive refresh (or not) on GET /api/user. */
let clock = new Date('2026-11-21T09:00:00.000Z');
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

let identity: Identity;

beforeAll(async () => {
  identity = await startIdentity({ now: () => clock });
});
afterAll(async () => {
  await identity.stop();
});

const me = (who: Person) => call(identity, 'get', '/api/user', { cookie: who.cookie });
const rename = (who: Person, body: unknown) =>
  call(identity, 'patch', '/api/user', { cookie: who.cookie, body });
const changePassword = (who: Person, body: unknown) =>
  call(identity, 'post', '/api/user/password', { cookie: who.cookie, body });

describe('Profile Settings: a name', () => {
  it('a youth changes their first name, sees it at once, and other services hear of it', async () => {
    const ana = await signUp(identity, 'youth', 'Ana');
    const response = await rename(ana, { firstName: '  Ana Maria ' });
    expect(response.status).toBe(200);
    expect(User.parse(response.body)).toMatchObject({ firstName: 'Ana Maria', lastName: 'Silva' });
    expect(User.parse((await me(ana)).body).firstName).toBe('Ana Maria');

    const event = await identity.eventually(
      (e) => e.type === UserUpdated.type && UserUpdated.schema.parse(e).payload.userId === ana.user.id,
    );
    expect(event.payload).toEqual({
      userId: ana.user.id,
      username: ana.user.username,
      firstName: 'Ana Maria',
      lastName: 'Silva',
      role: 'youth',
    });
    expect(JSON.stringify(event)).not.toContain(ana.user.email);
  });

  it('saying the same name again changes nothing and announces nothing', async () => {
    const jo = await signUp(identity, 'parent', 'Jo');
    const before = User.parse((await me(jo)).body);
    const response = await rename(jo, { firstName: 'Jo' });
    expect(response.status).toBe(200);
    expect(User.parse(response.body).updatedAt).toBe(before.updatedAt);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const updates = identity.published.filter((e) => e.type === UserUpdated.type);
    expect(updates.some((e) => UserUpdated.schema.parse(e).payload.userId === jo.user.id)).toBe(false);
  });

  it('changes only names: a role, an email or someone else\u2019s id is refused, kindly', async () => {
    const kai = await signUp(identity, 'youth', 'Kai');
    const other = await signUp(identity, 'youth', 'Noor');
    for (const body of [
      { role: 'admin' },
      { email: 'x@example.com' },
      { id: other.user.id, firstName: 'Hacked' },
    ]) {
      const response = await rename(kai, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Only your name and your helpline country can be changed here.');
    }
    expect((await rename(kai, { lastName: '   ' })).body.message).toBe('Please enter your last name.');
    expect(User.parse((await me(kai)).body).role).toBe('youth');
    expect(User.parse((await me(other)).body).firstName).toBe('Noor');
  });
});

describe('Profile Settings: whose helplines (issue 19)', () => {
  it("a youth chooses the UK's, sees it on their account, and can go back to their browser's region", async () => {
    const maya = await signUp(identity, 'youth', 'Maya');
    expect(User.parse((await me(maya)).body).helplineCountry ?? null).toBeNull();

    const chosen = await rename(maya, { helplineCountry: 'GB' });
    expect(chosen.status).toBe(200);
    expect(User.parse(chosen.body)).toMatchObject({ helplineCountry: 'GB', firstName: 'Maya' });
    expect(User.parse((await me(maya)).body).helplineCountry).toBe('GB');

    const back = await rename(maya, { helplineCountry: null });
    expect(User.parse(back.body).helplineCountry).toBeNull();
    expect(User.parse((await me(maya)).body).helplineCountry).toBeNull();
    // Not a new name: nobody else needs to hear of it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const updates = identity.published.filter((e) => e.type === UserUpdated.type);
    expect(updates.some((e) => UserUpdated.schema.parse(e).payload.userId === maya.user.id)).toBe(false);
  });

  it('refuses a country the directory does not cover, in words', async () => {
    const kai = await signUp(identity, 'youth', 'Kai');
    const response = await rename(kai, { helplineCountry: 'FR' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please choose one of the listed countries.');
    expect(User.parse((await me(kai)).body).helplineCountry ?? null).toBeNull();
  });
});

describe('Profile Settings: a password', () => {
  it('after a change the old password stops working, other devices are signed out and this one stays', async () => {
    const sam = await signUp(identity, 'youth', 'Sam');
    const phone = await signIn(identity, sam.user, sam.password);

    const response = await changePassword(sam, {
      currentPassword: sam.password,
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const thisDevice = { ...sam, cookie: cookieFrom(response) };
    expect(thisDevice.cookie).toMatch(/^hw_session=/);

    expect((await me(thisDevice)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(sam)).status).toBe(401); // the cookie from before the change: replaced
    const oldPassword = await call(identity, 'post', '/api/login', {
      body: { username: sam.user.username, password: sam.password },
    });
    expect(oldPassword.status).toBe(401);
    await signIn(identity, sam.user, 'a brand new secret');
  });

  it('explains a wrong current password, a short one and a mismatch, in SPEC words', async () => {
    const lee = await signUp(identity, 'parent', 'Lee');
    const wrong = await changePassword(lee, {
      currentPassword: 'not my password',
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Your current password is not right. Please try again.' });

    const invalid = await changePassword(lee, {
      currentPassword: lee.password,
      newPassword: 'short',
      confirmPassword: 'other',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['newPassword'], message: 'Password must be at least 8 characters' },
        { path: ['confirmPassword'], message: "Passwords don't match" },
      ]),
    );
    expect((await me(lee)).status).toBe(200); // nothing changed, still signed in
  });

  it('refuses a new password that is easy to guess, in the same voice, and changes nothing', async () => {
    const kim = await signUp(identity, 'parent', 'Kim');
    const tryNew = (newPassword: string) =>
      changePassword(kim, { currentPassword: kim.password, newPassword, confirmPassword: newPassword });
    for (const easy of ['12345678', 'password', '        ', 'qwertyuiop']) {
      const refused = await tryNew(easy);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: 'That password is too easy to guess. Try a few unrelated words together.',
      });
    }
    const personal = await tryNew('KimSilva2026');
    expect(personal.status).toBe(400);
    expect(personal.body).toEqual({
      message:
        'That password is too close to your name or email, so it is easy to guess. Try a few unrelated words together.',
    });
    expect((await me(kim)).status).toBe(200); // still signed in, the old password still the one
    await signIn(identity, kim.user, kim.password);
  });

  it('a borrowed session guessing the current password is slowed more and more; the owner still gets in', async () => {
    const noor = await signUp(identity, 'youth', 'Noor');
    const noorsPhone = await signIn(identity, noor.user, noor.password);
    const guess = () =>
      changePassword(noor, {
        currentPassword: 'guess',
        newPassword: 'a brand new secret',
        confirmPassword: 'a brand new secret',
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess()).status).toBe(400);
    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await guess();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many tries with the wrong password\. Please try again in \d+ seconds?\.$/,
      );
      expect(refused.headers['retry-after']).toBe(String(refused.body.retryAfterSeconds));
      waits.push(refused.body.retryAfterSeconds as number);
      later(refused.body.retryAfterSeconds / 60);
      expect((await guess()).status).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The same wait holds a sign-in from the same place on a device the account never saw...
    const fromHere = await call(identity, 'post', '/api/login', {
      body: { username: noor.user.username, password: noor.password },
    });
    expect(fromHere.status).toBe(429);
    // ...but Noor, on the phone she signed in on before, is not made to wait for it.
    const fromPhone = await call(identity, 'post', '/api/login', {
      cookie: noorsPhone.cookie,
      body: { username: noor.user.username, password: noor.password },
    });
    expect(fromPhone.status).toBe(200);
  });
});

describe('Last Active, for the admin list', () => {
  const lastActiveOf = async (admin: Person, userId: string) => {
    const users = usersIn((await call(identity, 'get', ALL_USERS_PATH, { cookie: admin.cookie })).body);
    return users.find((user) => user.id === userId)?.lastActive;
  };

  it('is set at sign-in and refreshed by GET /api/user at most every five minutes', async () => {
    const admin = await signInDemo(identity, 'admin');
    const youth = await signInDemo(identity, 'youth');
    const signedInAt = clock.toISOString();
    expect(await lastActiveOf(admin, youth.user.id)).toBe(signedInAt);

    later(4);
    expect((await me(youth)).status).toBe(200);
    expect(await lastActiveOf(admin, youth.user.id)).toBe(signedInAt);

    later(2);
    const seen = User.parse((await me(youth)).body);
    expect(seen.lastActive).toBe(clock.toISOString());
    expect(await lastActiveOf(admin, youth.user.id)).toBe(clock.toISOString());
  });
});
