import type { KeyValueStore } from '../ports/key-value.port.js';

export interface RateLimit {
  /** Hits allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits still allowed in this window. */
  remaining: number;
  /** 0 when allowed; otherwise seconds until the window ends (for a Retry-After header). */
  retryAfterSeconds: number;
}

const counterKey = (key: string): string => `rate-limit:${key}`;

function assertLimit({ limit, windowSeconds }: RateLimit): void {
  if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(windowSeconds) || windowSeconds < 1) {
    throw new RangeError(`A rate limit needs whole numbers above 0 (got ${limit} per ${windowSeconds} s).`);
  }
}

/**
 * Fixed-window counters over a KeyValueStore, e.g. failed logins per account and per address.
 * The first hit opens a window of `windowSeconds`; later hits never extend it.
 */
export class RateLimiter {
  constructor(private readonly store: KeyValueStore) {}

  /** Counts one hit; `allowed` says whether this hit is within the limit. */
  async hit(key: string, rule: RateLimit): Promise<RateLimitResult> {
    assertLimit(rule);
    const count = await this.store.incr(counterKey(key), rule.windowSeconds);
    if (count <= rule.limit) return { allowed: true, remaining: rule.limit - count, retryAfterSeconds: 0 };
    return { allowed: false, remaining: 0, retryAfterSeconds: await this.secondsLeft(key, rule) };
  }

  /**
   * Whether one more hit would be allowed, without counting one: check before the costly work
   * (a password hash), then `hit` only when the attempt fails.
   */
  async peek(key: string, rule: RateLimit): Promise<RateLimitResult> {
    assertLimit(rule);
    const count = Number((await this.store.get(counterKey(key))) ?? 0);
    if (count < rule.limit) return { allowed: true, remaining: rule.limit - count, retryAfterSeconds: 0 };
    return { allowed: false, remaining: 0, retryAfterSeconds: await this.secondsLeft(key, rule) };
  }

  /** Forgets the hits, e.g. after a successful login. */
  async reset(key: string): Promise<void> {
    await this.store.del(counterKey(key));
  }

  private async secondsLeft(key: string, rule: RateLimit): Promise<number> {
    const ttl = await this.store.ttl(counterKey(key));
    if (ttl > 0) return ttl;
    if (ttl === -1) {
      // A counter without expiry would refuse forever (written by hand?): start afresh.
      await this.store.del(counterKey(key));
      return rule.windowSeconds;
    }
    return 1; // the window is ending right now
  }
}
