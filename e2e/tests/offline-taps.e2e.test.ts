import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import { skipAutomaticCheckIns } from '../support/people.js';

// Issue 18: an installable app that tolerates a bad connection. A youth on a phone loses the
// connection, checks in and taps habits and kindness activities, closes the tab, and comes back
// online: every tap reaches the server once, in the order made, for their account alone.
const { baseUrl } = stackUnderTest();
let browser: Browser;
let context: BrowserContext;
const youth = { ...newPerson('offline-taps'), firstName: 'Kai' };

/** What the server holds for the youth (the context's cookie: the youth's session). */
interface Held {
  checkIns: Array<{ emotionLabel: string; intensity: number }>;
  habitsDone: number;
  kindness: string[];
}
async function held(api: APIRequestContext): Promise<Held> {
  const get = async (path: string) => {
    const reply = await api.get(`${baseUrl}${path}`);
    expect(reply.status()).toBe(200);
    return (await reply.json()) as unknown;
  };
  const habits = (await get('/api/habits')) as Array<{ completed: boolean }>;
  return {
    checkIns: (await get('/api/emotional-checkins')) as Held['checkIns'],
    habitsDone: habits.filter((habit) => habit.completed).length,
    kindness: (await get('/api/daily-compassion-check')) as string[],
  };
}

/** Taps as sent over the network, by the page or by the service worker, in order. */
function recordTaps(into: string[]): void {
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      request.method() === 'GET' ||
      !/^\/api\/(emotional-checkins|habits\/|daily-compassion-check)/.test(pathname)
    )
      return;
    into.push(`${request.method()} ${pathname} ${request.postData() ?? ''}`);
  });
}

const wellness = (page: Page) => page.locator('main [data-remote="wellness"]');
const status = (page: Page) => page.locator('[data-offline-taps]');

beforeAll(async () => {
  browser = await launchChromium();
  // A phone: the notice must read well at 390 × 844.
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reply = await context.request.post(`${baseUrl}/api/register`, {
    data: { ...youth, confirmPassword: youth.password, role: 'youth' },
    headers: { origin: baseUrl },
  });
  expect(reply.status()).toBe(201);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('taps made with no connection', () => {
  const sent: string[] = [];

  it('are kept on the device, with support at once for a hard feeling, and the person is told', async () => {
    recordTaps(sent);
    const page = await context.newPage();
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    // The youth dashboard's Habits tab (issue 19: / sends a youth to /youth/dashboard).
    await page.goto(`${baseUrl}/youth/dashboard?tab=habits`);
    await wellness(page).getByRole('heading', { name: 'Daily Wellness Check' }).waitFor();
    await wellness(page).getByRole('heading', { name: 'Daily Kindness Check' }).waitFor();
    // The worker is installed and controls the page before the connection goes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);

    // The quick check-in, answered offline with a very strong hard feeling.
    const quick = page.getByRole('dialog', { name: 'How are you feeling?' });
    await quick.waitFor({ timeout: 15_000 });
    await quick.getByRole('button', { name: 'Anxiety', exact: true }).click();
    await quick.getByRole('slider').focus();
    await page.keyboard.press('End');
    await quick.getByRole('button', { name: 'Complete Check-in' }).click();
    await quick.waitFor({ state: 'hidden' });
    // Thanked and told where it is (the toast, under the support words that open with it).
    await page
      .getByText("Saved on this device. It will sync by itself when you're back online.", { exact: true })
      .waitFor();
    // Help does not wait for the connection.
    const support = page.getByRole('alert').filter({ hasText: "You don't have to carry this alone" });
    await support.waitFor();
    expect(await support.getByText('Call or text 988').count()).toBeGreaterThan(0);
    await support.getByRole('button').first().click();

    for (const habit of ['Water Intake', 'Sleep Quality']) {
      await wellness(page)
        .getByRole('button', { name: `Mark Complete for ${habit}` })
        .click();
      await wellness(page)
        .getByRole('button', { name: new RegExp(`Completed! ✓ for ${habit}`) })
        .waitFor();
    }
    for (const activity of ['Baby Me', 'Strong Me']) {
      await wellness(page)
        .getByRole('button', { name: `Mark as done for ${activity}`, pressed: false })
        .click();
      await wellness(page)
        .getByRole('button', { name: `Done today for ${activity}`, pressed: true })
        .waitFor();
    }
    await status(page)
      .getByText("5 updates are saved on this device and will sync when you're back online.")
      .waitFor();
    expect(await status(page).getAttribute('aria-live')).toBe('polite');
    await status(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/heartwise-offline-notice-390.png' });

    // Nothing reached the server, and every part of the page it needed was on the device.
    expect(sent).toEqual([]);
    expect(crashes).toEqual([]);
    await page.close();
  });

  it('a page opened while offline is the kind offline page, with the helplines', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/youth/dashboard`);
    await page.getByRole('heading', { name: "You're offline right now" }).waitFor();
    await page.getByText('saved on this device').waitFor();
    await page.getByText('Call or text 988').waitFor();
    await page.screenshot({ path: '/tmp/heartwise-offline-page-390.png' });
    await page.close();
  });

  it('when the connection returns, every tap reaches the server once, in order', async () => {
    await context.setOffline(false);
    // With no Heartwise tab open, the browser may hand the taps to the worker (Background Sync).
    let before: Held = await held(context.request);
    for (let waited = 0; waited < 10 && before.checkIns.length === 0; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      before = await held(context.request);
    }
    console.info(
      before.checkIns.length > 0
        ? 'Background Sync: the worker sent the kept taps with no tab open'
        : 'Background Sync did not fire within 10 s: the next page load sends them',
    );

    const page = await context.newPage();
    await page.goto(`${baseUrl}/youth/dashboard?tab=habits`);
    await wellness(page).getByRole('heading', { name: 'Daily Wellness Check' }).waitFor();
    // Told again, in the same calm words, once they have synced (by this page or by the worker).
    await status(page)
      .getByText("You're back online. Your 5 updates saved on this device have synced.")
      .waitFor();
    const after = await (async () => {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const now = await held(context.request);
        if (now.checkIns.length > 0 && now.habitsDone === 2 && now.kindness.length === 2) return now;
        await page.waitForTimeout(500);
      }
      return held(context.request);
    })();

    expect(after.checkIns).toHaveLength(1);
    expect(after.checkIns[0]).toMatchObject({ emotionLabel: 'anxiety', intensity: 10 });
    expect(after.habitsDone).toBe(2);
    expect([...after.kindness].sort()).toEqual(['baby-me', 'strong-me']);
    // Once each (a check-in sent again with its clientRef is recorded once anyway), in the order made.
    const kinds = sent.map((line) =>
      line.includes('emotional-checkins') ? 'check-in' : line.includes('/api/habits/') ? 'habit' : 'kindness',
    );
    expect(kinds).toEqual(['check-in', 'habit', 'habit', 'kindness', 'kindness']);
    expect(sent.filter((line) => line.includes('"activityId":"baby-me"'))[0]).toContain('"done":true');

    // The tap-by-tap view agrees: the dashboard shows what the server has.
    await wellness(page).getByText('2 of 5 completed').waitFor();
    await page.close();
  });
});

describe("the offline page's helplines", () => {
  it("are those the app last showed: a youth who chose Australia on /profile sees Australia's, offline", async () => {
    // The browser says en-US (the directory's US list, 988); the profile says Australia.
    const abroad = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    try {
      const person = { ...newPerson('offline-au'), firstName: 'Ari' };
      const registered = await abroad.request.post(`${baseUrl}/api/register`, {
        data: { ...person, confirmPassword: person.password, role: 'youth' },
        headers: { origin: baseUrl },
      });
      expect(registered.status()).toBe(201);
      await skipAutomaticCheckIns(abroad, ((await registered.json()) as { id: string }).id);
      const chosen = await abroad.request.patch(`${baseUrl}/api/user`, {
        data: { helplineCountry: 'AU' },
        headers: { origin: baseUrl },
      });
      expect(chosen.status()).toBe(200);

      const page = await abroad.newPage();
      await page.goto(`${baseUrl}/youth/dashboard`);
      await wellness(page).getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Get help now' }).click();
      const help = page.getByRole('dialog');
      await help.getByText('Call 13 11 14').waitFor();
      await page.keyboard.press('Escape');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // The page has kept what it showed for the worker.
      await page.waitForFunction(async () => {
        const kept = await (await caches.open('heartwise-offline-v1')).match('/offline/helplines.json');
        return kept !== undefined && (await kept.text()).includes('13 11 14');
      });

      await abroad.setOffline(true);
      await page.goto(`${baseUrl}/youth/checkins`);
      await page.getByRole('heading', { name: "You're offline right now" }).waitFor();
      await page.getByText('Call 13 11 14').waitFor();
      await page.getByText('Kids Helpline').waitFor();
      expect(await page.getByText('Call or text 988').count()).toBe(0);
      await page.screenshot({ path: '/tmp/heartwise-offline-page-au-390.png' });
    } finally {
      await abroad.close();
    }
  });
});
