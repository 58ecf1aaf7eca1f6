import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import { inPage, toast } from '../support/identity.js';
import { answerQuickCheckIn } from '../support/wellness.js';

// Issue 4's story: a youth's day in Heartwise, then what a linked parent sees of it.
const { baseUrl } = stackUnderTest();
let browser: Browser;
const contexts: BrowserContext[] = [];
let youthPage: Page;
const youth = { ...newPerson('wellness-youth'), firstName: 'Riley' };
let youthUsername = '';
const practiceWords = `Take a walk and text my sister (${Date.now()})`;

async function registered(
  person: typeof youth,
  role: 'youth' | 'parent',
): Promise<{ page: Page; username: string }> {
  const context = await browser.newContext();
  contexts.push(context);
  const reply = await context.request.post(`${baseUrl}/api/register`, {
    data: { ...person, confirmPassword: person.password, role },
    headers: { origin: baseUrl },
  });
  expect(reply.status()).toBe(201);
  const { username } = (await reply.json()) as { username: string };
  return { page: await context.newPage(), username };
}

/** The wellness page in the main area (the overlays are wellness's too, outside it). */
const wellness = (page: Page) => page.locator('main [data-remote="wellness"]');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

describe("a youth's day", () => {
  it('the quick check-in asks about a second after they arrive and stays until it is answered', async () => {
    ({ page: youthPage, username: youthUsername } = await registered(youth, 'youth'));
    // The youth dashboard, on its Pause and Post tab (issue 19: / sends a youth to /youth/dashboard).
    await youthPage.goto(`${baseUrl}/youth/dashboard?tab=pause-and-post`);
    // Before anyone has checked in today, Pause & Post asks them to join in first.
    await youthPage.locator('[data-remote="forum"]').getByText('Join In').waitFor();
    const quick = youthPage.getByRole('dialog', { name: 'How are you feeling?' });
    await quick.waitFor({ timeout: 5_000 });
    await youthPage.keyboard.press('Escape');
    await youthPage.mouse.click(5, 5);
    expect(await quick.isVisible()).toBe(true);

    await answerQuickCheckIn(youthPage, 'Joy');
    await toast(youthPage, 'Thank you for checking in!').waitFor();
    // Today's check-in opens Pause and Post.
    await youthPage
      .locator('[data-remote="forum"]')
      .getByRole('link', { name: 'Enter Discussion' })
      .waitFor();
  });

  it('marks 3 habits and completes the whole kindness check', async () => {
    await wellness(youthPage).getByRole('tab', { name: 'Habits' }).click();
    const habits = wellness(youthPage).getByRole('button', { name: /^Mark Complete for/ });
    for (let done = 0; done < 3; done += 1) {
      await habits.first().click();
      await wellness(youthPage)
        .getByText(`${done + 1} of 5 completed`)
        .waitFor();
    }
    await toast(youthPage, 'Great job!').first().waitFor();

    // 'Mark as done' while still to do, 'Done today' once done (issue 19), pressed as they read.
    const kindness = wellness(youthPage).getByRole('button', { name: /^Mark as done for/, pressed: false });
    const pressed = wellness(youthPage).getByRole('button', { name: /Done today for/, pressed: true });
    for (let done = 0; done < 5; done += 1) {
      await kindness.first().click();
      // The tap shows once its optimistic update has rendered; tapping before that would tap the
      // same activity twice (done, then undone), as a quick double tap does.
      await pressed.nth(done).waitFor();
    }
    await wellness(youthPage).getByText('Amazing work!').waitFor();
  });

  it("does Verify Your Thoughts on the 'yes' branch and sees 'Amazing Work!' with the weekly bar", async () => {
    await wellness(youthPage).getByRole('tab', { name: 'Practice' }).click();
    await wellness(youthPage).getByRole('button', { name: 'Start a Micro-Activity' }).click();
    const dialog = youthPage.getByRole('dialog').filter({ hasText: 'Verify Your Thoughts' });
    await dialog.getByText('Please answer the question above to continue').waitFor();
    await dialog.getByRole('radio', { name: 'Yes' }).click();
    await dialog
      .getByLabel('Can you think of something kind and safe you can do to help?')
      .fill(practiceWords);
    await dialog.getByRole('button', { name: 'Save & Next' }).click();
    await youthPage.getByRole('heading', { name: 'Amazing Work!' }).waitFor();
    const bar = youthPage.getByRole('progressbar', { name: 'Weekly progress' });
    await bar.waitFor();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await youthPage.getByRole('button', { name: 'Back to Dashboard' }).click();
    await wellness(youthPage).getByText('Nice work today!').waitFor();
  });

  it('after a reload everything is still there, and the trend card draws the chart', async () => {
    await youthPage.reload();
    // The address kept the tab (?tab=practice).
    await wellness(youthPage).getByText('Nice work today!').waitFor();
    await wellness(youthPage).getByRole('tab', { name: 'Habits' }).click();
    await wellness(youthPage).getByText('3 of 5 completed').waitFor();
    await wellness(youthPage).getByText('Amazing work!').waitFor();

    await youthPage.goto(`${baseUrl}/youth/dashboard`);
    const trend = wellness(youthPage).getByRole('table').filter({ hasText: 'check-ins, oldest first' });
    await trend.waitFor({ state: 'attached' });
    expect(await trend.getByRole('row').count()).toBeGreaterThanOrEqual(2); // a header and today's check-in
  });
});

describe('a parent linked to that youth', () => {
  it('sees the aggregates and nothing more', async () => {
    const parent = { ...newPerson('wellness-parent'), firstName: 'Jordan' };
    const { page } = await registered(parent, 'parent');
    await page.goto(`${baseUrl}/profile`);
    await answerQuickCheckIn(page);
    expect((await inPage(page, 'POST', '/api/links', { youthUsername })).status).toBe(202);
    const links = (await inPage(youthPage, 'GET', '/api/links')).body as Array<{
      id: string;
      status: string;
    }>;
    const pending = links.find((link) => link.status === 'pending');
    expect(pending).toBeDefined();
    expect((await inPage(youthPage, 'POST', `/api/links/${pending?.id}/accept`)).status).toBe(200);

    // The link reaches svc-wellness as identity.link.approved over Kafka: look again until it has.
    const summary = wellness(page).getByRole('article', { name: /Riley/ });
    for (let attempt = 0; attempt < 15 && (await summary.count()) === 0; attempt += 1) {
      await page.goto(`${baseUrl}/parent/youth-summary`);
      await wellness(page).getByRole('heading').first().waitFor();
      await page.waitForTimeout(1000);
    }
    await summary.waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).toMatch(/3/); // habits done over the week
    // Never the words they wrote or the names of their feelings.
    const whole = (await wellness(page).textContent()) ?? '';
    expect(whole).not.toContain(practiceWords);
    expect(whole.toLowerCase()).not.toContain('joy');
    expect(whole.toLowerCase()).not.toContain('calmness');
  });
});
