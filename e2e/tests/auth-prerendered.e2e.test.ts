import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import { portalUrl } from '../support/identity.js';
import { screenshotsForReview } from '../support/layout.js';

/*
 * /auth as the gateway serves it to a visitor on the main domain: the sign-in tabs already drawn in
 * the HTML (shell/src/prerender/auth.tsx), so the page shows before any script has run; the app's
 * deferred scripts then take over in one frame (shell/src/prerender/takeOver.tsx) — no spinner, no
 * shift — keeping what the person typed, where they were, and a form they already sent.
 */

const { baseUrl } = stackUnderTest();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Records, from the first byte, whether a spinner ever replaced the page and how much the layout shifted. */
const watchTakeOver = (page: Page) =>
  page.addInitScript(() => {
    const seen = { spinner: false, shift: 0 };
    Object.assign(window, { takeOverSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('#root [role="status"], #root [aria-busy="true"]')) seen.spinner = true;
    }).observe(document, { subtree: true, childList: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

const tookOver = (page: Page) =>
  page.waitForFunction(() => document.getElementById('root')?.dataset['prerendered'] === undefined);

const register = async (page: Page, tag: string) => {
  const person = newPerson(tag);
  const registered = await page.context().request.post(`${baseUrl}/api/register`, {
    data: { ...person, confirmPassword: person.password, role: 'youth' },
    headers: { origin: baseUrl },
  });
  expect(registered.status()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  // Registering signs the context in: sign out again, to arrive as a visitor.
  await page.context().clearCookies();
  return { ...person, username };
};

describe('/auth drawn before its scripts', () => {
  it('is in the HTML for a visitor, readable and labelled with no script at all', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth`);
    expect(await page.title()).toBe('Sign in · Heartwise');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Heartwise' }).waitFor();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').waitFor();
    await form.getByLabel('Password', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
    // A form sent before the app has it posts: a password never goes into an address.
    expect(await form.getAttribute('method')).toBe('post');
    await context.close();
  });

  it("fetches none of the app's code until the person first uses the page", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/auth`, { waitUntil: 'networkidle' });
    // Only the entry (main.js): read, the page needs nothing more, and it is still the drawn one.
    expect(scripts).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/)]);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/auth');
    // The first key (a Tab into the form) fetches the app, which takes over.
    await page.keyboard.press('Tab');
    await tookOver(page);
    expect(scripts.length).toBeGreaterThan(1);
    await context.close();
  });

  it('is taken over by the app in one frame: no spinner, no layout shift, the same page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await watchTakeOver(page);
    await page.goto(`${baseUrl}/auth`);
    // The person starts using it: the app is fetched and takes over.
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Username').focus();
    await tookOver(page);
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { takeOverSeen: object }).takeOverSeen);
    expect(seen).toEqual({ spinner: false, shift: 0 });
    // The app's own "Get help now" (a dialog), where the drawn page had a link to its panel.
    await page.getByRole('banner').getByRole('button', { name: 'Get help now' }).waitFor();
    await screenshotsForReview(page, 'auth-after-take-over');
    await context.close();
  });

  it('keeps what was typed and sends a form sent before the app had loaded', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const person = await register(page, 'auth-early');
    // The app's code (all but main.js, fetched at the first touch) held back until the person has
    // typed and sent the form.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/\d+\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/auth`, { waitUntil: 'domcontentloaded' });
    await screenshotsForReview(page, 'auth-before-take-over');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill(person.username);
    await form.getByLabel('Password', { exact: true }).fill(person.password);
    await form.getByLabel('Password', { exact: true }).press('Enter');
    // Held: still the drawn page, at the same address.
    expect(page.url()).toBe(`${baseUrl}/auth`);
    release();
    await page.waitForURL(`${baseUrl}/youth/dashboard`);
    await context.close();
  });

  it('keeps the tab chosen before the app had loaded', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/\d+\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/auth`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    release();
    await page.getByRole('form', { name: 'Create an account' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('is the app on a portal, with ?activate or ?tab=register, and for someone signed in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Through the browser: only it resolves the portals' *.localhost hosts.
    const drawn = async (url: string) =>
      ((await (await page.goto(url, { waitUntil: 'commit' }))?.text()) ?? '').includes('data-prerendered');
    expect(await drawn(`${baseUrl}/auth`)).toBe(true);
    expect(await drawn(`${portalUrl(baseUrl, 'mod')}/auth`)).toBe(false);
    expect(await drawn(`${baseUrl}/auth?activate`)).toBe(false);
    // Sign Up by address (issue 19): the drawn page is the Sign In tab, so the app draws this one.
    expect(await drawn(`${baseUrl}/auth?tab=register`)).toBe(false);
    const person = newPerson('auth-signed-in');
    const registered = await context.request.post(`${baseUrl}/api/register`, {
      data: { ...person, confirmPassword: person.password, role: 'youth' },
      headers: { origin: baseUrl },
    });
    expect(registered.status()).toBe(201);
    expect(await drawn(`${baseUrl}/auth`)).toBe(false);
    await page.goto(`${baseUrl}/auth`);
    await page.waitForURL(`${baseUrl}/youth/dashboard`);
    await context.close();
  });
});
