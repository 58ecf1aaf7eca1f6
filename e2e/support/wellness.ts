import type { Page } from 'playwright-core';
import { sendFromDialog } from './send-from-dialog.js';

/**
 * The quick check-in (SPEC §2 global overlays) opens about a second after a youth or parent first
 * appears in a tab, and cannot be dismissed: answer it as a person would.
 */
export async function answerQuickCheckIn(page: Page, emotion = 'Calmness'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'How are you feeling?' });
  await dialog.waitFor({ timeout: 15_000 });
  await dialog.getByRole('button', { name: emotion, exact: true }).click();
  // Not saved: the dialog says so and keeps the answer (a slow save is waited for).
  const failed = dialog.getByText("We couldn't save that just now.", { exact: false });
  await sendFromDialog(dialog, dialog.getByRole('button', { name: 'Complete Check-in' }), failed);
}
