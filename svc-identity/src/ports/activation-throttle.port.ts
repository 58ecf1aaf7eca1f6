import type { ThrottleVerdict } from './sign-in-throttle.port.js';

/**
 * Activation codes typed wrong, counted per client address (issue 16): whoever keeps trying codes
 * waits longer and longer, never locked out. Checked before anything else, so a waiting guesser
 * costs one key-value read.
 */
export interface ActivationThrottle {
  /** May a code from this address be tried now? */
  begin(address: string | undefined): Promise<ThrottleVerdict>;
  /** The code was not a live one: the address's waits grow. */
  failed(address: string | undefined): Promise<void>;
}
