import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import type { FirstLoad } from '../support/bundles.js';
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
const origins = { shell: baseUrl, ...remotes };
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
        .getByRole('heading', { name: `Welcome back, ${person.firstName}!` })
        .waitFor();
      // A youth's first view includes the quick check-in, which opens about a second after arrival.
      await page.getByRole('dialog', { name: 'How are you feeling?' }).waitFor({ timeout: 15_000 });
    });
    await context.close();

    // The dashboard is wellness's; its entry is the only remote entry the first view needs.
    expect(load.files.filter(isRemoteEntry).map((file) => file.app)).toEqual(['wellness']);
    expectWithinBudget('/youth/dashboard (a new youth, signed in)', load, budgets.youthDashboard);
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
