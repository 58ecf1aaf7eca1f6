import type { RateLimit, RateLimiter } from '@heartwise/service-kit';
import type { SignInAttempt, SignInThrottle, ThrottleVerdict } from '../../ports/sign-in-throttle.port.js';

export interface SignInLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

/** The sign-in throttle on service-kit's fixed-window counters (Redis, or the embedded store). */
export function signInThrottle(limiter: RateLimiter, limits: SignInLimits): SignInThrottle {
  const account: RateLimit = { limit: limits.perAccount, windowSeconds: limits.windowSeconds };
  const address: RateLimit = { limit: limits.perAddress, windowSeconds: limits.windowSeconds };
  const counters = (attempt: SignInAttempt): [string, RateLimit][] => [
    [`sign-in:account:${attempt.account}`, account],
    ...(attempt.address ? [[`sign-in:address:${attempt.address}`, address] as [string, RateLimit]] : []),
  ];

  return {
    async check(attempt): Promise<ThrottleVerdict> {
      const results = await Promise.all(counters(attempt).map(([key, rule]) => limiter.peek(key, rule)));
      const refused = results.filter((result) => !result.allowed);
      if (refused.length === 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
    },
    async recordFailure(attempt) {
      await Promise.all(counters(attempt).map(([key, rule]) => limiter.hit(key, rule)));
    },
    async recordSuccess(attempt) {
      await limiter.reset(`sign-in:account:${attempt.account}`);
    },
  };
}
