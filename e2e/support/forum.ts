import type { Locator, Page } from 'playwright-core';

/**
 * Presses `submit` and waits for `dialog` to close. If the send fails instead (the "Error" toast,
 * the words kept in the form), presses it once more, as a person would: on a loaded CI machine the
 * gateway has once failed to reach a service for a moment. A second failure fails the test.
 */
export async function sendFromDialog(page: Page, dialog: Locator, submit: Locator): Promise<void> {
  // The toast by its list item: with a modal dialog open the notifications region is hidden from the role tree.
  const failures = page.locator('ol > li').filter({ has: page.getByText('Error', { exact: true }) });
  // A failure toast from before this send is not this send's failure.
  const failed = failures.nth(await failures.count());
  await submit.click();
  const outcome = await Promise.race([
    dialog.waitFor({ state: 'hidden', timeout: 45_000 }).then(() => 'closed' as const),
    failed.waitFor({ timeout: 45_000 }).then(() => 'failed' as const),
  ]);
  if (outcome === 'closed') return;
  await submit.click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The Community Guidelines the first time someone joins Pause and Post: tick, then join. */
export async function acceptGuidelines(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /Community Guidelines/ });
  await dialog.waitFor();
  await dialog.getByLabel('I have read and agree to follow the Community Guidelines...').check();
  await dialog.getByRole('button', { name: 'Join Our Caring Community' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The 'How are you feeling right now?' check-in (dashboard and forum flow). */
export async function completeEmotionCheckIn(page: Page, emotion: string, intensity?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'How are you feeling right now?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: emotion, exact: true }).click();
  if (intensity) await dialog.getByRole('radio', { name: new RegExp(`^${intensity}\\b`) }).check();
  await sendFromDialog(page, dialog, dialog.getByRole('button', { name: 'Complete Check-in' }));
}

/**
 * 'Start a New Discussion': the guidelines the first time, then the check-in, then the topic and
 * the words.
 */
export async function startDiscussion(
  page: Page,
  topic: string,
  words: string,
  { firstTime = false } = {},
): Promise<void> {
  await page.getByRole('button', { name: 'Start a New Discussion' }).click();
  if (firstTime) await acceptGuidelines(page);
  await completeEmotionCheckIn(page, 'Calmness');
  const dialog = page.getByRole('dialog', { name: "What's in your heart right now?" });
  await dialog.waitFor();
  await dialog.getByLabel('Topic').selectOption({ label: topic });
  await dialog.getByLabel('Share more').fill(words);
  await sendFromDialog(page, dialog, dialog.getByRole('button', { name: 'Share Your Pause and Post' }));
}
