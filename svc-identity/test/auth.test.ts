import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User } from '@heartwise/contracts';
import { startService, type RunningService } from '@heartwise/service-kit';
import { CookieJar, testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import request from 'supertest';
import { identityService } from '../src/service.js';

const keys = testJwtKeys();
let identity: RunningService;

beforeAll(async () => {
  identity = await startService(identityService, {
    env: testServiceEnv(keys.publicKey, { JWT_PRIVATE_KEY: keys.privateKey, DEMO_PASSWORD: 'demo-password' }),
  });
});
afterAll(async () => {
  await identity.stop();
});

const post = (path: string, body: unknown, jar?: CookieJar) =>
  fetch(`${identity.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(jar ? { cookie: jar.header() } : {}) },
    body: JSON.stringify(body),
  });
/** fetch cannot set Host; the portal a login comes through is read from it. */
const loginOn = (host: string, body: object) =>
  request(identity.url).post('/api/login').set('Host', host).send(body);
const getUser = (jar: CookieJar) => fetch(`${identity.url}/api/user`, { headers: { cookie: jar.header() } });

const newYouth = (email: string) => ({
  email,
  password: 'correct horse',
  confirmPassword: 'correct horse',
  firstName: 'Ana',
  lastName: 'Silva',
  role: 'youth',
  username: 'i-choose-my-own',
});

describe('signing up, in and out', () => {
  it('registers a youth with a generated username, signs them in and never returns the hash', async () => {
    const jar = new CookieJar();
    const response = await post('/api/register', newYouth('ana@example.com'), jar);
    expect(response.status).toBe(201);
    jar.store(response);
    const body: unknown = await response.json();
    const user = User.parse(body);
    expect(user.role).toBe('youth');
    expect(user.username).toMatch(/^[a-z]+-[a-z]+\d{5}$/);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);
    expect(response.headers.get('set-cookie')).toMatch(/hw_session=.*HttpOnly.*SameSite=Lax/i);

    const me = await getUser(jar);
    expect(me.status).toBe(200);
    expect(User.parse(await me.json()).id).toBe(user.id);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await post('/api/register', newYouth('twice@example.com'));
    const again = await post('/api/register', newYouth('TWICE@example.com'));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: 'An account with this email already exists. Try signing in instead.',
    });
  });

  it('explains a short password and a confirmation that does not match, in SPEC words', async () => {
    const response = await post('/api/register', {
      ...newYouth('short@example.com'),
      password: 'short',
      confirmPassword: 'other',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      message: string;
      issues: { path: string[]; message: string }[];
    };
    expect(body.issues).toEqual(
      expect.arrayContaining([{ path: ['password'], message: 'Password must be at least 8 characters' }]),
    );
  });

  it('refuses a password that is easy to guess, or made of their own name, kindly and before anything is made', async () => {
    for (const password of ['12345678', 'password', '        ', 'iloveyou123']) {
      const response = await post('/api/register', {
        ...newYouth('easy@example.com'),
        password,
        confirmPassword: password,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'That password is too easy to guess. Try a few unrelated words together.',
      });
    }
    const ownName = await post('/api/register', {
      ...newYouth('ana.silva@example.com'),
      password: 'AnaSilva2026',
      confirmPassword: 'AnaSilva2026',
    });
    expect(ownName.status).toBe(400);
    expect(await ownName.json()).toEqual({
      message:
        'That password is too close to your name or email, so it is easy to guess. Try a few unrelated words together.',
    });
    // None of those made an account: the email is free.
    expect((await post('/api/register', newYouth('easy@example.com'))).status).toBe(201);
  });

  it('does not let anyone sign up as staff', async () => {
    const response = await post('/api/register', { ...newYouth('staff@example.com'), role: 'admin' });
    expect(response.status).toBe(400);
  });

  it('signs the demo youth in by username on the main domain, and out again', async () => {
    const jar = new CookieJar();
    const login = await post('/api/login', { username: 'demo-youth', password: 'demo-password' });
    expect(login.status).toBe(200);
    jar.store(login);
    expect((await getUser(jar)).status).toBe(200);

    const logout = await post('/api/logout', {}, jar);
    expect(logout.status).toBe(200);
    const stale = new CookieJar();
    stale.store(login); // the old cookie, replayed after logout
    expect((await getUser(stale)).status).toBe(401);
  });

  it('gives a signed-in browser a known-device cookie: long-lived, httpOnly, for the sign-in call only', async () => {
    const login = await post('/api/login', { username: 'demo-youth', password: 'demo-password' });
    expect(login.status).toBe(200);
    const device = login.headers.getSetCookie().find((cookie) => cookie.startsWith('hw_device='));
    expect(device).toMatch(
      /^hw_device=[\w.-]+; Max-Age=15552000; Path=\/api\/login; Expires=.*; HttpOnly; SameSite=Strict$/,
    );
    const user = User.parse(await login.json());
    expect(device).not.toContain(user.id); // it names no one
  });

  it('says when the password is wrong without saying whether the account exists', async () => {
    const wrong = await post('/api/login', { username: 'demo-youth', password: 'not-it' });
    const nobody = await post('/api/login', { username: 'no-such-user', password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(await nobody.json());
  });

  it('sends staff to their portal and accepts them there by email', async () => {
    const onMain = await loginOn('localhost:8080', { username: 'demo-admin', password: 'demo-password' });
    expect(onMain.status).toBe(403);
    expect(onMain.body).toEqual({ message: 'Staff accounts sign in on the Administrator Portal.' });
    const onPortal = await loginOn('admin.localhost:8080', {
      email: 'admin@heartwise.local',
      password: 'demo-password',
    });
    expect(onPortal.status).toBe(200);
    expect(User.parse(onPortal.body).role).toBe('admin');
    const youthOnAdmin = await loginOn('admin.localhost:8080', {
      email: 'demo-youth@heartwise.local',
      password: 'demo-password',
    });
    expect(youthOnAdmin.status).toBe(403);
  });

  it('answers 401 to GET /api/user without a session and redirects GET /api/login to /auth', async () => {
    expect((await fetch(`${identity.url}/api/user`)).status).toBe(401);
    const redirect = await fetch(`${identity.url}/api/login`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/auth');
  });
});
