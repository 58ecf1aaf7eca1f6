/**
 * Sessions, revocation and rate limits (ARCHITECTURE §5): Redis in the stack, in-process when
 * embedded. Values are strings; TTLs are whole seconds.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(...keys: string[]): Promise<number>;
  /** Adds 1 and returns the new value; the TTL is set when the key is created. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Seconds left, -1 without expiry, -2 when missing (as Redis says). */
  ttl(key: string): Promise<number>;
  sadd(key: string, member: string): Promise<void>;
  srem(key: string, member: string): Promise<void>;
  smembers(key: string): Promise<string[]>;
  /** Keys matching a prefix; for admin figures (counts), not hot paths. */
  countPrefix(prefix: string): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Redis cannot be reached right now (down, restarting, or not answering). Callers should answer
 * 503 rather than guess: sessions and rate limits cannot be checked while this happens.
 */
export class KeyValueUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KeyValueUnavailableError';
  }
}
