import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { stackUnderTest } from '../support/browser.js';
import { castForThisFile, eventually, type Member } from '../support/people.js';

// Issue 19, "figures people can trust": one known history, and every place that shows the same
// figure shows the same number. The history is made through the API, as the app makes it; the
// figures are read off the screens each person sees.
const { baseUrl } = stackUnderTest();
const headers = { origin: baseUrl, 'x-timezone': 'UTC' };

const people = castForThisFile(baseUrl);

/** The known history: 4 check-ins (intensity 2, 4, 6, 8: average 5.0), 2 of 5 habits, 3 practices. */
async function makeHistory(youth: Member): Promise<void> {
  for (const [emotionLabel, intensity] of [
    ['Joy', 2],
    ['Calmness', 4],
    ['Interest', 6],
    ['Joy', 8],
  ] as const) {
    const saved = await youth.api.post(`${baseUrl}/api/emotional-checkins`, {
      data: { emotionLabel, emotionRating: intensity, intensity, checkInType: 'pre', notes: '' },
      headers,
    });
    expect(saved.status()).toBe(201);
  }
  const habits = (await (await youth.api.get(`${baseUrl}/api/habits`, { headers })).json()) as {
    id: string;
  }[];
  expect(habits).toHaveLength(5);
  for (const habit of habits.slice(0, 2)) {
    const marked = await youth.api.patch(`${baseUrl}/api/habits/${habit.id}/complete`, {
      data: { completed: true },
      headers,
    });
    expect(marked.ok()).toBe(true);
  }
  for (const activityType of ['gratitude', 'gratitude', 'humor']) {
    const saved = await youth.api.post(`${baseUrl}/api/micro-activities/complete`, {
      data: { activityType, response: 'Something small that went well.', shareAnonymously: false },
      headers,
    });
    expect(saved.status()).toBe(201);
  }
}

/** The parent asks, the youth says yes: the parent's summaries now include the youth. */
async function link(parent: Member, youth: Member): Promise<void> {
  const asked = await parent.api.post(`${baseUrl}/api/links`, {
    data: { youthUsername: youth.username },
    headers,
  });
  expect(asked.status()).toBe(202);
  const requests = await eventually(
    async () =>
      (await (await youth.api.get(`${baseUrl}/api/links`)).json()) as { id: string; status: string }[],
    (links) => links.some((entry) => entry.status === 'pending'),
    'the youth sees the link request',
  );
  const request = requests.find((entry) => entry.status === 'pending');
  const accepted = await youth.api.post(`${baseUrl}/api/links/${request?.id}/accept`, { headers });
  expect(accepted.ok()).toBe(true);
}

/** A figure card's or a summary's term → value pairs, as the screen shows them. */
async function figuresOf(list: Locator): Promise<Record<string, string>> {
  const pairs = await list
    .locator('div:has(> dt)')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    );
  return Object.fromEntries(pairs);
}

/** The text of one overview card (its title, figure and note). */
async function cardText(page: Page, region: string, title: string): Promise<string> {
  const card = page
    .getByRole('list', { name: region })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
  await card.and(page.locator('[aria-busy="false"]')).waitFor();
  return (await card.innerText()).replace(/\s+/g, ' ').trim();
}

describe('figures that agree', () => {
  it("one youth's week reads the same on their dashboard, their check-ins, their profile and their parent's summary", async () => {
    const youth = await people.member('figures-youth', 'Robin');
    const parent = await people.member('figures-parent', 'Jordan', 'parent');
    await makeHistory(youth);
    await link(parent, youth);

    // The youth's Overview: today's habits, today's practices, the trend in words.
    const dashboard = await youth.context.newPage();
    await dashboard.goto(`${baseUrl}/youth/dashboard`);
    expect(await cardText(dashboard, 'Your day at a glance', "Today's Goals")).toBe(
      "Today's Goals 2 of 5 habits done today",
    );
    expect(await cardText(dashboard, 'Your day at a glance', 'Practice Activities')).toBe(
      'Practice Activities 3 practices today',
    );
    // 2, 4 then 6, 8: the newer half runs stronger.
    expect(await cardText(dashboard, 'Your day at a glance', 'Wellness Trend')).toContain('Needs some care');
    // The Wellness Trend card: the one average on the page.
    const trendOnDashboard = await figuresOf(dashboard.locator('dl').first());
    expect(trendOnDashboard['Average intensity, last 4 check-ins']).toBe('5.0/10');
    expect(trendOnDashboard['Check-ins naming fear or anxiety']).toBe('0 of 4');
    expect(trendOnDashboard['Habits completed']).toBe('2');

    // The Practice tab says the same count for today, and the week's bar the same for the week.
    await dashboard.getByRole('tab', { name: 'Practice' }).click();
    await dashboard.getByText("You've done 3 practices today.").waitFor();
    await dashboard.getByRole('button', { name: 'View Weekly Progress' }).click();
    await dashboard.getByRole('dialog').getByText('3 of 7 practices this week').waitFor();
    await dashboard.keyboard.press('Escape');

    // /youth/checkins draws the same trend from the same call.
    const checkIns = await youth.context.newPage();
    await checkIns.goto(`${baseUrl}/youth/checkins`);
    await checkIns.getByText('Average intensity, last 4 check-ins').waitFor();
    expect((await figuresOf(checkIns.locator('dl').first()))['Average intensity, last 4 check-ins']).toBe(
      '5.0/10',
    );

    // What the youth is told their parent sees is what the parent sees.
    const profile = await youth.context.newPage();
    await profile.goto(`${baseUrl}/profile`);
    const mine = profile.getByRole('region', { name: 'What your parent can see' });
    await mine.getByText('Practices this week').waitFor();
    const youthSees = await figuresOf(mine);

    const summary = await parent.context.newPage();
    await summary.goto(`${baseUrl}/parent/youth-summary`);
    const card = summary.getByRole('article', { name: youth.firstName });
    await card.getByText('Practices this week').waitFor();
    const parentSees = await figuresOf(card);
    expect(parentSees).toEqual(youthSees);
    expect(parentSees['Practices this week']).toBe('3 practices');
    expect(parentSees['Average intensity, every check-in']).toMatch(/^5\.0\/10/);
    expect(parentSees['Habits, last 7 days']).toBe('2 of 5 (40%)');
  });
});
