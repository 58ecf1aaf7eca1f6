import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MongoClient } from 'mongodb';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import {
  createUserWithCli,
  portalUrl,
  signInThroughUi,
  stackMongoUrl,
  toast,
  type Person,
} from '../support/identity.js';
import { screenshotsForReview } from '../support/layout.js';

// Issue 6's story, in issue 14's words: a report reaches a moderator who hides the post; another is
// escalated and an admin keeps it; an admin makes a youth a moderator (their old session stops
// working) and deletes a member, whose data is then gone or anonymised in every service.
const { baseUrl } = stackUnderTest();
const modUrl = portalUrl(baseUrl, 'mod');
const adminUrl = portalUrl(baseUrl, 'admin');
const topic = 'I feel nervous about something coming up';
const run = Date.now().toString(36);

let browser: Browser;
const contexts: BrowserContext[] = [];

interface Youth {
  person: Person;
  id: string;
  api: APIRequestContext;
  context: BrowserContext;
}

/** A youth signed up through the API, with their own browser context (and session cookie). */
async function youth(firstName: string): Promise<Youth> {
  const context = await browser.newContext();
  contexts.push(context);
  const person = { ...newPerson(`mod-${firstName.toLowerCase()}`), firstName };
  const registered = await context.request.post(`${baseUrl}/api/register`, {
    data: { ...person, confirmPassword: person.password, role: 'youth' },
    headers: { origin: baseUrl },
  });
  expect(registered.status()).toBe(201);
  const me = (await (await context.request.get(`${baseUrl}/api/user`)).json()) as { id: string };
  return { person, id: me.id, api: context.request, context };
}

async function post(api: APIRequestContext, path: string, data?: unknown) {
  return api.post(`${baseUrl}${path}`, { headers: { origin: baseUrl }, ...(data ? { data } : {}) });
}

/** A thread by this youth (after agreeing to the guidelines); its id. */
async function discussion(author: Youth, words: string): Promise<string> {
  expect((await post(author.api, '/api/forum/consent')).status()).toBe(200);
  const created = await post(author.api, '/api/forum/threads', { title: topic, content: words });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function report(reporter: Youth, threadId: string, reason: string) {
  expect((await post(reporter.api, `/api/forum/threads/${threadId}/report`, { reason })).status()).toBe(200);
}

/** Waits (events cross Kafka) until `check` holds for what `read` returns; fails after 60 tries. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

const threadIds = async (who: Youth): Promise<string[]> => {
  const answer = await who.api.get(`${baseUrl}/api/forum/threads?limit=100`);
  return ((await answer.json()) as { id: string }[]).map((thread) => thread.id);
};

/** A staff member made with the operator's CLI, signed in on their portal. */
async function staff(role: 'moderator' | 'admin', firstName: string): Promise<Page> {
  const person = { ...newPerson(`mod-${role}`), firstName };
  await createUserWithCli(role, person);
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const origin = role === 'admin' ? adminUrl : modUrl;
  await page.goto(`${origin}/auth`);
  await signInThroughUi(page, { email: person.email, password: person.password });
  await page.waitForURL(`${origin}/${role === 'admin' ? 'admin' : 'moderator'}/dashboard`);
  return page;
}

/** Whether the element shows up within a few seconds (a remote page loads after the shell). */
const shownWithin = (locator: Locator): Promise<boolean> =>
  locator
    .first()
    .waitFor({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );

/** The queue card holding these words, once the event has made it (reloads until then). */
async function queueCard(page: Page, url: string, words: string) {
  const remote = page.locator('[data-remote="admin"]');
  try {
    await eventually(
      async () => {
        await page.goto(url);
        // The remote and its list load after the page: give them a few seconds before reloading.
        return shownWithin(remote.getByText(words));
      },
      (shown) => shown,
      `"${words}" is in the queue at ${url}`,
    );
  } catch (error) {
    // What the page showed instead says more than the timeout.
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`${(error as Error).message}; the page showed:\n${shown.slice(0, 1500)}`);
  }
  return remote.getByRole('listitem').filter({ hasText: words }).first();
}

// A story across four services and Kafka on a shared 2-core machine: each step gets two minutes.
const STEP_TIMEOUT_MS = 150_000;

let ana: Youth;
let ben: Youth;
let moderator: Page;
let admin: Page;
const approvedWords = `Exams make my heart race; breathing slowly helps a little. (${run})`;
let approvedThread = '';

beforeAll(async () => {
  browser = await launchChromium();
  [ana, ben] = await Promise.all([youth('Ana'), youth('Ben')]);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

describe('moderation and administration', () => {
  it(
    'a moderator hides a reported post: it is gone from /forum for everyone and listed under Rejected',
    async () => {
      const words = `Ben is the most annoying person in my class, honestly. (${run})`;
      const threadId = await discussion(ana, words);
      await report(ben, threadId, 'Unkind or hurtful');

      moderator = await staff('moderator', 'Mo');
      // The dashboard says how long the oldest pending item has waited (svc-moderation counts it).
      await eventually(
        async () => {
          await moderator.goto(`${modUrl}/moderator/dashboard`);
          return shownWithin(moderator.getByText(/^Oldest waiting: /));
        },
        (shown) => shown,
        'the moderator dashboard shows the oldest wait',
      );
      await screenshotsForReview(moderator, 'moderator-dashboard');
      const card = await queueCard(moderator, `${modUrl}/moderator/review`, words);
      await card.getByText('Reported by').waitFor();
      await card.getByText(/^Ben \(@/).waitFor();
      await card.getByText('Unkind or hurtful').waitFor();
      await card.getByRole('button', { name: 'Hide it' }).click();
      const confirm = moderator.getByRole('alertdialog', { name: 'Hide it?' });
      await confirm.getByRole('button', { name: 'Hide it' }).click();
      await toast(moderator, 'Hidden: taken down for everyone').waitFor();

      await moderator.getByRole('tab', { name: /^Rejected/ }).click();
      await moderator.getByRole('tabpanel').getByText(words).waitFor();
      for (const member of [ana, ben]) {
        await eventually(
          () => threadIds(member),
          (ids) => !ids.includes(threadId),
          `the hidden thread is gone for ${member.person.firstName}`,
        );
      }
      // And in the browser, for Ben.
      const page = await ben.context.newPage();
      await page.goto(`${baseUrl}/forum`);
      await page.getByRole('heading', { name: 'Pause and Post' }).first().waitFor();
      expect(await page.getByText(words).count()).toBe(0);
      await page.close();
    },
    STEP_TIMEOUT_MS,
  );

  it(
    "an escalated post goes to the admin's Review, held meanwhile; kept there, it is back in /forum",
    async () => {
      approvedThread = await discussion(ana, approvedWords);
      await report(ben, approvedThread, 'I am worried about their safety');

      const card = await queueCard(moderator, `${modUrl}/moderator/review`, approvedWords);
      await card.getByRole('button', { name: 'Escalate' }).click();
      await toast(moderator, 'Escalated: an administrator decides').waitFor();
      await eventually(
        () => threadIds(ben),
        (ids) => !ids.includes(approvedThread),
        'the escalated thread is held from Ben',
      );

      admin = await staff('admin', 'Ada');
      const escalated = await queueCard(admin, `${adminUrl}/admin/review`, approvedWords);
      await escalated.getByText('Escalated', { exact: true }).first().waitFor();
      await escalated.getByRole('button', { name: 'Keep it' }).click();
      await toast(admin, 'Kept: the post stays up').waitFor();
      await eventually(
        () => threadIds(ben),
        (ids) => ids.includes(approvedThread),
        'the kept thread is back for Ben',
      );
    },
    STEP_TIMEOUT_MS,
  );

  it(
    "an admin makes a youth a moderator, and that youth's old session is refused",
    async () => {
      const cam = await youth('Cam');
      expect((await cam.api.get(`${baseUrl}/api/user`)).status()).toBe(200);

      await admin.goto(`${adminUrl}/admin/users`);
      await admin.getByPlaceholder('Search users by name, username, or email...').fill(cam.person.email);
      await admin.getByRole('button', { name: `Edit role for Cam ${cam.person.lastName}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Edit User Role' });
      await dialog.getByLabel('Role').selectOption('moderator');
      // Picking a role only asks; nothing changes until the admin confirms.
      await dialog.getByText(`Change Cam ${cam.person.lastName}'s role from Youth to Moderator?`).waitFor();
      expect((await cam.api.get(`${baseUrl}/api/user`)).status()).toBe(200);
      await screenshotsForReview(admin, 'admin-users-role-change');
      await dialog.getByRole('button', { name: 'Change role' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await admin.getByRole('row').filter({ hasText: cam.person.email }).getByText('Moderator').waitFor();
      await screenshotsForReview(admin, 'admin-users');

      const refused = await cam.api.get(`${baseUrl}/api/user`);
      expect(refused.status()).toBe(401);

      // The audit log has it, found by its kind of action.
      await admin.goto(`${adminUrl}/admin/dashboard`);
      await admin.getByLabel('Action').selectOption('role-changed');
      await admin
        .getByText(new RegExp(`changed Cam \\(@[^)]+\\)'s role from Youth to Moderator`))
        .first()
        .waitFor();
      await screenshotsForReview(admin, 'admin-dashboard-overview');
      await admin.getByRole('tab', { name: 'Users' }).click();
      await admin
        .getByRole('table', { name: /^Users \(/ })
        .first()
        .waitFor();
      await screenshotsForReview(admin, 'admin-dashboard-users-tab');
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'an admin deletes a member after the confirmation: their data is gone or anonymised in every service',
    async () => {
      // Ana has a check-in, a thread others can read (approved above) and a rejected one in moderation.
      const checkIn = await ana.api.post(`${baseUrl}/api/emotional-checkins`, {
        headers: { origin: baseUrl, 'x-timezone': 'UTC' },
        data: { emotionLabel: 'Calmness', emotionRating: 4, checkInType: 'pre' },
      });
      expect(checkIn.status()).toBeLessThan(300);

      await admin.goto(`${adminUrl}/admin/users`);
      await admin.getByPlaceholder('Search users by name, username, or email...').fill(ana.person.email);
      await admin.getByRole('button', { name: `Delete Ana ${ana.person.lastName}` }).click();
      const confirm = admin.getByRole('alertdialog');
      await confirm
        .getByText('Are you sure you want to delete this user? This action cannot be undone.')
        .waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(admin, 'User deleted successfully').waitFor();

      // Identity: the account and its sessions are gone.
      expect((await ana.api.get(`${baseUrl}/api/user`)).status()).toBe(401);
      // Forum: her thread stays for the conversation's sake, but reads 'Anonymous'.
      await eventually(
        async () => {
          const answer = await ben.api.get(`${baseUrl}/api/forum/threads/${approvedThread}`);
          return ((await answer.json()) as { user: { firstName: string | null } }).user.firstName;
        },
        (firstName) => firstName === null,
        "Ana's thread reads Anonymous",
      );
      // Moderation: the items she wrote show 'anonymous'.
      await eventually(
        async () => {
          await moderator.goto(`${modUrl}/moderator/review`);
          await moderator.getByRole('tab', { name: /^Approved/ }).click();
          return shownWithin(moderator.getByRole('tabpanel').getByText('(@anonymous)'));
        },
        (shown) => shown,
        'the approved item names its author as anonymous',
      );
      // Wellness: nothing of hers is left in its database.
      const client = await MongoClient.connect(await stackMongoUrl());
      try {
        const wellness = client.db('heartwise_wellness');
        await eventually(
          () => wellness.collection('emotional_check_ins').countDocuments({ userId: ana.id }),
          (count) => count === 0,
          "Ana's check-ins are erased",
        );
        for (const name of ['habits', 'kindness_checks', 'micro_activity_completions', 'emotion_sessions']) {
          expect(await wellness.collection(name).countDocuments({ userId: ana.id })).toBe(0);
        }
        expect(await client.db('heartwise_identity').collection('users').countDocuments({ id: ana.id })).toBe(
          0,
        );
      } finally {
        await client.close();
      }
    },
    STEP_TIMEOUT_MS,
  );
});
