import type { Locator } from 'playwright-core';

/**
 * Presses `submit` and waits for `dialog` to close. If `failed` shows instead (the send failed and
 * the form kept what was written), or nothing happens for 45 s, presses it once more, as a person
 * would: on a loaded CI machine the gateway has once failed to reach a service for a moment, and a
 * post dialog once stayed open with no word of why. A second try that does not close it fails the
 * test, with what the dialog said.
 */
export async function sendFromDialog(dialog: Locator, submit: Locator, failed: Locator): Promise<void> {
  await submit.click();
  const outcome = await Promise.race([
    dialog.waitFor({ state: 'hidden', timeout: 45_000 }).then(() => 'closed' as const),
    failed.waitFor({ timeout: 45_000 }).then(() => 'failed' as const),
  ]).catch(() => 'still open' as const);
  if (outcome === 'closed') return;
  const before = await dialog.innerText().catch(() => '(unreadable)');
  // A disabled button (a send still under way) is left alone: the wait below covers it.
  if (await submit.isEnabled()) await submit.click();
  try {
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  } catch {
    const after = await dialog.innerText().catch(() => '(unreadable)');
    throw new Error(`The dialog stayed open (first: ${outcome}). It said:\n${before}\nThen:\n${after}`);
  }
}
