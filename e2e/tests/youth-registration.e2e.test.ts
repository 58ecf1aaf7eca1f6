import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchChromium, newPerson, recordRequests, stackUnderTest } from '../support/browser.js';
import { answerQuickCheckIn } from '../support/wellness.js';

const { baseUrl, remotes } = stackUnderTest();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('a young person joins Heartwise', () => {
  it('registers, lands on the youth dashboard, and each remote comes from its own URL at runtime', async () => {
    const context = await browser.newContext();
    const requests = recordRequests(context);
    const page = await context.newPage();
    const person = newPerson('youth');

    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Youth', { exact: true }).check();
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`${baseUrl}/youth/dashboard`);
    const wellness = page.locator('[data-remote="wellness"]');
    await wellness.getByRole('heading', { name: `Welcome, ${person.firstName}!` }).waitFor();
    await answerQuickCheckIn(page);
    await wellness.getByRole('tab', { name: 'Habits' }).click();
    await wellness.getByText('0 of 5 completed').waitFor();

    // The shell learnt the remote's URL from /remotes.json and fetched its code from that origin.
    expect(requests).toContain(`${baseUrl}/remotes.json`);
    expect(requests).toContain(`${remotes.wellness}/mf-manifest.json`);
    expect(requests.some((url) => url.startsWith(`${remotes.wellness}/`) && url.endsWith('.js'))).toBe(true);
    expect(requests.some((url) => url.startsWith(`${remotes.forum}/`))).toBe(false);

    // Another route, another remote, another origin; the session carries over.
    await page.getByRole('link', { name: 'Pause and Post' }).first().click();
    await page
      .locator('[data-remote="forum"]')
      .getByRole('button', { name: 'Start a New Discussion' })
      .waitFor();
    expect(requests).toContain(`${remotes.forum}/mf-manifest.json`);
    expect(requests.some((url) => url.startsWith(`${remotes.forum}/`) && url.endsWith('.js'))).toBe(true);
    await context.close();
  });
});
