import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { stackUnderTest } from '../support/browser.js';
import { expectFitsViewport, resizeTo } from '../support/layout.js';
import { castForThisFile } from '../support/people.js';
import { answerQuickCheckIn } from '../support/wellness.js';

// Issue 14 §7: a check-in never stands between a youth and help. The quick check-in (SPEC §2,
// cannot be dismissed) with its saving broken, the helplines from inside it and from the header,
// prompted check-ins counted apart and asked once a visit, and the overlay on a 320 px phone.
const { baseUrl } = stackUnderTest();

const people = castForThisFile(baseUrl);

/** A new youth's first page, with the automatic check-ins left as the product asks them. */
async function firstVisit(tag: string, size?: { width: number; height: number }): Promise<Page> {
  const youth = await people.member(tag, 'Robin', 'youth', { automaticCheckIns: true });
  const page = await youth.context.newPage();
  if (size) await resizeTo(page, size);
  return page;
}

const quickCheckIn = (page: Page) => page.getByRole('dialog', { name: 'How are you feeling?' });

describe('check-ins that never stand between a youth and help', () => {
  it('with saving broken, the youth reaches the helplines and /forum all the same', async () => {
    const page = await firstVisit('ci-broken');
    // Saving check-ins fails, as when svc-wellness or its database is down.
    await page.route('**/api/emotional-checkins', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            json: { message: 'Your wellness tools are not available right now.' },
          })
        : route.continue(),
    );
    await page.goto(`${baseUrl}/youth/dashboard`);
    const dialog = quickCheckIn(page);
    await dialog.waitFor({ timeout: 15_000 });

    // Help is inside the overlay that cannot be dismissed, and closing it leaves the check-in.
    await dialog.getByRole('button', { name: 'Get help now' }).click();
    const help = page.getByRole('dialog', { name: 'Get help now' });
    await help.getByRole('list', { name: 'People you can reach' }).getByText('Call or text 988').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Calmness', exact: true }).click();
    await dialog.getByRole('button', { name: 'Complete Check-in' }).click();
    await dialog
      .getByText("We couldn't save that just now. That's okay — you can carry on and check in later.")
      .waitFor();
    expect(await page.getByText('Your wellness tools are not available right now.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Continue without saving' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The forum, and help from the header of any page.
    await page.goto(`${baseUrl}/forum`);
    await page.getByRole('heading', { name: 'Pause and Post' }).first().waitFor();
    // Asked once this visit: not again on the next page.
    await page.waitForTimeout(2_500);
    expect(await quickCheckIn(page).count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'Get help now' }).click();
    await page.getByRole('dialog', { name: 'Get help now' }).getByText(/988/).first().waitFor();
  });

  it('a prompted check-in is saved as prompted, and not asked again in another tab of the same visit', async () => {
    const page = await firstVisit('ci-prompted');
    await page.goto(`${baseUrl}/youth/dashboard`);
    await answerQuickCheckIn(page, 'Joy');
    const latest = await page.evaluate(async () => {
      const response = await fetch('/api/emotional-checkins/latest', { credentials: 'include' });
      return (await response.json()) as { prompted: boolean; checkInType: string };
    });
    expect(latest).toMatchObject({ prompted: true, checkInType: 'pre' });

    const second = await page.context().newPage();
    await second.goto(`${baseUrl}/youth/checkins`);
    await second.getByRole('heading', { level: 1 }).first().waitFor();
    await second.waitForTimeout(2_500);
    expect(await quickCheckIn(second).count()).toBe(0);
  });

  it('the quick check-in fits a 320 px wide phone, its slider and help included', async () => {
    const page = await firstVisit('ci-narrow', { width: 320, height: 640 });
    await page.goto(`${baseUrl}/youth/dashboard`);
    const dialog = quickCheckIn(page);
    await dialog.waitFor({ timeout: 15_000 });
    await expectFitsViewport(page, 'the quick check-in at 320 px');
    await dialog.getByRole('button', { name: 'Calmness', exact: true }).click();
    await dialog.getByRole('slider').waitFor();
    await expectFitsViewport(page, 'the quick check-in with its slider at 320 px');
    await dialog.getByRole('button', { name: 'Get help now' }).click();
    await page.getByRole('dialog', { name: 'Get help now' }).waitFor();
    await expectFitsViewport(page, 'the helplines over the quick check-in at 320 px');
  });
});
