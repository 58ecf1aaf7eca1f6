import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import { answerQuickCheckIn } from '../support/wellness.js';
import {
  sessionCookie,
  signInThroughUi,
  signUpThroughUi,
  toast,
  userMenuButton,
} from '../support/identity.js';

/*
 * Profile Settings, the person's own data (SPEC §2 header menu; the deletion policy in
 * docs/architecture.md): a youth takes a copy of everything, then leaves for good.
 */

const { baseUrl } = stackUnderTest();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** What the test reads of the downloaded file. */
interface MyDataFile {
  exportedAt: string;
  account: { email: string; username: string };
  wellness: Record<string, unknown>;
  forum: Record<string, unknown>;
}

describe('a youth takes their data with them, then deletes their account', () => {
  it('downloads one file with every part, deletes the account with their password, lands on /auth, and cannot sign in again', async () => {
    const context = await browser.newContext({ acceptDownloads: true });
    try {
      const page = await context.newPage();
      const person = { ...newPerson('my-data'), firstName: 'Robin' };

      await page.goto(`${baseUrl}/auth`);
      await signUpThroughUi(page, person, 'Youth');
      await page.waitForURL(`${baseUrl}/youth/dashboard`);
      await answerQuickCheckIn(page);

      await userMenuButton(page).click();
      await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
      await page.waitForURL(`${baseUrl}/profile`);
      const username = await page.getByLabel('Username').inputValue();

      // Download my data: one JSON file, from the browser's own download.
      const myData = page.getByRole('region', { name: 'Download my data' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        myData.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^heartwise-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await readFile(await download.path(), 'utf8')) as MyDataFile;
      expect(file.account.email).toBe(person.email);
      expect(file.account.username).toBe(username);
      expect(file).toHaveProperty('wellness.habits');
      expect(file).toHaveProperty('forum.threads');
      await toast(page, 'Your file is ready').waitFor();

      // Delete my account: a wrong password keeps it, and says so next to the field.
      await page
        .getByRole('region', { name: 'Delete my account' })
        .getByRole('button', { name: 'Delete my account' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      const password = dialog.getByLabel('Password', { exact: true });
      await password.fill('not-the-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await dialog
        .getByText("That password isn't right, so your account is still here. Please try again.")
        .waitFor();

      await password.fill(person.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL(`${baseUrl}/auth`);
      await toast(page, 'Your account has been deleted').waitFor();
      expect(await sessionCookie(context, baseUrl)).toBeUndefined();

      // The account is gone: the same username and password no longer sign in.
      await signInThroughUi(page, { username, password: person.password });
      await toast(page, 'Login failed').waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
    } finally {
      await context.close();
    }
  });
});
