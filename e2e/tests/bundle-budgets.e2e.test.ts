import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { topicTitles } from '@heartwise/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import type { FirstLoad } from '../support/bundles.js';
import { createUserWithCli, inPage, portalUrl, signInThroughUi, type Portal } from '../support/identity.js';
import { shownWithin } from '../support/people.js';
import {
  budgets,
  describeLoad,
  isRemoteEntry,
  recordScripts,
  sizesOf,
  writeFirstLoadReport,
} from '../support/bundles.js';

// Issue 8's front-end budgets: the gzipped JavaScript a first visit downloads, measured in
// Chromium against the real stack (bytes of a given build are the same on every machine).
const { baseUrl, remotes } = stackUnderTest();
const portals = {
  mod: portalUrl(baseUrl, 'mod'),
  admin: portalUrl(baseUrl, 'admin'),
  portal: portalUrl(baseUrl, 'portal'),
};
const origins = {
  shell: baseUrl,
  ...Object.fromEntries(Object.entries(portals).map(([portal, origin]) => [`shell (${portal}.)`, origin])),
  ...remotes,
};
let browser: Browser;
const report: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
  await writeFirstLoadReport(report);
});

/** The check, with every file and its size in the message when it fails. */
function expectWithinBudget(title: string, load: FirstLoad, budget: number): void {
  const table = describeLoad(title, load, budget);
  report.push(table);
  if (load.totalGzip > budget) throw new Error(`${title} is over its budget:\n${table}`);
}

/** A member signed up through the API in a fresh browser context (an empty cache: a first visit). */
async function memberContext(role: 'youth' | 'parent', tag: string) {
  const context = await browser.newContext();
  const person = newPerson(tag);
  const registered = await context.request.post(`${baseUrl}/api/register`, {
    data: { ...person, confirmPassword: person.password, role },
    headers: { origin: baseUrl },
  });
  expect(registered.status()).toBe(201);
  return { context, person };
}

/**
 * A person signed in on their portal's form, then a fresh context holding only their cookies: the
 * sign-in page's scripts are not in its cache, so the dashboard is a first load.
 */
async function portalContext(portal: Portal, email: string, password: string): Promise<BrowserContext> {
  const signIn = await browser.newContext();
  const page = await signIn.newPage();
  await page.goto(`${portals[portal]}/auth`);
  await signInThroughUi(page, { email, password });
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const storageState = await signIn.storageState();
  await signIn.close();
  return browser.newContext({ storageState });
}

async function staffContext(role: 'moderator' | 'admin'): Promise<BrowserContext> {
  const person = newPerson(`budget-${role}`);
  await createUserWithCli(role, person);
  return portalContext(role === 'admin' ? 'admin' : 'mod', person.email, person.password);
}

/** Opens `url` in the context and measures its first load once `ready` holds. */
async function firstLoad(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const scripts = recordScripts(page, origins);
  await page.goto(url);
  const load = await scripts.settle(() => ready(page));
  await context.close();
  return load;
}

/** A remote's page in the shell's main landmark: its first heading shown (content, not a spinner). */
const remoteHeading = (page: Page, remote: string) =>
  page.locator(`main [data-remote="${remote}"]`).getByRole('heading').first().waitFor();

/**
 * A member's first view may include the automatic quick check-in (about a second after arrival):
 * wait for it a little so whether it is counted does not depend on timing.
 */
const quickCheckInMaybe = (page: Page) =>
  shownWithin(page.getByRole('dialog', { name: 'How are you feeling?' }), 4_000);

describe('front-end budgets (gzipped JavaScript of a first load)', () => {
  it(`/landing, signed out, stays within ${budgets.landing / 1000} KB`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = recordScripts(page, origins);

    await page.goto(`${baseUrl}/landing`);
    const load = await scripts.settle(async () => {
      await page.getByRole('heading', { name: 'A safe space for young hearts' }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    });
    await context.close();

    // A visitor's page needs no remote at all.
    expect(load.files.filter((file) => file.app !== 'shell')).toEqual([]);
    expectWithinBudget('/landing (signed out)', load, budgets.landing);
  });

  it(`the youth dashboard, signed in, stays within ${budgets.youthDashboard / 1000} KB`, async () => {
    const context = await browser.newContext();
    const person = newPerson('budget');
    const registered = await context.request.post(`${baseUrl}/api/register`, {
      data: { ...person, confirmPassword: person.password, role: 'youth' },
      headers: { origin: baseUrl },
    });
    expect(registered.status()).toBe(201);
    const page = await context.newPage();
    const scripts = recordScripts(page, origins);

    await page.goto(`${baseUrl}/youth/dashboard`);
    const load = await scripts.settle(async () => {
      await page
        .locator('main [data-remote="wellness"]')
        .getByRole('heading', { name: `Welcome, ${person.firstName}!` })
        .waitFor();
      // A youth's first view includes the quick check-in, which opens about a second after arrival.
      await page.getByRole('dialog', { name: 'How are you feeling?' }).waitFor({ timeout: 15_000 });
    });
    await context.close();

    // The dashboard is wellness's; its entry is the only remote entry the first view needs.
    expect(load.files.filter(isRemoteEntry).map((file) => file.app)).toEqual(['wellness']);
    expectWithinBudget('/youth/dashboard (a new youth, signed in)', load, budgets.youthDashboard);
  });

  it(`/auth, signed out, stays within ${budgets.pages.auth / 1000} KB, and the app it fetches at first use within ${budgets.authAfterFirstUse / 1000} KB`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = recordScripts(page, origins);
    await page.goto(`${baseUrl}/auth`);
    // The drawn page, read: its entry only (the app is fetched at the first touch, key or focus).
    const drawn = await scripts.settle(async () => {
      await page.getByRole('form', { name: 'Sign in' }).waitFor();
    });
    expectWithinBudget('/auth (signed out, drawn, before the first touch)', drawn, budgets.pages.auth);

    const used = await scripts.settle(async () => {
      await page.getByRole('form', { name: 'Sign in' }).getByLabel('Username').focus();
      await page.waitForFunction(() => document.getElementById('root')?.dataset['prerendered'] === undefined);
    });
    await context.close();
    expect(used.files.filter(isRemoteEntry)).toEqual([]);
    expectWithinBudget('/auth (signed out, after the first touch)', used, budgets.authAfterFirstUse);
  });

  it(`the forum and a thread, as a youth, stay within ${budgets.pages.forum / 1000} and ${budgets.pages.thread / 1000} KB`, async () => {
    // A discussion to open, started by another youth through the API.
    const author = await memberContext('youth', 'budget-author');
    const headers = { origin: baseUrl };
    expect((await author.context.request.post(`${baseUrl}/api/forum/consent`, { headers })).status()).toBe(
      200,
    );
    const created = await author.context.request.post(`${baseUrl}/api/forum/threads`, {
      data: { title: topicTitles[0], content: 'A calm walk after school helped me today.' },
      headers,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await author.context.close();

    for (const [title, path, budget, ready] of [
      [
        '/forum (a youth, signed in)',
        '/forum',
        budgets.pages.forum,
        (page: Page) => remoteHeading(page, 'forum'),
      ],
      [
        '/forum/{id} (a youth, signed in)',
        `/forum/${id}`,
        budgets.pages.thread,
        (page: Page) => page.getByText('A calm walk after school helped me today.').first().waitFor(),
      ],
    ] as const) {
      const reader = await memberContext('youth', 'budget-reader');
      expect((await reader.context.request.post(`${baseUrl}/api/forum/consent`, { headers })).status()).toBe(
        200,
      );
      const load = await firstLoad(reader.context, `${baseUrl}${path}`, async (page) => {
        await ready(page);
        await quickCheckInMaybe(page);
      });
      expect(load.files.filter(isRemoteEntry).map((file) => file.app)).toContain('forum');
      expectWithinBudget(title, load, budget);
    }
  });

  it(`the parent dashboard, signed in, stays within ${budgets.pages.parentDashboard / 1000} KB`, async () => {
    const { context } = await memberContext('parent', 'budget-parent');
    const load = await firstLoad(context, `${baseUrl}/parent/dashboard`, async (page) => {
      await remoteHeading(page, 'wellness');
      await quickCheckInMaybe(page);
    });
    expect(load.files.filter(isRemoteEntry).map((file) => file.app)).toEqual(['wellness']);
    expectWithinBudget('/parent/dashboard (a parent, signed in)', load, budgets.pages.parentDashboard);
  });

  it(`the moderator's, the admin's and the organization admin's dashboards stay within their budgets`, async () => {
    const moderator = await firstLoad(
      await staffContext('moderator'),
      `${portals.mod}/moderator/dashboard`,
      (page) => remoteHeading(page, 'admin'),
    );
    expectWithinBudget(
      'mod. /moderator/dashboard (a moderator, signed in)',
      moderator,
      budgets.pages.moderatorDashboard,
    );

    // The admin makes a district (as the Districts page does) whose admin then signs in on the portal.
    const adminContext = await staffContext('admin');
    const orgAdmin = { ...newPerson('budget-org-admin'), password: 'Quiet-harbour-budget-7319' };
    const setup = await adminContext.newPage();
    await setup.goto(`${portals.admin}/admin/dashboard`);
    const district = await inPage(setup, 'POST', '/api/admin/organizations', {
      name: `Budget District ${Date.now().toString(36)}`,
      schools: [{ name: 'Budget High' }],
      admin: { firstName: 'Orla', lastName: 'Budget', email: orgAdmin.email, password: orgAdmin.password },
    });
    expect(district.status).toBe(201);
    await setup.close();
    const admin = await firstLoad(adminContext, `${portals.admin}/admin/dashboard`, (page) =>
      remoteHeading(page, 'admin'),
    );
    expectWithinBudget('admin. /admin/dashboard (an admin, signed in)', admin, budgets.pages.adminDashboard);

    const portal = await firstLoad(
      await portalContext('portal', orgAdmin.email, orgAdmin.password),
      `${portals.portal}/org/dashboard`,
      (page) => remoteHeading(page, 'portal'),
    );
    expectWithinBudget(
      'portal. /org/dashboard (an organization admin, signed in)',
      portal,
      budgets.pages.portalDashboard,
    );
  });

  it(`each remote's container entry (remoteEntry.js) stays within ${budgets.remoteEntry / 1000} KB`, async () => {
    const context = await browser.newContext();
    const entries = await Promise.all(
      Object.entries(remotes).map(async ([app, origin]) => {
        const reply = await context.request.get(`${origin}/remoteEntry.js`);
        expect(reply.status()).toBe(200);
        return { app, url: reply.url(), ...sizesOf(await reply.body()) };
      }),
    );
    await context.close();

    const entriesLoad = { files: entries, totalGzip: entries.reduce((sum, file) => sum + file.gzipBytes, 0) };
    report.push(describeLoad('remote entries', entriesLoad, budgets.remoteEntry * entries.length));
    const heavy = entries.filter((file) => file.gzipBytes > budgets.remoteEntry);
    expect(heavy.map((file) => `${file.url}: ${file.gzipBytes} bytes gzipped`)).toEqual([]);
  });
});
