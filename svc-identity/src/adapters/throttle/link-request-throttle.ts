import type { RateLimit, RateLimiter } from '@heartwise/service-kit';
import type { LinkRequestAttempt, LinkRequestThrottle } from '../../ports/link-request-throttle.port.js';
import type { ThrottleVerdict } from '../../ports/sign-in-throttle.port.js';

export interface LinkRequestLimits {
  perParent: number;
  perAddress: number;
  windowSeconds: number;
}

/** The link-request throttle on service-kit's fixed-window counters (Redis, or the embedded store). */
export function linkRequestThrottle(limiter: RateLimiter, limits: LinkRequestLimits): LinkRequestThrottle {
  const parent: RateLimit = { limit: limits.perParent, windowSeconds: limits.windowSeconds };
  const address: RateLimit = { limit: limits.perAddress, windowSeconds: limits.windowSeconds };
  const counters = (attempt: LinkRequestAttempt): [string, RateLimit][] => [
    [`link-request:parent:${attempt.parentId}`, parent],
    ...(attempt.address ? [[`link-request:address:${attempt.address}`, address] as [string, RateLimit]] : []),
  ];

  return {
    async count(attempt): Promise<ThrottleVerdict> {
      const results = await Promise.all(counters(attempt).map(([key, rule]) => limiter.hit(key, rule)));
      const refused = results.filter((result) => !result.allowed);
      if (refused.length === 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
    },
  };
}
