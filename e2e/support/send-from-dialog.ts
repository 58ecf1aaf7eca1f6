import type { Locator } from 'playwright-core';

/**
 * Presses `submit` and waits for `dialog` to close. If `failed` shows instead (the send failed and
 * the form kept what was written), presses it once more, as a person would: on a loaded CI machine
 * the gateway has once failed to reach a service for a moment. A second failure fails the test.
 */
export async function sendFromDialog(dialog: Locator, submit: Locator, failed: Locator): Promise<void> {
  await submit.click();
  const outcome = await Promise.race([
    dialog.waitFor({ state: 'hidden', timeout: 45_000 }).then(() => 'closed' as const),
    failed.waitFor({ timeout: 45_000 }).then(() => 'failed' as const),
  ]);
  if (outcome === 'closed') return;
  await submit.click();
  await dialog.waitFor({ state: 'hidden' });
}
