import type { ThrottleVerdict } from './sign-in-throttle.port.js';

/**
 * Sign-ups counted per client address (issue 15), each before its password hash: a class signing
 * up together goes straight through, a script making accounts by the hundred waits longer and longer.
 */
export interface SignUpThrottle {
  /** Counts this sign-up when it may go ahead now; otherwise says how long to wait. */
  begin(address: string | undefined): Promise<ThrottleVerdict>;
}
