import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import { userMenuButton } from '../support/identity.js';

/*
 * /landing as the gateway serves it: a visitor gets the page the shell's build prerendered (the
 * app's own markup and styles, no JavaScript); someone signed in gets the app, which draws the same
 * page with their own header. Either way the page reads and works the same.
 */

const { baseUrl } = stackUnderTest();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('/landing', () => {
  it('for a visitor: the whole page without a script, keyboard-ready, leading into the app', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await page.goto(`${baseUrl}/landing`);
    await page.getByRole('heading', { level: 1, name: 'A safe space for young hearts' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'How Heartwise helps' }).waitFor();
    expect(await page.title()).toBe('Heartwise — mental health support for young people');
    expect(await page.getByRole('main').count()).toBe(1);
    expect(scripts).toEqual([]);

    // The skip link is the first stop and takes keyboard users to the page itself.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // Sign In is a plain link: following it loads the app's sign-in page.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('for someone signed in: the app, showing the same page with their own header', async () => {
    const context = await browser.newContext();
    const person = newPerson('landing');
    const registered = await context.request.post(`${baseUrl}/api/register`, {
      data: { ...person, confirmPassword: person.password, role: 'youth' },
      headers: { origin: baseUrl },
    });
    expect(registered.status()).toBe(201);
    const page = await context.newPage();

    await page.goto(`${baseUrl}/landing`);
    await page.getByRole('heading', { level: 1, name: 'A safe space for young hearts' }).waitFor();
    await userMenuButton(page).getByText(person.firstName, { exact: true }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/landing`);
    await context.close();
  });
});
