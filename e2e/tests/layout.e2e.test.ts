import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';

type Box = { x: number; y: number; width: number; height: number };
import { launchChromium, stackUnderTest } from '../support/browser.js';
import { layoutProblems, saveScreenshot } from '../support/fit.js';
import { portalUrl } from '../support/identity.js';
import { DESKTOP, PHONE, resizeTo } from '../support/layout.js';
import { cast, type Cast, type Member } from '../support/people.js';

// Issue 19: every route of SPEC §2 (and /profile, the header's 'Profile Settings'), as each role
// that can reach it sees it, on a 390 × 844 phone and a 1280 × 800 screen: nothing scrolls sideways
// and no button, link, field or tab is cut off. A picture of each is kept in test-results/layout/
// for a person to look at. One browser; one context per role, its pages visited in turn.

const { baseUrl } = stackUnderTest();
const origins = {
  main: baseUrl,
  mod: portalUrl(baseUrl, 'mod'),
  admin: portalUrl(baseUrl, 'admin'),
  portal: portalUrl(baseUrl, 'portal'),
};
const pictures = fileURLToPath(new URL('../../test-results/layout/', import.meta.url));
const sizes = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

interface Route {
  path: string;
  origin?: keyof typeof origins;
}

const signedOut: Route[] = [
  { path: '/landing' },
  { path: '/' },
  { path: '/auth' },
  { path: '/forum' },
  { path: '/no-such-page' },
  { path: '/auth', origin: 'mod' },
  { path: '/auth', origin: 'admin' },
  { path: '/auth', origin: 'portal' },
];
const youthRoutes: Route[] = [
  { path: '/' },
  { path: '/youth/dashboard' },
  { path: '/youth/discussions' },
  { path: '/youth/checkins' },
  { path: '/youth/practice' },
  { path: '/forum' },
  { path: '/forum/{thread}' },
  { path: '/profile' },
  { path: '/no-such-page' },
];
const parentRoutes: Route[] = [
  { path: '/' },
  { path: '/parent/dashboard' },
  { path: '/parent/youth-summary' },
  { path: '/parent/checkins' },
  { path: '/parent/practice' },
  { path: '/forum' },
  { path: '/forum/{thread}' },
  { path: '/profile' },
];
const moderatorRoutes: Route[] = [
  '/moderator/dashboard',
  '/moderator/review',
  '/forum',
  '/forum/{thread}',
  '/profile',
].map((path) => ({ path, origin: 'mod' }));
const adminRoutes: Route[] = [
  '/admin/dashboard',
  '/admin/analytics',
  '/admin/settings',
  '/admin/linking',
  '/admin/users',
  '/admin/districts',
  '/admin/moderation',
  '/admin/review',
  '/forum',
  '/profile',
].map((path) => ({ path, origin: 'admin' }));

/** `{thread}` in a path: a discussion someone else started before the tests. */
let threadId = '';

const fileName = (who: string, route: Route, size: string) =>
  `${pictures}${who}/${(route.origin ?? 'main') + route.path.replace('{thread}', 'thread').replace(/[^\w-]+/g, '_')}.${size}.png`;

/**
 * Opens each route in turn at both sizes; returns every problem found, each with its page and size,
 * so one run reports them all.
 */
async function visit(page: Page, who: string, routes: readonly Route[]): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    const url = `${origins[route.origin ?? 'main']}${route.path.replace('{thread}', threadId)}`;
    await resizeTo(page, PHONE);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Placeholders give way to content before the page is judged.
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    for (const [label, viewport] of sizes) {
      await resizeTo(page, viewport);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      for (const problem of await layoutProblems(page)) problems.push(`${url} at ${label}: ${problem}`);
      // On a wide screen the header's links keep one line.
      if (label === 'desktop') {
        const tops = await page
          .locator('header nav a')
          .evaluateAll(
            (links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size,
          );
        if (tops > 1) problems.push(`${url} at ${label}: the header's links wrap onto ${tops} lines`);
      }
      // One Heartwise logo per page: the header's.
      const logos = await page.getByRole('link', { name: 'Heartwise', exact: true }).count();
      if (logos !== 1) problems.push(`${url} at ${label}: ${logos} Heartwise logos, not 1`);
      await saveScreenshot(page, fileName(who, route, label));
    }
  }
  return problems;
}

let browser: Browser;
let people: Cast;
let youth: Member;
let parent: Member;

beforeAll(async () => {
  browser = await launchChromium();
  people = cast(browser, baseUrl);
  youth = await people.member('layout-youth', 'Robin');
  parent = await people.member('layout-parent', 'Jordan', 'parent');
  const friend = await people.member('layout-friend', 'Alex');
  // A discussion to open, with a reply, and a link request the youth accepts.
  const call = async (who: Member, method: string, path: string, data?: unknown) => {
    const response = await who.api.fetch(`${baseUrl}${path}`, {
      method,
      headers: { origin: baseUrl },
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}`);
    return (await response.json()) as unknown;
  };
  await call(friend, 'POST', '/api/forum/consent');
  const thread = (await call(friend, 'POST', '/api/forum/threads', {
    title: 'I have been feeling sad lately',
    content: 'Some mornings feel heavy and I am not sure why. Does anyone else feel this way?',
  })) as { id: string };
  threadId = thread.id;
  // Reported (by another youth: Pause and Post refuses parents), so the moderators' queue shows an
  // item with its buttons.
  const reporter = await people.member('layout-reporter', 'Kai');
  await call(reporter, 'POST', `/api/forum/threads/${thread.id}/report`, { reason: 'Spam or off-topic' });
  await call(parent, 'POST', '/api/links', { youthUsername: youth.username });
  const links = (await call(youth, 'GET', '/api/links')) as Array<{ id: string; status: string }>;
  const pending = links.find((link) => link.status === 'pending');
  if (pending) await call(youth, 'POST', `/api/links/${pending.id}/accept`);
});

afterAll(async () => {
  await people.close();
  await browser.close();
});

describe('layout at 390 × 844 and 1280 × 800 on every route (issue 19)', () => {
  it('signed out: landing, home, sign-in, the portals and the 404 page', async () => {
    const context: BrowserContext = await browser.newContext();
    try {
      expect(await visit(await context.newPage(), 'signed-out', signedOut)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('youth: dashboards, check-ins, practice, forum, a thread, profile', async () => {
    expect(await visit(await youth.context.newPage(), 'youth', youthRoutes)).toEqual([]);
  }, 180_000);

  it('parent: dashboards, youth summary, check-ins, practice, forum, profile', async () => {
    expect(await visit(await parent.context.newPage(), 'parent', parentRoutes)).toEqual([]);
  }, 180_000);

  it('moderator: dashboard, review queue, forum, a thread, profile', async () => {
    const moderator = await people.staff('moderator', 'Sam', origins.mod);
    expect(await visit(moderator, 'moderator', moderatorRoutes)).toEqual([]);
  }, 180_000);

  it('admin: dashboard, analytics, settings, linking, users, districts, moderation, forum, profile', async () => {
    const admin = await people.staff('admin', 'Casey', origins.admin);
    expect(await visit(admin, 'admin', adminRoutes)).toEqual([]);
  }, 240_000);

  it("on a phone every destination is in the header's menu, which Escape closes", async () => {
    const page = await youth.context.newPage();
    await resizeTo(page, PHONE);
    await page.goto(`${baseUrl}/youth/dashboard`, { waitUntil: 'networkidle' });
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await menuButton.click();
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    const menu = header.getByRole('navigation', { name: 'Main' });
    for (const destination of ['Dashboard', 'Pause and Post', 'Check-ins', 'Practice']) {
      const link = menu.getByRole('link', { name: destination, exact: true });
      await link.waitFor();
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    await saveScreenshot(page, `${pictures}youth/header-menu-open.phone.png`);
    await page.keyboard.press('Escape');
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menuButton.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    // Following a link closes the menu and lands on the page.
    await menuButton.click();
    await menu.getByRole('link', { name: 'Practice', exact: true }).click();
    await page.waitForURL(`${baseUrl}/youth/practice`);
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');

    // On a wide screen the links sit in the header on one line, with no menu button.
    await resizeTo(page, DESKTOP);
    await menuButton.waitFor({ state: 'hidden' });
    const tops = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  }, 60_000);

  it("a toast never covers the open dialog or a phone's header; closing gives focus back; ArrowDown goes down a row", async () => {
    const page = await youth.context.newPage();
    await page.goto(`${baseUrl}/youth/checkins`, { waitUntil: 'networkidle' });
    const opener = page.getByRole('button', { name: 'Check in now' });
    const checkIn = page.getByRole('dialog', { name: 'How are you feeling right now?' });
    const complete = checkIn.getByRole('button', { name: 'Complete Check-in' });
    // The toast by its list item: a region drawn before a modal dialog opened is hidden from the role tree.
    const notice = page.locator('ol > li', { hasText: 'Please select an emotion' });
    const overlaps = (a: Box | null, b: Box | null) =>
      !!a &&
      !!b &&
      a.x < b.x + b.width &&
      b.x < a.x + a.width &&
      a.y < b.y + b.height &&
      b.y < a.y + a.height;

    for (const [label, viewport] of sizes) {
      await resizeTo(page, viewport);
      await opener.click();
      await checkIn.waitFor();
      // 'Complete Check-in' with no emotion chosen: the dialog stays open and a toast says why.
      // (aria-disabled, not disabled: it stays focusable and says why when pressed)
      await complete.click({ force: true });
      await notice.waitFor();
      await page.waitForTimeout(300);
      const toastBox = await notice.boundingBox();
      expect({ label, coversDialog: overlaps(toastBox, await checkIn.boundingBox()) }).toEqual({
        label,
        coversDialog: false,
      });
      // (the header by tag: under a modal dialog the rest of the page is hidden from the role tree)
      expect({
        label,
        coversHeader: overlaps(toastBox, await page.locator('header').first().boundingBox()),
      }).toEqual({
        label,
        coversHeader: false,
      });
      await saveScreenshot(page, `${pictures}youth/toast-over-check-in.${label}.png`);

      // The grid's rows: ArrowDown lands on the emotion below, in the same column.
      const first = checkIn.getByRole('group', { name: 'Emotions' }).getByRole('button').first();
      await first.focus();
      await page.keyboard.press('ArrowDown');
      const [from, to] = await Promise.all([
        first.boundingBox(),
        page.evaluate(() => {
          const box = document.activeElement?.getBoundingClientRect();
          return box ? { x: box.x, y: box.y } : null;
        }),
      ]);
      expect({
        label,
        sameColumn: Math.abs((to?.x ?? -1) - (from?.x ?? -2)) < 1,
        below: (to?.y ?? 0) > (from?.y ?? 0),
      }).toEqual({
        label,
        sameColumn: true,
        below: true,
      });

      // Escape closes the newest layer first: the toast, then the dialog a button opened (not a
      // Radix trigger), and focus goes back to that button.
      await page.keyboard.press('Escape');
      await notice.waitFor({ state: 'hidden' });
      await page.keyboard.press('Escape');
      await checkIn.waitFor({ state: 'hidden' });
      // (Radix hands focus on just after the dialog has gone)
      await expect(
        page.waitForFunction(() => document.activeElement?.textContent === 'Check in now', null, {
          timeout: 2_000,
        }),
      ).resolves.toBeTruthy();
    }
  }, 90_000);
});
