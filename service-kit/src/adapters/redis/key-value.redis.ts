import { Redis, ReplyError } from 'ioredis';
import { KeyValueUnavailableError, type KeyValueStore } from '../../ports/key-value.port.js';

export interface RedisKeyValueOptions {
  /** Put before every key, so several services or test runs can share one Redis safely. */
  keyPrefix?: string;
  /** A pino logger fits; only outages and recoveries are logged. */
  logger?: OutageLogger;
}

export interface OutageLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

function assertTtl(ttlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(`A TTL must be a whole number of seconds above 0 (got ${ttlSeconds}).`);
  }
}

/** host:port of a redis:// URL, without credentials, for messages and logs. */
function serverAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'the configured Redis';
  }
}

const escapeGlob = (text: string): string => text.replace(/[*?[\]\\]/g, '\\$&');

/** The KeyValueStore on Redis (ioredis v5): sessions, revocation and rate limits in the stack. */
export class RedisKeyValueStore implements KeyValueStore {
  private connected = false;
  private down = false;
  private closing = false;

  private constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly where: string,
  ) {}

  /** Connects and waits until Redis answers; throws if it cannot be reached at start. */
  static async connect(url: string, options: RedisKeyValueOptions = {}): Promise<RedisKeyValueStore> {
    const keyPrefix = options.keyPrefix ?? '';
    const redis = new Redis(url, {
      keyPrefix,
      lazyConnect: true,
      // Fail fast while Redis is away instead of queueing: a login or a gateway check waiting
      // minutes for a reply is worse than a prompt 503, and a queue grows without bound.
      enableOfflineQueue: false,
      // Commands already sent when the connection drops are rejected at once rather than kept
      // for a retry after reconnecting (0 retries), and never resent: INCR is not idempotent,
      // so a resend could count a failed login twice.
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      // A connection that stays open but stops answering (a paused or overloaded server) must
      // not hang callers either; every command here is O(1) or a short SCAN step.
      commandTimeout: 2000,
      connectTimeout: 5000,
      // ioredis's disconnect() arms a timer (2 s by default, not unref'd) even for a socket that
      // is already gone (closing while Redis is down): it would hold a process or test run open.
      disconnectTimeout: 200,
      // Keep reconnecting for as long as it takes (Redis restarts), at most every 2 s.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    const where = serverAddress(url);
    const store = new RedisKeyValueStore(redis, keyPrefix, where);
    store.watch(options.logger);
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect(); // stop the retries a failed first connection would schedule
      throw new KeyValueUnavailableError(`Cannot reach Redis at ${where}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return store;
  }

  async get(key: string): Promise<string | null> {
    return this.run('GET', () => this.redis.get(key));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds === undefined) {
      await this.run('SET', () => this.redis.set(key, value));
      return;
    }
    assertTtl(ttlSeconds);
    await this.run('SET', () => this.redis.set(key, value, 'EX', ttlSeconds));
  }

  async del(...keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    return this.run('DEL', () => this.redis.del(...keys));
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    assertTtl(ttlSeconds);
    // One round trip, atomic: SET NX creates the key with its TTL only when it is missing, and
    // INCR keeps whatever TTL the key has. An existing key's window is never extended.
    const replies = await this.run('INCR', () =>
      this.redis.multi().set(key, '0', 'EX', ttlSeconds, 'NX').incr(key).exec(),
    );
    const [error, value] = replies?.[1] ?? [new Error('Redis dropped the INCR transaction.'), null];
    if (error) throw error;
    return Number(value);
  }

  async ttl(key: string): Promise<number> {
    return this.run('TTL', () => this.redis.ttl(key));
  }

  async sadd(key: string, member: string): Promise<void> {
    await this.run('SADD', () => this.redis.sadd(key, member));
  }

  async srem(key: string, member: string): Promise<void> {
    await this.run('SREM', () => this.redis.srem(key, member));
  }

  async smembers(key: string): Promise<string[]> {
    return this.run('SMEMBERS', () => this.redis.smembers(key));
  }

  async countPrefix(prefix: string): Promise<number> {
    // SCAN walks the keyspace in small steps without blocking Redis (KEYS would). ioredis does
    // not prefix a MATCH pattern, so the key prefix is added here; SCAN may repeat a key, hence
    // the set. Redis leaves expired keys out of SCAN replies.
    const pattern = `${escapeGlob(this.keyPrefix + prefix)}*`;
    const seen = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await this.run('SCAN', () =>
        this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000),
      );
      for (const key of keys) seen.add(key);
      cursor = next;
    } while (cursor !== '0');
    return seen.size;
  }

  async ping(): Promise<void> {
    await this.run('PING', () => this.redis.ping());
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.redis.status === 'end') return;
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect(); // not connected: just stop reconnecting
    }
  }

  /** Runs one command; connection trouble becomes a KeyValueUnavailableError, Redis's own errors pass. */
  private async run<T>(command: string, call: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') {
      throw new KeyValueUnavailableError(
        `Redis at ${this.where} is not reachable (${this.redis.status}); ${command} was not sent.`,
      );
    }
    try {
      return await call();
    } catch (error) {
      // ioredis types ReplyError as any; it is the class of the errors Redis itself answers with.
      if (error instanceof ReplyError) throw error;
      throw new KeyValueUnavailableError(
        `Redis at ${this.where} did not answer ${command}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }

  /** Logs an outage once when it starts and once when it ends, not at every retry. */
  private watch(logger: OutageLogger | undefined): void {
    const lost = (error?: Error): void => {
      if (!this.connected || this.down || this.closing) return; // a failed start throws instead
      this.down = true;
      logger?.warn(
        { err: error, redis: this.where },
        'Redis connection lost; sessions and rate limits fail until it is back (reconnecting)',
      );
    };
    // Without an 'error' listener ioredis prints every failed reconnect to the console.
    this.redis.on('error', (error: Error) => lost(error));
    this.redis.on('close', () => lost());
    this.redis.on('ready', () => {
      this.connected = true;
      if (!this.down) return;
      this.down = false;
      logger?.info({ redis: this.where }, 'Redis connection restored');
    });
  }
}

export { KeyValueUnavailableError };
