import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator } from 'playwright-core';
import { launchChromium, stackUnderTest } from '../support/browser.js';
import { saveScreenshot } from '../support/fit.js';
import { DESKTOP, PHONE, resizeTo } from '../support/layout.js';
import { cast, type Cast } from '../support/people.js';

// Issue 19's "small things that jar", in a real browser: Join Our Community opens Sign Up, the
// account type's options fit a phone, / is a youth's one dashboard, and Habits and Kindness say
// when they cannot load instead of loading for ever.

const { baseUrl } = stackUnderTest();
const pictures = fileURLToPath(new URL('../../test-results/layout/small-things/', import.meta.url));
let browser: Browser;
let people: Cast;

/** A control's words as seen on the screen: without its screen-reader-only part (" for Baby Me"). */
const seenText = (control: Locator) =>
  control.evaluate((element) =>
    [...element.childNodes]
      .filter((node) => !(node instanceof HTMLElement && getComputedStyle(node).position === 'absolute'))
      .map((node) => node.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim(),
  );

beforeAll(async () => {
  browser = await launchChromium();
  people = cast(browser, baseUrl);
});
afterAll(async () => {
  await people.close();
  await browser.close();
});

describe('small things that jar (issue 19)', () => {
  it("'Join Our Community' opens /auth on Sign Up, and the account type's labels fit a phone", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/landing`);
      await page.getByRole('link', { name: 'Join Our Community' }).click();
      await page.waitForURL(`${baseUrl}/auth?tab=register`);
      const signUp = page.getByRole('tab', { name: 'Sign Up' });
      await page.getByRole('form', { name: 'Create an account' }).waitFor();
      expect(await signUp.getAttribute('aria-selected')).toBe('true');
      expect(await page.title()).toBe('Create an account · Heartwise');

      // Each option's words lie inside its own box, at both sizes: stacked on a phone, side by side
      // where both fit.
      const options = async () =>
        page.evaluate(() =>
          ['Youth', 'Parent/Guardian'].map((label) => {
            const option = [...document.querySelectorAll('label')].find(
              (element) => element.textContent?.trim() === label,
            );
            if (!option) return { label, fits: false, top: -1 };
            const words = document.createRange();
            words.selectNodeContents(option);
            const text = words.getBoundingClientRect();
            const box = option.getBoundingClientRect();
            return {
              label,
              fits: text.right <= box.right + 0.5 && text.left >= box.left - 0.5,
              top: box.top,
            };
          }),
        );
      const [youthOption, parentOption] = await options();
      expect([youthOption?.fits, parentOption?.fits]).toEqual([true, true]);
      // Stacked: Parent/Guardian under Youth.
      expect(parentOption?.top ?? 0).toBeGreaterThan(youthOption?.top ?? 0);
      await saveScreenshot(page, `${pictures}sign-up.phone.png`);

      await resizeTo(page, DESKTOP);
      const [youthWide, parentWide] = await options();
      expect([youthWide?.fits, parentWide?.fits]).toEqual([true, true]);
      // Side by side.
      expect(parentWide?.top).toBe(youthWide?.top);
      await saveScreenshot(page, `${pictures}sign-up.desktop.png`);
    } finally {
      await context.close();
    }
  });

  it('a youth who opens / is on /youth/dashboard, greeted as new, and a tab is an address', async () => {
    const youth = await people.member('small-home', 'Robin');
    const page = await youth.context.newPage();
    await resizeTo(page, PHONE);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/youth/dashboard`);
    const wellness = page.locator('main [data-remote="wellness"]');
    await wellness.getByRole('heading', { level: 1, name: 'Welcome, Robin!' }).waitFor();

    await wellness.getByRole('tab', { name: 'Habits' }).click();
    await page.waitForURL(`${baseUrl}/youth/dashboard?tab=habits`);
    await wellness.getByText('0 of 5 completed').waitFor();
    const kindness = wellness.getByRole('button', { name: 'Mark as done for Baby Me' });
    expect(await kindness.getAttribute('aria-pressed')).toBe('false');
    expect(await seenText(kindness)).toBe('Mark as done');
    await kindness.click();
    const done = wellness.getByRole('button', { name: 'Done today for Baby Me', pressed: true });
    await done.waitFor();
    expect(await seenText(done)).toBe('✓ Done today');
    await saveScreenshot(page, `${pictures}youth-habits.phone.png`);
    await resizeTo(page, DESKTOP);
    await saveScreenshot(page, `${pictures}youth-habits.desktop.png`);
    await page.close();
  });

  it('with the network gone, Habits says it could not load, with Try again, and loads once it is back', async () => {
    const youth = await people.member('small-offline', 'Alex');
    const page = await youth.context.newPage();
    await resizeTo(page, PHONE);
    await page.goto(`${baseUrl}/youth/dashboard`);
    const wellness = page.locator('main [data-remote="wellness"]');
    await wellness.getByRole('tab', { name: 'Habits' }).waitFor();

    await youth.context.setOffline(true);
    try {
      await wellness.getByRole('tab', { name: 'Habits' }).click();
      const problem = wellness.getByRole('alert').filter({ hasText: "We couldn't load today's habits" });
      await problem.waitFor({ timeout: 10_000 });
      await problem.getByText("You're offline right now. Try again once you're connected.").waitFor();
      await problem.getByRole('button', { name: 'Try again' }).waitFor();
      await wellness.getByRole('alert').filter({ hasText: "We couldn't load your kindness check" }).waitFor();
      await saveScreenshot(page, `${pictures}habits-offline.phone.png`);
    } finally {
      await youth.context.setOffline(false);
    }
    // Back online: the sections try again by themselves.
    await wellness.getByText('0 of 5 completed').waitFor();
    await wellness.getByRole('button', { name: 'Mark as done for Baby Me' }).waitFor();
    expect(await wellness.getByRole('alert').count()).toBe(0);
    await page.close();
  });
});
