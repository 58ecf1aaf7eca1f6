import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import { answerQuickCheckIn } from '../support/wellness.js';

const { baseUrl, remotes } = stackUnderTest();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('when one remote cannot be reached', () => {
  it('the shell shows a kind fallback for that part and every other page keeps working', async () => {
    const context = await browser.newContext();
    // The forum's URL refuses every connection, as if its deployment were down.
    await context.route(`${remotes.forum}/**`, (route) => route.abort('connectionrefused'));
    const person = newPerson('fallback');
    const registered = await context.request.post(`${baseUrl}/api/register`, {
      data: { ...person, confirmPassword: person.password, role: 'youth' },
    });
    expect(registered.status()).toBe(201);
    const page = await context.newPage();

    await page.goto(`${baseUrl}/forum`);
    const fallback = page.locator('[data-remote-fallback="forum"]');
    await fallback.waitFor();
    expect(await fallback.getAttribute('role')).toBe('alert');
    await fallback.getByText('This part of Heartwise is taking a break.').waitFor();
    // The wellness overlays come from their own remote, which is up: the quick check-in still asks.
    await answerQuickCheckIn(page);
    // The shell around it still works: header, navigation, other remotes, shell pages.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL(`${baseUrl}/youth/dashboard`);
    await page
      .locator('[data-remote="wellness"]')
      .getByRole('heading', { name: /^Welcome/ })
      .waitFor();

    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await context.close();
  });
});
