import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import { acceptGuidelines, startDiscussion } from '../support/forum.js';
import { createUserWithCli, portalUrl, signInThroughUi, toast } from '../support/identity.js';
import { answerQuickCheckIn } from '../support/wellness.js';
import { screenshotsForReview } from '../support/layout.js';

// Issue 5's story, in order: two young people in Pause and Post, a report that reaches the
// moderators, a post with crisis words that only its author sees, and the doors closed to visitors.
const { baseUrl } = stackUnderTest();
const modUrl = portalUrl(baseUrl, 'mod');
let browser: Browser;
const contexts: BrowserContext[] = [];
let pageA: Page;
let pageB: Page;
const topic = 'I feel nervous about something coming up';
// Unique from its first characters: cards are found by the words' start, and other suites post too.
const words = `(${Date.now()}) A test next week makes my stomach flip. What helps you stay calm?`;

async function youth(tag: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const person = newPerson(tag);
  const registered = await context.request.post(`${baseUrl}/api/register`, {
    data: { ...person, confirmPassword: person.password, role: 'youth' },
    headers: { origin: baseUrl },
  });
  expect(registered.status()).toBe(201);
  return context.newPage();
}

const threadCard = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Discussions' }).getByRole('listitem').filter({ hasText: text });

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

describe('Pause and Post', () => {
  it("youth A checks in, sees 'Enter Discussion', and starts a discussion (check-in, topic, text)", async () => {
    pageA = await youth('forum-a');
    // The dashboard's Pause and Post tab (issue 19: / sends a youth to /youth/dashboard).
    await pageA.goto(`${baseUrl}/youth/dashboard?tab=pause-and-post`);
    // Today's check-in (the one the dashboard asks for on arrival) opens the door.
    await answerQuickCheckIn(pageA);
    const pausePost = pageA.locator('[data-remote="forum"]');
    await pausePost.getByRole('link', { name: 'Enter Discussion' }).click();
    await pageA.waitForURL(`${baseUrl}/forum`);

    await startDiscussion(pageA, topic, words, { firstTime: true });
    await toast(pageA, 'Your post has been shared with the community!').waitFor();
    const first = pageA.getByRole('list', { name: 'Discussions' }).getByRole('listitem').first();
    await first.getByText(words.slice(0, 40)).waitFor();

    // And on the dashboard's preview, newest first.
    await pageA.goto(`${baseUrl}/youth/dashboard?tab=pause-and-post`);
    await pageA.locator('[data-remote="forum"]').getByText(topic).first().waitFor();
  });

  it('youth B replies, and A sees the reply count rise', async () => {
    pageB = await youth('forum-b');
    await pageB.goto(`${baseUrl}/forum`);
    await answerQuickCheckIn(pageB);
    await threadCard(pageB, words.slice(0, 40)).getByRole('link', { name: topic }).click();
    // The thread's own page (its h1), not the list's cards, which other suites' posts share titles with.
    await pageB.getByRole('heading', { level: 1, name: topic }).waitFor();
    // Joining in for the first time: the Community Guidelines, then the reply form.
    await pageB.getByRole('button', { name: 'Read the Community Guidelines' }).click();
    await acceptGuidelines(pageB);
    const reply = pageB.getByRole('form', { name: 'Add a Reply' });
    await reply.getByLabel('Your reply').fill('Breathing slowly for a minute helps me. You can do this!');
    await reply.getByRole('button', { name: 'Post Reply' }).click();
    await toast(pageB, 'Your reply has been posted!').waitFor();

    await pageA.goto(`${baseUrl}/forum`);
    await threadCard(pageA, words.slice(0, 40))
      .getByText(/1 repl/)
      .waitFor();
  });

  it('B reports the thread, and the report reaches the moderators as an event', async () => {
    await pageB.getByRole('button', { name: "Report Robin's post" }).click();
    const dialog = pageB.getByRole('dialog', { name: "Report Robin's post" });
    await dialog.getByLabel('Unkind or hurtful').check();
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await toast(pageB, 'Thank you. A moderator will take a look.').waitFor();

    const moderator = { ...newPerson('forum-mod'), firstName: 'Sam' };
    await createUserWithCli('moderator', moderator);
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${modUrl}/auth`);
    await signInThroughUi(page, { email: moderator.email, password: moderator.password });
    await page.waitForURL(`${modUrl}/moderator/dashboard`);
    // svc-forum → forum.content.reported → svc-moderation: the queue shows it with its reason.
    const queue = page.locator('[data-remote="admin"]');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await page.goto(`${modUrl}/moderator/review`);
      await queue.getByText(/Loading moderation queue/).waitFor({ state: 'hidden' });
      if ((await queue.getByText(words).count()) > 0) break;
      await page.waitForTimeout(1000);
    }
    const item = queue.getByRole('listitem').filter({ hasText: words }).first();
    await item.getByText('Unkind or hurtful').waitFor();
  });

  it('a post with crisis words shows A the helplines at once and is never shown to B', async () => {
    await pageA.goto(`${baseUrl}/forum`);
    const crisis = `Some days I want to die and I do not know who to tell (${Date.now()})`;
    await startDiscussion(pageA, 'I have been feeling sad lately', crisis);
    const notice = pageA.getByRole('alert').filter({ hasText: /988|emergency/i });
    await notice.waitFor();
    await threadCard(pageA, crisis.slice(0, 30)).getByText('Waiting for a moderator').waitFor();

    await pageB.goto(`${baseUrl}/forum`);
    await threadCard(pageB, words.slice(0, 40)).waitFor();
    expect(await pageB.getByText(crisis.slice(0, 30)).count()).toBe(0);
  });

  it('B edits their reply: A sees the new words at once; then B deletes it and it is gone for A', async () => {
    await pageB.goto(`${baseUrl}/forum`);
    await threadCard(pageB, words.slice(0, 40)).getByRole('link', { name: topic }).click();
    await pageB.getByRole('heading', { level: 1, name: topic }).waitFor();
    const threadUrl = pageB.url();
    const replies = pageB.getByRole('region', { name: 'Replies' });
    await replies.getByRole('button', { name: 'Edit your reply' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Edit your reply' });
    const edited = `Breathing slowly for a minute helps me, and so does a short walk (${Date.now()}).`;
    await dialog.getByLabel('Your reply').fill(edited);
    await screenshotsForReview(pageB, 'forum-edit-reply-dialog');
    await dialog.getByRole('button', { name: 'Save edit' }).click();
    await toast(pageB, 'Your reply was updated.').waitFor();
    await replies.getByText(edited).waitFor();
    // Focus is back on the button that opened the dialog.
    await pageB.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Edit your reply',
    );

    await pageA.goto(threadUrl);
    const seenByA = pageA.getByRole('region', { name: 'Replies' });
    await seenByA.getByText(edited).waitFor();
    await screenshotsForReview(pageA, 'forum-thread-with-reply');
    // A reply's Report is a button that looks like one; its reasons are one tidy list.
    await seenByA.getByRole('button', { name: "Report Robin's reply" }).click();
    const report = pageA.getByRole('dialog', { name: "Report Robin's reply" });
    await report.getByRole('radio', { name: 'I am worried about their safety' }).waitFor();
    await screenshotsForReview(pageA, 'forum-report-reply-dialog');
    await report.getByRole('button', { name: 'Cancel' }).click();

    await replies.getByRole('button', { name: 'Delete your reply' }).click();
    await pageB
      .getByRole('alertdialog', { name: 'Delete your reply?' })
      .getByRole('button', { name: 'Delete reply' })
      .click();
    await toast(pageB, 'Your reply was deleted. It is gone for everyone.').waitFor();
    await pageA.reload();
    await pageA.getByText('No replies yet. Your kind words could be the first.').waitFor();
    expect(await pageA.getByText(edited).count()).toBe(0);
  });

  it('A edits their post with crisis words: A sees the helplines, B no longer sees it; A deletes it', async () => {
    await pageA.goto(`${baseUrl}/forum`);
    await threadCard(pageA, words.slice(0, 40)).getByRole('link', { name: topic }).click();
    await pageA.getByRole('heading', { level: 1, name: topic }).waitFor();
    const threadUrl = pageA.url();
    await pageA.getByRole('button', { name: 'Edit your post' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Edit your post' });
    await dialog.getByLabel('Your post').fill(`Honestly some nights I want to end my life (${Date.now()})`);
    await dialog.getByRole('button', { name: 'Save edit' }).click();
    await pageA
      .getByRole('alert')
      .filter({ hasText: /988|emergency/i })
      .waitFor();
    await pageA.getByText('Waiting for a moderator').first().waitFor();

    const forB = await pageB.goto(threadUrl);
    expect(forB?.ok()).toBe(true);
    await pageB.getByText('This discussion is not available').waitFor();

    await pageA.getByRole('button', { name: 'Delete your post' }).click();
    await pageA
      .getByRole('alertdialog', { name: 'Delete your post?' })
      .getByRole('button', { name: 'Delete post' })
      .click();
    await toast(pageA, 'Your post was deleted. It is gone for everyone.').waitFor();
    await pageA.waitForURL(`${baseUrl}/forum`);
    // The list may first draw what the cache held, then the server's answer without it.
    await threadCard(pageA, words.slice(0, 40)).waitFor({ state: 'detached' });
  });

  it('a parent reads why Pause and Post is for young people, and the forum refuses their calls', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const person = newPerson('forum-parent');
    const registered = await context.request.post(`${baseUrl}/api/register`, {
      data: { ...person, confirmPassword: person.password, role: 'parent' },
      headers: { origin: baseUrl },
    });
    expect(registered.status()).toBe(201);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/forum`);
    const card = page.getByRole('region', { name: 'A space for young people' });
    await card.getByText('parents cannot read or post there').waitFor();
    await card.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
    await screenshotsForReview(page, 'forum-parent');
    expect((await context.request.get(`${baseUrl}/api/forum/threads`)).status()).toBe(403);
  });

  it('sends a visitor to sign in, and refuses their API calls', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/forum`);
    await page.waitForURL(`${baseUrl}/auth`);
    const response = await context.request.get(`${baseUrl}/api/forum/threads`);
    expect(response.status()).toBe(401);
  });
});
