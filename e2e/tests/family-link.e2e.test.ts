import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, newPerson, recordRequests, stackUnderTest } from '../support/browser.js';
import { answerQuickCheckIn } from '../support/wellness.js';

const { baseUrl, remotes } = stackUnderTest();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Everything the gateway's CSP refused on any page of this context: the browser's own
 * `securitypolicyviolation` events, and its console reports of them. zod is told not to compile
 * parsers with `new Function` (ui-kit's zodWithoutEval), so there should be none.
 */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, report: string) => {
    violations.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Signs a new person up in this context's own cookie jar (mutations carry the site's Origin). */
async function signUp(
  context: BrowserContext,
  person: ReturnType<typeof newPerson>,
  role: 'youth' | 'parent',
) {
  const response = await context.request.post(`${baseUrl}/api/register`, {
    data: { ...person, confirmPassword: person.password, role },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { username?: unknown };
  if (typeof body.username !== 'string') throw new Error('registration answered without a username');
  return body.username;
}

describe('a parent and a young person link their accounts', () => {
  it('the parent asks by username, the youth sees the banner and accepts, and both see Linked', async () => {
    const youthContext = await browser.newContext();
    const parentContext = await browser.newContext();
    const youthViolations = await watchCsp(youthContext);
    const parentViolations = await watchCsp(parentContext);
    const youthRequests = recordRequests(youthContext);
    const youth = { ...newPerson('link-youth'), firstName: 'Robin' };
    const parent = { ...newPerson('link-parent'), firstName: 'Jordan' };
    const youthUsername = await signUp(youthContext, youth, 'youth');
    const parentUsername = await signUp(parentContext, parent, 'parent');

    // The youth finds their username on their profile, to tell their parent.
    const youthPage = await youthContext.newPage();
    await youthPage.goto(`${baseUrl}/profile`);
    // First time in this tab: the quick check-in asks how they feel (SPEC §4 automatic flow).
    await answerQuickCheckIn(youthPage);
    expect(await youthPage.getByLabel('Username').inputValue()).toBe(youthUsername);
    await youthPage
      .getByRole('region', { name: 'Family links' })
      .getByText("No family links. If a parent or guardian asks to link with you, you'll see it here.")
      .waitFor();

    // The parent asks, from the header's menu to the form on /profile.
    const parentPage = await parentContext.newPage();
    await parentPage.goto(`${baseUrl}/parent/dashboard`);
    await answerQuickCheckIn(parentPage);
    await parentPage.getByRole('button', { name: /Account menu/ }).click();
    await parentPage.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await parentPage.waitForURL(`${baseUrl}/profile`);
    const parentLinks = parentPage.getByRole('region', { name: 'Family links' });
    await parentLinks.getByLabel('Their username').fill(youthUsername);
    await parentLinks.getByRole('button', { name: 'Send link request' }).click();
    await parentPage.getByText('Link request sent', { exact: true }).waitFor();
    // Until the youth says yes, the parent sees only the username they typed, never a name.
    await parentPage
      .getByRole('list', { name: 'Your requests' })
      .getByText(`Request for @${youthUsername} — waiting for an answer`)
      .waitFor();
    const parentList = parentPage.getByRole('list', { name: 'Your links' });

    // Next time the youth opens Heartwise, a banner tells them, on whatever page they land.
    await youthPage.goto(`${baseUrl}/youth/dashboard`);
    await youthPage
      .locator('[data-remote="wellness"]')
      .getByRole('heading', { name: /^Welcome/ })
      .waitFor();
    const banner = youthPage.getByRole('complementary', { name: 'Family link request' });
    await banner.getByText('You have a family link request').waitFor();
    await banner.getByRole('link', { name: 'Review it' }).click();
    await youthPage.waitForURL(`${baseUrl}/profile#family-links`);
    const request = youthPage.getByRole('list', { name: 'Link requests' }).getByRole('listitem');
    await request.waitFor();
    expect(await request.textContent()).toContain(
      `${parent.firstName} (@${parentUsername}) would like to link to your account. A linked parent sees summaries of your habits and check-ins — never your notes or posts.`,
    );
    await request.getByRole('button', { name: 'Accept' }).click();
    await youthPage.getByText(`You and ${parent.firstName} are now linked.`, { exact: true }).waitFor();
    const youthLinked = youthPage.getByRole('list', { name: 'Linked' });
    await youthLinked.getByText(`@${parentUsername}`).waitFor();
    await youthLinked.getByText('Linked', { exact: true }).waitFor();
    expect(await youthPage.getByRole('complementary', { name: 'Family link request' }).count()).toBe(0);

    // The parent's page shows it on its next load (no polling).
    await parentPage.reload();
    await parentList.getByText(`@${youthUsername}`).waitFor();
    await parentList.getByText('Linked', { exact: true }).waitFor();
    await parentList.getByRole('button', { name: `End link with ${youth.firstName}` }).waitFor();

    // A remote still came from its own origin, and nothing on any page tripped the CSP.
    expect(youthRequests).toContain(`${remotes.wellness}/mf-manifest.json`);
    expect(youthViolations).toEqual([]);
    expect(parentViolations).toEqual([]);
    await youthContext.close();
    await parentContext.close();
  });
});
