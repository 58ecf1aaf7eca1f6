import type { SignInAttempt, SignInThrottle, SignInVerdict } from '../../ports/sign-in-throttle.port.js';
import type { Backoff, BackoffRule } from './backoff.js';

export interface SignInLimits {
  /** One account from one address, or from one known device: counted before the hash. */
  perDevice: BackoffRule;
  /** One account from every address together (guessing spread over many machines); not known devices. */
  perAccount: BackoffRule;
  /** One address across every account (a school shares one): high, and its waits short. */
  perAddress: BackoffRule;
}

/**
 * Sign-in slowing on growing waits (issue 15). A stranger's attempt waits for three things: its
 * own tries on this account from this address, everyone's failures on the account, and the
 * failures from its address. A known device waits only for its own tries on the account: the
 * owner gets in while strangers are slowed, and a stolen cookie guesses no faster than a stranger.
 */
export function signInThrottle(backoff: Backoff, limits: SignInLimits): SignInThrottle {
  const own = (attempt: SignInAttempt) =>
    attempt.knownDevice
      ? `sign-in:device:${attempt.account}:${attempt.knownDevice}`
      : `sign-in:pair:${attempt.account}:${attempt.address ?? 'unknown'}`;
  const accountKey = (attempt: SignInAttempt) => `sign-in:account:${attempt.account}`;
  const addressKey = (attempt: SignInAttempt) =>
    attempt.address ? `sign-in:address:${attempt.address}` : undefined;
  const stranger = (attempt: SignInAttempt) => !attempt.knownDevice;

  return {
    async begin(attempt): Promise<SignInVerdict> {
      // Every wait that applies, so the answer names the longest of them.
      const address = stranger(attempt) ? addressKey(attempt) : undefined;
      const [mine, account, network] = await Promise.all([
        backoff.waitFor(own(attempt)),
        stranger(attempt) ? backoff.waitFor(accountKey(attempt)) : 0,
        address ? backoff.waitFor(address) : 0,
      ]);
      const onAccount = Math.max(mine, account);
      if (onAccount > 0 || network > 0) {
        return onAccount >= network
          ? { allowed: false, retryAfterSeconds: onAccount, slowed: 'account' }
          : { allowed: false, retryAfterSeconds: network, slowed: 'network' };
      }
      const verdict = await backoff.reserve(own(attempt), limits.perDevice);
      return verdict.allowed ? verdict : { ...verdict, slowed: 'account' };
    },
    async failed(attempt) {
      if (!stranger(attempt)) return; // its own tries were counted when it began
      const address = addressKey(attempt);
      await Promise.all([
        backoff.recordFailure(accountKey(attempt), limits.perAccount),
        address ? backoff.recordFailure(address, limits.perAddress) : undefined,
      ]);
    },
    async succeeded(attempt) {
      await backoff.clear(own(attempt));
    },
  };
}
