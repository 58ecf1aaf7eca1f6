import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newPerson, stackUnderTest } from '../support/browser.js';
import { answerQuickCheckIn } from '../support/wellness.js';
import { expectFitsViewport, onPhone, screenshotsForReview } from '../support/layout.js';
import { eventually } from '../support/people.js';
import { expectNoAxeViolations } from '../support/axe.js';

// Issue 19, "a forum people can find things in": three young people post through the API, a fourth
// finds their discussions by words, narrows them to a topic group, sorts them by activity, pages
// past the first page without a repeat, and steps back through what they chose.
const { baseUrl } = stackUnderTest();
const headers = { origin: baseUrl };
let browser: Browser;
const contexts: BrowserContext[] = [];
// A word no other suite posts (letters and digits: numbers alone are not searchable).
const word = `glimmer${Date.now().toString(36)}`;
const outside = 'Being outside helps me breathe';
const habit = 'I am building a new healthy habit';
const nervous = 'I feel nervous about something coming up';

async function member(tag: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  contexts.push(context);
  const person = newPerson(tag);
  const registered = await context.request.post(`${baseUrl}/api/register`, {
    data: { ...person, confirmPassword: person.password, role: 'youth' },
    headers,
  });
  expect(registered.status()).toBe(201);
  expect((await context.request.post(`${baseUrl}/api/forum/consent`, { headers })).status()).toBe(200);
  return context;
}

async function post(request: APIRequestContext, title: string, content: string): Promise<string> {
  const created = await request.post(`${baseUrl}/api/forum/threads`, { data: { title, content }, headers });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The cards found (each card's own tags are a list of their own inside it). */
const found = (page: Page) => page.getByRole('list', { name: 'Discussions found' }).locator(':scope > li');
/** The note numbers of the cards shown, in order ("… note 7 …" in each post). */
const notesShown = async (page: Page) =>
  (await found(page).allTextContents()).map((text) => /note (\d+)/.exec(text)?.[1] ?? '?');

let oldestOutside = '';

beforeAll(async () => {
  browser = await launchChromium();
  const [outdoors, habits, feelings] = await Promise.all([
    member('find-a'),
    member('find-b'),
    member('find-c'),
  ]);
  // 23 threads, oldest first: notes 1–8 outdoors, 9–16 habits, 17–23 feelings (each author under
  // the ten-threads-a-minute write limit).
  let note = 0;
  for (const [context, title, count] of [
    [outdoors, outside, 8],
    [habits, habit, 8],
    [feelings, nervous, 7],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      note += 1;
      const id = await post(context.request, title, `A ${word} note ${note}: what helped me this week.`);
      if (note === 1) oldestOutside = id;
    }
  }
  // A reply makes the oldest thread the most recently active.
  const replied = await habits.request.post(`${baseUrl}/api/forum/threads/${oldestOutside}/replies`, {
    data: { content: 'Same here, the park helps me too.' },
    headers,
  });
  expect(replied.status()).toBe(201);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

describe('finding discussions', () => {
  let page: Page;

  it('finds every discussion with a word, newest first, and "Load more" goes past the first page without a repeat', async () => {
    page = await (await member('find-reader')).newPage();
    await page.goto(`${baseUrl}/forum`);
    await answerQuickCheckIn(page);
    const box = page.getByRole('searchbox', { name: 'Search discussions' });
    await box.fill(word);
    await box.press('Enter');
    await page.waitForURL(`${baseUrl}/forum?q=${word}`);
    await eventually(
      () => found(page).count(),
      (value) => value === 20,
      '20 discussions are shown',
    );
    expect(await notesShown(page)).toEqual(Array.from({ length: 20 }, (_, at) => String(23 - at)));

    await page.getByRole('button', { name: 'Load more' }).click();
    await eventually(
      () => found(page).count(),
      (value) => value === 23,
      '23 discussions are shown',
    );
    const notes = await notesShown(page);
    expect(notes).toEqual(Array.from({ length: 23 }, (_, at) => String(23 - at)));
    await eventually(
      () => page.getByRole('button', { name: 'Load more' }).count(),
      (value) => value === 0,
      "'Load more' is gone",
    );
    await expectNoAxeViolations(page, '/forum with a search and two pages found');
    await screenshotsForReview(page, 'forum-finding-search');
    await onPhone(page, () => expectFitsViewport(page, '/forum searched, on a phone'));
  });

  it('narrows to a topic group and sorts by latest activity, and back steps through the choices', async () => {
    await page.getByRole('combobox', { name: 'Topic group' }).selectOption('Body & Health');
    await eventually(
      () => found(page).count(),
      (value) => value === 8,
      '8 discussions are shown',
    );
    expect(await notesShown(page)).toEqual(['8', '7', '6', '5', '4', '3', '2', '1']);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('active');
    await eventually(
      async () => (await notesShown(page))[0],
      (value) => value === '1',
      'the replied-to thread comes first',
    );
    expect(await notesShown(page)).toEqual(['1', '8', '7', '6', '5', '4', '3', '2']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('active');
    await screenshotsForReview(page, 'forum-finding-filtered');

    await page.goBack();
    await eventually(
      async () => (await notesShown(page))[0],
      (value) => value === '8',
      'the newest comes first again',
    );
    await eventually(
      () => page.getByRole('combobox', { name: 'Sort by' }).inputValue(),
      (value) => value === 'newest',
      "the order reads 'Newest'",
    );
    // Back again: the search as it was left, both pages of it.
    await page.goBack();
    await eventually(
      () => found(page).count(),
      (value) => value === 23,
      '23 discussions are shown',
    );
    expect(await page.getByRole('searchbox', { name: 'Search discussions' }).inputValue()).toBe(word);
  });

  it('says so when nothing matches, and Clear brings back every discussion', async () => {
    const box = page.getByRole('searchbox', { name: 'Search discussions' });
    await box.fill(`${word}x`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(`No discussions match “${word}x”`).waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL(`${baseUrl}/forum`);
    await page.getByRole('list', { name: 'Discussions' }).waitFor();
    expect(await box.inputValue()).toBe('');
  });
});
