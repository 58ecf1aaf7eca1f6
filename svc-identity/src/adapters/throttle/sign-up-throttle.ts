import type { SignUpThrottle } from '../../ports/sign-up-throttle.port.js';
import type { Backoff, BackoffRule } from './backoff.js';

/**
 * Sign-ups per client address on growing waits (issue 15): `rule.freeTries` at once (a class signing
 * up together behind one school address), then one at a time, 1 s, 2 s, 4 s, … apart. Every
 * sign-up counts, made or refused later (taken email, weak password): each would cost a hash.
 */
export function signUpThrottle(backoff: Backoff, rule: BackoffRule): SignUpThrottle {
  return {
    begin: (address) => backoff.reserve(`sign-up:address:${address ?? 'unknown'}`, rule),
  };
}
