import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { stackUnderTest } from '../support/browser.js';
import { inPage, portalUrl } from '../support/identity.js';
import { castForThisFile, type Member } from '../support/people.js';

// Issue 14's consent story: nobody is linked or named without the youth's own yes.
const { baseUrl } = stackUnderTest();
const adminUrl = portalUrl(baseUrl, 'admin');

const people = castForThisFile(baseUrl);

/** The parent's Family links on /profile, with the request form. */
async function familyLinks(parent: Member): Promise<Page> {
  const page = await parent.context.newPage();
  await page.goto(`${baseUrl}/profile`);
  await page.getByRole('region', { name: 'Family links' }).getByLabel('Their username').waitFor();
  return page;
}

/** Sends a request from the form; the receipt the parent is shown. */
async function askToLink(page: Page, username: string): Promise<string> {
  const links = page.getByRole('region', { name: 'Family links' });
  await links.getByLabel('Their username').fill(username);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/links') && response.request().method() === 'POST',
  );
  await links.getByRole('button', { name: 'Send link request' }).click();
  expect((await answer).status()).toBe(202);
  const receipt = links.getByRole('status').filter({ hasText: 'Link request sent' });
  await receipt.waitFor();
  return (await receipt.innerText()).trim();
}

describe('consent that cannot be bypassed', () => {
  it('an admin cannot link a parent to a youth: the link waits for the youth, who alone accepts it', async () => {
    const parent = await people.member('consent-parent', 'Jordan', 'parent');
    const youth = await people.member('consent-youth', 'Robin');
    const page = await familyLinks(parent);
    await askToLink(page, youth.username);

    const admin = await people.staff('admin', 'Ada', adminUrl);
    await admin.goto(`${adminUrl}/admin/linking`);
    const requests = admin.getByRole('list', { name: 'Pending link requests' });
    const request = requests.getByRole('listitem').filter({ hasText: `@${youth.username}` });
    await request.waitFor();
    await admin.getByText('Only the youth can accept a link request.', { exact: false }).waitFor();
    expect(await request.getByRole('button', { name: /approve/i }).count()).toBe(0);
    await request.getByRole('button', { name: /Reject request/ }).waitFor();

    // Nor by calling the old door directly.
    const { body: pending } = await inPage(admin, 'GET', '/api/admin/links?status=pending');
    const link = (pending as { id: string; youthUsername: string }[]).find(
      (entry) => entry.youthUsername === youth.username,
    );
    if (!link) throw new Error('the request is not in the admin list');
    expect((await inPage(admin, 'POST', `/api/admin/links/${link.id}/approve`)).status).toBe(404);

    // The parent sees nothing of the youth.
    const summaries = await parent.api.get(`${baseUrl}/api/wellness/youth-summaries`, {
      headers: { 'x-timezone': 'UTC' },
    });
    expect(await summaries.json()).toEqual([]);
    const mine = (await (await parent.api.get(`${baseUrl}/api/links`)).json()) as {
      status: string;
      youth: unknown;
    }[];
    expect(mine).toEqual([expect.objectContaining({ status: 'pending', youth: null })]);

    // The youth says yes, on their own profile: only now are they linked.
    const youthPage = await youth.context.newPage();
    await youthPage.goto(`${baseUrl}/profile#family-links`);
    const asked = youthPage.getByRole('list', { name: 'Link requests' }).getByRole('listitem');
    await asked.getByRole('button', { name: 'Accept' }).click();
    await youthPage.getByText(`You and ${parent.firstName} are now linked.`, { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('list', { name: 'Your links' }).getByText(`@${youth.username}`).waitFor();
  });

  it('a request for a real and for a made-up username get the same answer, with no name', async () => {
    const parent = await people.member('consent-parent2', 'Casey', 'parent');
    const youth = await people.member('consent-youth2', 'Zephyrine');
    const madeUp = `quiet-harbor${String(Date.now()).slice(-5)}`;
    const page = await familyLinks(parent);

    const real = await askToLink(page, youth.username);
    const fake = await askToLink(page, madeUp);
    expect(fake).toBe(real);
    expect(real).not.toContain(youth.firstName);

    // The same, byte for byte, from the API.
    const answers = await Promise.all(
      [youth.username, `${madeUp}0`].map(async (youthUsername) => {
        const response = await parent.api.post(`${baseUrl}/api/links`, {
          data: { youthUsername },
          headers: { origin: baseUrl },
        });
        return { status: response.status(), body: await response.text() };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.body).not.toContain(youth.firstName);

    // Both wait, without a name, in the parent's list.
    const list = page.getByRole('list', { name: 'Your requests' });
    await list.getByText(`Request for @${youth.username} — waiting for an answer`).waitFor();
    await list.getByText(`Request for @${madeUp} — waiting for an answer`).waitFor();
    expect(await page.getByText(youth.firstName, { exact: false }).count()).toBe(0);
  });
});
