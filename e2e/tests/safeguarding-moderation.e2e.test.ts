import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { CRISIS_RISK_CONFIRMATION } from '@heartwise/contracts';
import { launchChromium, stackUnderTest } from '../support/browser.js';
import { inPage, portalUrl } from '../support/identity.js';
import { cast, eventually, shownWithin, type Cast, type Member } from '../support/people.js';

// Issue 14's moderation story, as the people in it would live it: nothing harmful goes public by
// one click, nothing innocent is lost, anything visible can be taken down, edits are reviewed, and
// members have a sanction ladder and blocks. Each step fails on the code before issue 14.
const { baseUrl } = stackUnderTest();
const modUrl = portalUrl(baseUrl, 'mod');
const adminUrl = portalUrl(baseUrl, 'admin');
const run = Date.now().toString(36);
// Stories across four services and Kafka on a shared 2-core machine: each gets two and a half minutes.
jest.setTimeout(150_000);
const topic = 'I have been feeling sad lately';

let browser: Browser;
let people: Cast;
let moderator: Page;
let ben: Member;

beforeAll(async () => {
  browser = await launchChromium();
  people = cast(browser, baseUrl);
  ben = await people.member('sg-ben', 'Ben');
  moderator = await people.staff('moderator', 'Mo', modUrl);
});
afterAll(async () => {
  await people.close();
  await browser.close();
});

// ---- Calls and pages ---------------------------------------------------------------------------

async function post(member: Member, path: string, data?: unknown) {
  return member.api.fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { origin: baseUrl },
    ...(data === undefined ? {} : { data }),
  });
}

/** A thread by this member (who agrees to the guidelines first); its id. */
async function discussion(author: Member, words: string): Promise<string> {
  expect((await post(author, '/api/forum/consent')).status()).toBe(200);
  const created = await post(author, '/api/forum/threads', { title: topic, content: words });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function replyTo(author: Member, threadId: string, words: string): Promise<string> {
  expect((await post(author, '/api/forum/consent')).status()).toBe(200);
  const created = await post(author, `/api/forum/threads/${threadId}/replies`, { content: words });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const threadIdsFor = async (member: Member): Promise<string[]> => {
  const answer = await member.api.get(`${baseUrl}/api/forum/threads?limit=100`);
  return ((await answer.json()) as { id: string }[]).map((thread) => thread.id);
};

const statusOfThread = async (member: Member, threadId: string): Promise<number> =>
  (await member.api.get(`${baseUrl}/api/forum/threads/${threadId}`)).status();

/** The queue card holding these words on this page's review route, once the event has made it. */
async function queueCard(page: Page, origin: string, route: string, words: string): Promise<Locator> {
  const remote = page.locator('[data-remote="admin"]');
  await eventually(
    async () => {
      await page.goto(`${origin}${route}`);
      return shownWithin(remote.getByText(words));
    },
    (shown) => shown,
    `"${words}" is in the queue at ${route}`,
  );
  return remote.getByRole('listitem').filter({ hasText: words }).first();
}

/**
 * Waits until the queue says this content's item has this status (the staff page's own call, so
 * the decision it just sent has been stored), rather than for a toast that may already be gone.
 */
async function decided(
  page: Page,
  contentId: string,
  status: 'approved' | 'rejected' | 'flagged' | 'pending',
) {
  await eventually(
    async () => {
      const { body } = await inPage(page, 'GET', `/api/admin/moderation?status=${status}`);
      return (body as { contentId: string }[]).some((item) => item.contentId === contentId);
    },
    (found) => found,
    `the item of ${contentId} is ${status}`,
  );
}

/** A member's page of a thread, in their own browser. */
async function threadPage(member: Member, threadId: string): Promise<Page> {
  const page = await member.context.newPage();
  await page.goto(`${baseUrl}/forum/${threadId}`);
  return page;
}

// ---- The journeys ------------------------------------------------------------------------------

describe('safeguarding-grade moderation', () => {
  it('a crisis post kept private with support: no other youth sees it anywhere; its author sees support and the message', async () => {
    const ana = await people.member('sg-ana', 'Ana');
    const words = `I want to kill myself, I can't go on (${run}-a)`;
    const threadId = await discussion(ana, words);

    const card = await queueCard(moderator, modUrl, '/moderator/review', words);
    await card.getByText('Crisis words').waitFor();
    await card.getByRole('button', { name: 'Keep private and support' }).click();
    const dialog = moderator.getByRole('dialog', { name: 'Keep private and support?' });
    const message = `Ana, we are here for you. Ms Lee, the school counsellor, is free at lunch today. (${run})`;
    await dialog.getByLabel('A message to the author (optional)').fill(message);
    await dialog.getByRole('button', { name: 'Keep private and support' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Ben: not in the list, not on its page, not replied to, not reported, not on the dashboard.
    await eventually(
      () => threadIdsFor(ben),
      (ids) => !ids.includes(threadId),
      'Ben cannot list it',
    );
    expect(await statusOfThread(ben, threadId)).toBe(404);
    expect(
      (await post(ben, `/api/forum/threads/${threadId}/replies`, { content: 'Hugs to you.' })).status(),
    ).toBe(404);
    expect(
      (await post(ben, `/api/forum/threads/${threadId}/report`, { reason: 'Unkind or hurtful' })).status(),
    ).toBe(404);
    const bensPage = await ben.context.newPage();
    await bensPage.goto(`${baseUrl}/forum`);
    await bensPage.getByRole('heading', { name: 'Pause and Post' }).first().waitFor();
    expect(await bensPage.getByText(words).count()).toBe(0);
    await bensPage.goto(`${baseUrl}/forum/${threadId}`);
    await bensPage.getByText('This discussion is not available').waitFor();
    await bensPage.close();

    // Ana: her post, kept private, with people to talk to, the moderator's words and a way to ask.
    const anasPage = await threadPage(ana, threadId);
    const support = anasPage.getByRole('region', { name: 'A moderator read your post' });
    await support.getByText(message).waitFor();
    await support.getByText(/988/).first().waitFor();
    await support.getByRole('button', { name: "I'd like to talk to someone" }).click();
    const ask = anasPage.getByRole('dialog', { name: 'Talk to someone' });
    await ask.getByLabel('Anything you would like them to know (optional)').fill('Can someone call me?');
    await ask.getByRole('button', { name: 'Ask for help' }).click();
    await ask.waitFor({ state: 'hidden' });
    await anasPage.getByText('A moderator will follow up with you here.').waitFor();

    // Asking for help puts it back at the top of the queue.
    const again = await queueCard(moderator, modUrl, '/moderator/review', words);
    await again.getByText('Asked for help', { exact: true }).waitFor();
    await again.getByText('Their words: Can someone call me?').waitFor();
    await again.getByText('High').waitFor();
  });

  it('making crisis words public needs a second confirmation that names the risk', async () => {
    const cal = await people.member('sg-cal', 'Cal');
    const words = `Some days I still want to die, but talking to my aunt helps. You can get through it too (${run}-b)`;
    const threadId = await discussion(cal, words);

    const card = await queueCard(moderator, modUrl, '/moderator/review', words);
    await card.getByRole('button', { name: 'Make public' }).click();
    const first = moderator.getByRole('alertdialog', { name: 'Make public?' });
    await first.getByLabel('Why? (for the record)').fill('A story of recovery that can help others.');
    await first.getByRole('button', { name: 'Continue' }).click();
    const second = moderator.getByRole('alertdialog', { name: 'Other young people will read it' });
    await second.getByText(CRISIS_RISK_CONFIRMATION).waitFor();
    const confirm = second.getByRole('button', { name: 'Make public' });
    expect(await confirm.isDisabled()).toBe(true);

    // Cancelling at the second step changes nothing.
    await second.getByRole('button', { name: 'Cancel' }).click();
    await second.waitFor({ state: 'hidden' });
    expect(await statusOfThread(ben, threadId)).toBe(404);

    await card.getByRole('button', { name: 'Make public' }).click();
    await first.getByLabel('Why? (for the record)').fill('A story of recovery that can help others.');
    await first.getByRole('button', { name: 'Continue' }).click();
    await second.getByLabel('I have read this, and it is safe and supportive to share').check();
    await second.getByRole('button', { name: 'Make public' }).click();
    await second.waitFor({ state: 'hidden' });
    await eventually(
      () => statusOfThread(ben, threadId),
      (status) => status === 200,
      'Ben can read it',
    );
  });

  it('a false report dismissed with "Keep it" leaves the post up and its author untold', async () => {
    const dee = await people.member('sg-dee', 'Dee');
    const words = `My puppy learned to sit today and I am so proud of her (${run}-c)`;
    const threadId = await discussion(dee, words);
    expect(
      (
        await post(ben, `/api/forum/threads/${threadId}/report`, { reason: 'Bullying or harassment' })
      ).status(),
    ).toBe(200);

    const card = await queueCard(moderator, modUrl, '/moderator/review', words);
    await card.getByText('Bullying or harassment').waitFor();
    await card.getByRole('button', { name: 'Keep it' }).click();
    await decided(moderator, threadId, 'approved');

    expect(await statusOfThread(ben, threadId)).toBe(200);
    expect(await threadIdsFor(ben)).toContain(threadId);
    // Dee hears nothing: no message from the moderators, and her post reads as any other.
    const standing = (await (await dee.api.get(`${baseUrl}/api/forum/standing`)).json()) as {
      notices: unknown[];
    };
    expect(standing.notices).toEqual([]);
    const page = await threadPage(dee, threadId);
    await page.getByRole('heading', { level: 1, name: topic }).waitFor();
    expect(await page.getByText(/moderator/i).count()).toBe(0);
    // Ben's button remembers his report after a reload.
    const bensPage = await threadPage(ben, threadId);
    await bensPage.getByRole('button', { name: "Reported Dee's post" }).waitFor();
  });

  it('a moderator takes an approved post down from its page: it is gone for everyone, and the history says why', async () => {
    const eli = await people.member('sg-eli', 'Eli');
    const words = `Honestly Jamie from 9B is a loser and everyone knows it (${run}-d)`;
    const threadId = await discussion(eli, words);
    expect(
      (await post(ben, `/api/forum/threads/${threadId}/report`, { reason: 'Unkind or hurtful' })).status(),
    ).toBe(200);
    const card = await queueCard(moderator, modUrl, '/moderator/review', words);
    await card.getByRole('button', { name: 'Keep it' }).click();
    await decided(moderator, threadId, 'approved');

    // On a second look, from the post's own page.
    await moderator.goto(`${modUrl}/forum/${threadId}`);
    await moderator.getByRole('heading', { level: 1, name: topic }).waitFor();
    await moderator.getByRole('button', { name: "Take down Eli's post" }).click();
    const dialog = moderator.getByRole('alertdialog', { name: "Take down Eli's post?" });
    await dialog.getByLabel('Why are you taking it down?').fill('It names and insults a classmate.');
    await dialog.getByRole('button', { name: 'Take down the post' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await moderator.getByText('Taken down').first().waitFor();

    expect(await statusOfThread(ben, threadId)).toBe(404);
    expect(await statusOfThread(eli, threadId)).toBe(404);
    expect(await threadIdsFor(ben)).not.toContain(threadId);
    // The queue's history records who took it down and why; it can be restored from there.
    await moderator.goto(`${modUrl}/moderator/review`);
    await moderator.getByRole('tab', { name: /^Rejected/ }).click();
    const settled = moderator.getByRole('tabpanel').getByRole('listitem').filter({ hasText: words }).first();
    await settled.getByText('Taken down from its page', { exact: true }).waitFor();
    await settled.getByText('Why: It names and insults a classmate.').waitFor();
    await settled.getByRole('button', { name: 'Restore' }).waitFor();
  });

  it('an edit after "Request Edit" stays invisible to others until a moderator publishes it', async () => {
    const fay = await people.member('sg-fay', 'Fay');
    const words = `Sam in my class is so annoying, I told everyone his secret (${run}-e)`;
    const threadId = await discussion(fay, words);
    expect(
      (
        await post(ben, `/api/forum/threads/${threadId}/report`, { reason: 'Shares private information' })
      ).status(),
    ).toBe(200);
    const card = await queueCard(moderator, modUrl, '/moderator/review', words);
    await card.getByRole('button', { name: 'Request Edit' }).click();
    const ask = moderator.getByRole('dialog', { name: 'Request an edit' });
    await ask
      .getByLabel('What should the author change?')
      .fill("Please leave out Sam's name and his secret.");
    await ask.getByRole('button', { name: 'Send to the author' }).click();
    await ask.waitFor({ state: 'hidden' });
    await eventually(
      () => statusOfThread(ben, threadId),
      (status) => status === 404,
      'the post is held',
    );

    const page = await threadPage(fay, threadId);
    await page.getByText("Please leave out Sam's name and his secret.").first().waitFor();
    await page.getByRole('button', { name: 'Edit post' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit your post' });
    const edited = `Someone in my class annoys me and I said something I regret (${run}-e2)`;
    await edit.getByLabel('Your post').fill(edited);
    await edit.getByRole('button', { name: 'Save edit' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText(/Your edit is waiting for a moderator/).waitFor();
    expect(await statusOfThread(ben, threadId)).toBe(404);

    const review = await queueCard(moderator, modUrl, '/moderator/review', edited);
    await review.getByRole('button', { name: 'Publish the edit' }).click();
    await decided(moderator, threadId, 'approved');
    await eventually(
      () => statusOfThread(ben, threadId),
      (status) => status === 200,
      'Ben can read the edit',
    );
    const shown = (await (await ben.api.get(`${baseUrl}/api/forum/threads/${threadId}`)).json()) as {
      content: string;
    };
    expect(shown.content).toBe(edited);
  });

  it('a muted member cannot post and is told until when', async () => {
    const gus = await people.member('sg-gus', 'Gus');
    const words = `Whoever made the team list is an idiot and I hate them (${run}-f)`;
    const threadId = await discussion(gus, words);
    expect(
      (await post(ben, `/api/forum/threads/${threadId}/report`, { reason: 'Unkind or hurtful' })).status(),
    ).toBe(200);
    const card = await queueCard(moderator, modUrl, '/moderator/review', words);
    await card.getByRole('button', { name: 'Warn, mute or suspend the author' }).click();
    const dialog = moderator.getByRole('dialog', { name: 'Warn, mute or suspend the author' });
    await dialog.getByLabel('Mute').check();
    await dialog.getByLabel('1 day').check();
    await dialog.getByLabel('Reason').fill('Please speak about others kindly.');
    await dialog.getByRole('button', { name: 'Mute', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const page = await gus.context.newPage();
    await eventually(
      async () => {
        await page.goto(`${baseUrl}/forum`);
        return shownWithin(page.getByText(/paused your posting until/));
      },
      (shown) => shown,
      'Gus is told he is muted',
    );
    await page.getByText('Please speak about others kindly.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Start a New Discussion' }).count()).toBe(0);
    const refused = await post(gus, '/api/forum/threads', {
      title: topic,
      content: 'Can I still post here?',
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/until/);
  });

  it("a blocked member's replies vanish for the blocker, and they cannot reply to each other", async () => {
    const hal = await people.member('sg-hal', 'Hal');
    const ivy = await people.member('sg-ivy', 'Ivy');
    const words = `Does anyone else get nervous before football matches? (${run}-g)`;
    const threadId = await discussion(ivy, words);
    const unkind = `Nobody cares about your football, Ivy (${run}-g2)`;
    await replyTo(hal, threadId, unkind);

    const page = await threadPage(ivy, threadId);
    const reply = page.getByRole('listitem').filter({ hasText: unkind });
    await reply.getByRole('button', { name: 'Block Hal' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Block Hal?' });
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: topic }).waitFor();
    expect(await page.getByText(unkind).count()).toBe(0);

    // Hal no longer sees Ivy's thread, so he cannot reply to it.
    expect(await statusOfThread(hal, threadId)).toBe(404);
    expect(
      (await post(hal, `/api/forum/threads/${threadId}/replies`, { content: 'Whatever, Ivy.' })).status(),
    ).toBe(404);
  });

  it('an administrator decides what a moderator escalated; a moderator cannot', async () => {
    const jo = await people.member('sg-jo', 'Jo');
    const words = `Meet me behind the gym after school, just you (${run}-h)`;
    const threadId = await discussion(jo, words);
    expect(
      (
        await post(ben, `/api/forum/threads/${threadId}/report`, {
          reason: 'I am worried about their safety',
        })
      ).status(),
    ).toBe(200);
    const card = await queueCard(moderator, modUrl, '/moderator/review', words);
    await card.getByRole('button', { name: 'Escalate' }).click();
    await decided(moderator, threadId, 'flagged');
    // Held while an administrator looks (protective).
    await eventually(
      () => statusOfThread(ben, threadId),
      (status) => status === 404,
      'it is held',
    );
    await moderator.getByRole('tab', { name: /^Flagged/ }).click();
    const escalated = moderator
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: words })
      .first();
    await escalated.getByText('Escalated: an administrator decides.').waitFor();

    const admin = await people.staff('admin', 'Ada', adminUrl);
    const adminCard = await queueCard(admin, adminUrl, '/admin/review', words);
    await adminCard.getByRole('button', { name: 'Hide it' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Hide it?' });
    await dialog.getByRole('button', { name: 'Hide it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await statusOfThread(ben, threadId)).toBe(404);
  });
});
