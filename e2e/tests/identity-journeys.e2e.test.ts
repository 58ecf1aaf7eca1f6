import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import { answerQuickCheckIn } from '../support/wellness.js';
import { skipAutomaticCheckIns } from '../support/people.js';
import {
  createUserWithCli,
  expectHeaderWidget,
  inPage,
  logOutThroughHeader,
  portalUrl,
  SESSION_COOKIE,
  sessionCookie,
  signInThroughUi,
  signUpThroughUi,
  toast,
  type Person,
} from '../support/identity.js';

/*
 * Who signs in where, and where they land (SPEC §2 auth page, guards, header widget; §8 toasts).
 * One browser; every story opens its own context, so no story leans on another's cookies.
 */

const { baseUrl } = stackUnderTest();
const adminUrl = portalUrl(baseUrl, 'admin');
const modUrl = portalUrl(baseUrl, 'mod');
const orgUrl = portalUrl(baseUrl, 'portal');

let browser: Browser;
const contexts: BrowserContext[] = [];
async function freshContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  contexts.push(context);
  return context;
}

/** Staff exist only once someone creates them: the admin with the CLI, the moderator by the admin. */
const admin: Person = { ...newPerson('admin'), firstName: 'Ada' };
const moderator: Person = { ...newPerson('moderator'), firstName: 'Sam' };
/** A youth who signed up earlier, for the stories about signing in rather than joining. */
const youth: Person & { username: string; id: string } = {
  ...newPerson('member'),
  firstName: 'Rowan',
  username: '',
  id: '',
};

beforeAll(async () => {
  browser = await launchChromium();
  const [, registered] = await Promise.all([
    createUserWithCli('admin', admin),
    (async () => {
      const context = await freshContext();
      return context.request.post(`${baseUrl}/api/register`, {
        headers: { origin: baseUrl },
        data: { ...youth, confirmPassword: youth.password, role: 'youth' },
      });
    })(),
  ]);
  expect(registered.status()).toBe(201);
  ({ username: youth.username, id: youth.id } = (await registered.json()) as {
    username: string;
    id: string;
  });

  // The admin's own browser, on the admin host, makes the moderator (POST /api/admin/users).
  // From a page: Node cannot resolve admin.localhost, Chromium can.
  const page = await (await freshContext()).newPage();
  await page.goto(`${adminUrl}/auth`);
  const signedIn = await inPage(page, 'POST', '/api/login', { email: admin.email, password: admin.password });
  expect(signedIn.status).toBe(200);
  const created = await inPage(page, 'POST', '/api/admin/users', {
    email: moderator.email,
    firstName: moderator.firstName,
    lastName: moderator.lastName,
    role: 'moderator',
    password: moderator.password,
  });
  expect(created).toMatchObject({ status: 201, body: { role: 'moderator', email: moderator.email } });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('joining Heartwise on the main site', () => {
  it('a youth signs up, lands on /youth/dashboard, and the header shows their first name and the Youth badge', async () => {
    const page = await (await freshContext()).newPage();
    const person = { ...newPerson('youth'), firstName: 'Robin' };

    await page.goto(`${baseUrl}/auth`);
    await signUpThroughUi(page, person, 'Youth');

    await page.waitForURL(`${baseUrl}/youth/dashboard`);
    await toast(page, 'Welcome to Heartwise').waitFor();
    // A brand-new account: 'Welcome', not 'Welcome back' (issue 19).
    await page
      .locator('[data-remote="wellness"]')
      .getByRole('heading', { name: `Welcome, ${person.firstName}!` })
      .waitFor();
    await expectHeaderWidget(page, person.firstName, 'Youth');
  });

  it('a parent signs up, lands on /parent/dashboard, and the header shows their first name and the Parent/Guardian badge', async () => {
    const page = await (await freshContext()).newPage();
    const person = { ...newPerson('parent'), firstName: 'Morgan' };

    await page.goto(`${baseUrl}/auth`);
    await signUpThroughUi(page, person, 'Parent/Guardian');

    await page.waitForURL(`${baseUrl}/parent/dashboard`);
    await page
      .getByRole('heading', { name: `Parent Dashboard - Welcome, ${person.firstName}`, level: 1 })
      .waitFor();
    await expectHeaderWidget(page, person.firstName, 'Parent/Guardian');
  });
});

describe('staff sign in on their own portals with email', () => {
  it('the admin signs in at admin.localhost and lands on /admin/dashboard', async () => {
    const page = await (await freshContext()).newPage();

    await page.goto(`${adminUrl}/auth`);
    await signInThroughUi(page, { email: admin.email, password: admin.password });

    await page.waitForURL(`${adminUrl}/admin/dashboard`);
    await toast(page, 'Welcome back!').waitFor();
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await page.getByText(`Welcome, ${admin.firstName}.`).waitFor();
    await expectHeaderWidget(page, admin.firstName, 'Administrator');
  });

  it('the moderator signs in at mod.localhost and lands on /moderator/dashboard', async () => {
    const page = await (await freshContext()).newPage();

    await page.goto(`${modUrl}/auth`);
    await signInThroughUi(page, { email: moderator.email, password: moderator.password });

    await page.waitForURL(`${modUrl}/moderator/dashboard`);
    await page.getByRole('heading', { name: 'Moderator Dashboard', level: 1 }).waitFor();
    await page.getByText(`Welcome, ${moderator.firstName}.`).waitFor();
    await expectHeaderWidget(page, moderator.firstName, 'Moderator');
  });
});

describe('each portal host shows its own login (SPEC §2: the portal title followed by "Login")', () => {
  it.each([
    [adminUrl, 'Administrator Portal Login', 'Manage users, analytics, and platform settings'],
    [modUrl, 'Moderator Portal Login', 'Review content and manage community discussions'],
    [orgUrl, 'Organization Portal Login', 'Multi-user management for schools and organizations'],
  ])('%s/auth is titled "%s" with "%s", and asks for an email', async (origin, title, subtitle) => {
    const page = await (await freshContext()).newPage();

    await page.goto(`${origin}/auth`);

    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText(subtitle, { exact: true }).waitFor();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').waitFor();
    // Only the login form: no Sign In / Sign Up tabs, no username.
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await form.getByLabel('Username').count()).toBe(0);
  });
});

describe('a sign-in that fails says why, in the server’s words', () => {
  it("a wrong password on the main site shows the 'Login failed' toast and stays on /auth", async () => {
    const page = await (await freshContext()).newPage();

    await page.goto(`${baseUrl}/auth`);
    await signInThroughUi(page, { username: youth.username, password: 'not-the-password' });

    const failed = toast(page, 'Login failed');
    await failed.getByText('That username or password is not right. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await sessionCookie(page.context(), baseUrl)).toBeUndefined();
  });

  it("a wrong password on the Administrator Portal shows the 'Login failed' toast", async () => {
    const page = await (await freshContext()).newPage();

    await page.goto(`${adminUrl}/auth`);
    await signInThroughUi(page, { email: admin.email, password: 'not-the-password' });

    const failed = toast(page, 'Login failed');
    await failed.getByText('That email or password is not right. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it("a youth's right password on the Administrator Portal is refused with the portal's reason", async () => {
    const page = await (await freshContext()).newPage();

    await page.goto(`${adminUrl}/auth`);
    await signInThroughUi(page, { email: youth.email, password: youth.password });

    const failed = toast(page, 'Login failed');
    await failed.getByText('The Administrator Portal is for administrators only.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});

describe('route guards send people where they belong', () => {
  it('a youth who opens /admin/users lands on /youth/dashboard', async () => {
    const context = await freshContext();
    // The quick check-in (modal) would hide the page from the role tree if it opened first.
    await skipAutomaticCheckIns(context, youth.id);
    const signedIn = await context.request.post(`${baseUrl}/api/login`, {
      headers: { origin: baseUrl },
      data: { username: youth.username, password: youth.password },
    });
    expect(signedIn.status()).toBe(200);
    const page = await context.newPage();

    await page.goto(`${baseUrl}/admin/users`);

    await page.waitForURL(`${baseUrl}/youth/dashboard`);
    // An account made in this run, so still in its first hour: 'Welcome' (issue 19).
    await page
      .locator('[data-remote="wellness"]')
      .getByRole('heading', { name: `Welcome, ${youth.firstName}!` })
      .waitFor();
  });

  it('a visitor who opens a protected page is sent to /auth', async () => {
    const page = await (await freshContext()).newPage();

    await page.goto(`${baseUrl}/youth/dashboard`);

    await page.waitForURL(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  });

  it('an unknown path shows the 404 page', async () => {
    const page = await (await freshContext()).newPage();

    await page.goto(`${baseUrl}/no/such/place`);

    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });
});

describe('logging out ends the session everywhere', () => {
  const protectedApis = ['/api/user', '/api/habits', '/api/forum/threads', '/api/admin/moderation'];

  it("after 'Log Out' the browser is on /auth and the old cookie is refused by every service with 401", async () => {
    const context = await freshContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth`);
    await signInThroughUi(page, { username: youth.username, password: youth.password });
    await page.waitForURL(`${baseUrl}/youth/dashboard`);
    await expectHeaderWidget(page, youth.firstName, 'Youth');

    const cookie = await sessionCookie(context, baseUrl);
    if (!cookie) throw new Error(`Signed in, yet the browser holds no ${SESSION_COOKIE} cookie`);
    const replay = async (path: string) =>
      (
        await context.request.get(`${baseUrl}${path}`, {
          // An explicit Cookie header: exactly the old cookie, whatever the context's jar now holds.
          headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` },
        })
      ).status();

    // While signed in the cookie works; moderation knows the youth and refuses them as not staff.
    expect(await replay('/api/user')).toBe(200);
    expect(await replay('/api/habits')).toBe(200);
    expect(await replay('/api/forum/threads')).toBe(200);
    expect(await replay('/api/admin/moderation')).toBe(403);

    // The quick check-in opens (modal) about a second after arrival: answer it before the header.
    await answerQuickCheckIn(page);
    await logOutThroughHeader(page);

    await page.waitForURL(`${baseUrl}/auth`);
    await toast(page, 'Goodbye!').waitFor();
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(await sessionCookie(context, baseUrl)).toBeUndefined();

    const statuses = Object.fromEntries(
      await Promise.all(protectedApis.map(async (path) => [path, await replay(path)] as const)),
    );
    expect(statuses).toEqual({
      '/api/user': 401,
      '/api/habits': 401,
      '/api/forum/threads': 401,
      '/api/admin/moderation': 401,
    });

    // A browser that still holds the old cookie is treated as signed out: the shell sends it to /auth.
    const stale = await freshContext();
    await stale.addCookies([cookie]);
    const stalePage = await stale.newPage();
    await stalePage.goto(`${baseUrl}/youth/dashboard`);
    await stalePage.waitForURL(`${baseUrl}/auth`);
    await stalePage.getByRole('tab', { name: 'Sign In' }).waitFor();
  });
});
