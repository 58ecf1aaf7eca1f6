import type { ToastOptions } from '@heartwise/ui-kit';
import { toast } from '@heartwise/ui-kit';
import { sessionEnded } from '../session/sessionEnded.js';

/**
 * A call failed: say so — unless its session ended, when the page is already saying that and
 * sending the person to sign in (`watchSessionEnd`); a second toast would replace that notice
 * with a misleading "could not save". Error callbacks use this instead of `toast`, and never test
 * for a 401 themselves.
 */
export function toastFailure(error: unknown, options: ToastOptions): void {
  if (!sessionEnded(error)) toast(options);
}
