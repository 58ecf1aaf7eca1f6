import type { ActivationThrottle } from '../../ports/activation-throttle.port.js';
import type { Backoff, BackoffRule } from './backoff.js';

/**
 * Wrong activation codes per address on growing waits, like sign-in's address counter: a class
 * activating together behind one school address has `rule.freeTries` typos at once, then each next
 * try waits 1 s, 2 s, 4 s, … up to the rule's longest wait. Right codes are never counted.
 */
export function activationThrottle(backoff: Backoff, rule: BackoffRule): ActivationThrottle {
  const key = (address: string | undefined) => `activation:address:${address ?? 'unknown'}`;
  return {
    async begin(address) {
      const wait = await backoff.waitFor(key(address));
      return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
    },
    failed: (address) => backoff.recordFailure(key(address), rule),
  };
}
