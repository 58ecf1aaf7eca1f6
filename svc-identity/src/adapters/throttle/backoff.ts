import type { KeyValueStore } from '@heartwise/service-kit';

/** One growing-wait rule: some tries at once, then waits that double, up to a longest one. */
export interface BackoffRule {
  /** Tries that go ahead without waiting; after the last of them the waits begin. */
  freeTries: number;
  /** The longest wait between two tries. */
  maxDelaySeconds: number;
  /** How long tries are remembered, from the first one. */
  windowSeconds: number;
}

export type BackoffVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait after the k-th try from the last free one on (k ≥ 1): 1 s, 2 s, 4 s, … up to the longest. */
export function backoffSeconds(rule: BackoffRule, k: number): number {
  return Math.min(rule.maxDelaySeconds, 2 ** Math.min(Math.max(k, 1) - 1, 30));
}

const triesKey = (key: string) => `backoff:${key}:tries`;
const nextKey = (key: string) => `backoff:${key}:next`;
const turnKey = (key: string, next: string) => `backoff:${key}:turn:${next}`;

/**
 * Growing waits over the key-value store (Redis, or the embedded one), on the service's clock.
 * Per key: how many tries (INCR, so concurrent tries are never lost) and when the next one may
 * go ahead (`next`, in ms). No lock: past the free tries, those that arrive together after a wait
 * ends race for one "turn" (INCR of a key named by the `next` they read), so a burst of parallel
 * requests still gets one try per wait.
 */
export class Backoff {
  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => Date,
  ) {}

  /** Seconds until `key` may try again (0: now); counts nothing. */
  async waitFor(key: string): Promise<number> {
    return this.secondsUntil(await this.store.get(nextKey(key)));
  }

  /**
   * Counts a try before the work it guards (a password hash): the free ones go ahead together,
   * later ones one at a time, each starting the next wait. `clear` forgives them (a right password).
   */
  async reserve(key: string, rule: BackoffRule): Promise<BackoffVerdict> {
    const observed = await this.store.get(nextKey(key));
    const wait = this.secondsUntil(observed);
    if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
    const tries = await this.store.incr(triesKey(key), rule.windowSeconds);
    const k = tries - rule.freeTries + 1;
    if (tries > rule.freeTries) {
      // Several read the same ended wait: only the first to claim its turn goes ahead.
      const won =
        observed !== null && (await this.store.incr(turnKey(key, observed), rule.windowSeconds)) === 1;
      if (!won) return { allowed: false, retryAfterSeconds: backoffSeconds(rule, k - 1) };
    }
    if (tries >= rule.freeTries) await this.startWait(key, rule, k);
    return { allowed: true };
  }

  /** Counts a failure after the fact (tries that go ahead whatever the outcome, then wait). */
  async recordFailure(key: string, rule: BackoffRule): Promise<void> {
    const failures = await this.store.incr(triesKey(key), rule.windowSeconds);
    if (failures >= rule.freeTries) await this.startWait(key, rule, failures - rule.freeTries + 1);
  }

  /** Forgets every try: the next one goes ahead at once. */
  async clear(key: string): Promise<void> {
    await this.store.del(triesKey(key), nextKey(key));
  }

  private secondsUntil(next: string | null): number {
    const left = Number(next ?? 0) - this.now().getTime();
    return Number.isFinite(left) && left > 0 ? Math.max(1, Math.ceil(left / 1000)) : 0;
  }

  private async startWait(key: string, rule: BackoffRule, k: number): Promise<void> {
    const delay = backoffSeconds(rule, k);
    const next = this.now().getTime() + delay * 1000;
    // Kept as long as the tries (so a turn is never claimed twice), and at least as long as the wait.
    await this.store.set(nextKey(key), String(next), Math.max(rule.windowSeconds, delay));
  }
}
