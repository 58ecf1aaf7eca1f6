import type { Locator, Page } from 'playwright-core';
import { sendFromDialog } from './send-from-dialog.js';

/** The send failed: its "Error" toast, the words kept (later than any toast there now). */
async function errorToastFromNow(page: Page): Promise<Locator> {
  // By its list item: with a modal dialog open the notifications region is hidden from the role tree.
  const failures = page.locator('ol > li').filter({ has: page.getByText('Error', { exact: true }) });
  return failures.nth(await failures.count());
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
  const complete = dialog.getByRole('button', { name: 'Complete Check-in' });
  await sendFromDialog(dialog, complete, await errorToastFromNow(page));
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
  const share = dialog.getByRole('button', { name: 'Share Your Pause and Post' });
  await sendFromDialog(dialog, share, await errorToastFromNow(page));
}
