import type { KeyValueStore } from '../../ports/key-value.port.js';

type Entry =
  | { kind: 'string'; value: string; expiresAt: number | null }
  | { kind: 'set'; members: Set<string>; expiresAt: number | null };

const wrongType = (): Error => new Error('WRONGTYPE Operation against a key holding the wrong kind of value');

function assertTtl(ttlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(`A TTL must be a whole number of seconds above 0 (got ${ttlSeconds}).`);
  }
}

/**
 * Embedded key-value store for `npm start` and unit tests, with the Redis adapter's semantics.
 * No timers: an entry's expiry is compared with Date.now() whenever it is read, and expired
 * entries are swept now and then on writes, so nothing keeps a process or a test alive.
 * One instance must be shared by every part of the process that should see the same sessions.
 */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>();
  private writesSinceSweep = 0;
  /** Writes until the next sweep: the size the last sweep left (at least 1,000), fixed until then. */
  private sweepAfter = 1000;

  async get(key: string): Promise<string | null> {
    const entry = this.live(key);
    if (!entry) return null;
    if (entry.kind !== 'string') throw wrongType();
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds !== undefined) assertTtl(ttlSeconds);
    // Like Redis SET without KEEPTTL: a plain set clears any earlier expiry.
    this.write(key, { kind: 'string', value, expiresAt: expiryFor(ttlSeconds) });
  }

  async del(...keys: string[]): Promise<number> {
    let removed = 0;
    for (const key of new Set(keys)) {
      if (this.live(key)) removed += 1;
      this.entries.delete(key);
    }
    return removed;
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    assertTtl(ttlSeconds);
    const entry = this.live(key);
    if (!entry) {
      this.write(key, { kind: 'string', value: '1', expiresAt: expiryFor(ttlSeconds) });
      return 1;
    }
    if (entry.kind !== 'string') throw wrongType();
    if (!/^-?\d+$/.test(entry.value) || !Number.isSafeInteger(Number(entry.value))) {
      throw new Error('ERR value is not an integer or out of range');
    }
    const next = Number(entry.value) + 1;
    entry.value = String(next); // an existing key keeps its expiry, as INCR does
    return next;
  }

  async ttl(key: string): Promise<number> {
    const entry = this.live(key);
    if (!entry) return -2;
    if (entry.expiresAt === null) return -1;
    // Redis rounds the milliseconds left to the nearest second.
    return Math.round((entry.expiresAt - Date.now()) / 1000);
  }

  async sadd(key: string, member: string): Promise<void> {
    const entry = this.live(key);
    if (!entry) {
      this.write(key, { kind: 'set', members: new Set([member]), expiresAt: null });
      return;
    }
    if (entry.kind !== 'set') throw wrongType();
    entry.members.add(member);
  }

  async srem(key: string, member: string): Promise<void> {
    const entry = this.live(key);
    if (!entry) return;
    if (entry.kind !== 'set') throw wrongType();
    entry.members.delete(member);
    if (entry.members.size === 0) this.entries.delete(key); // Redis drops empty sets
  }

  async smembers(key: string): Promise<string[]> {
    const entry = this.live(key);
    if (!entry) return [];
    if (entry.kind !== 'set') throw wrongType();
    return [...entry.members];
  }

  async countPrefix(prefix: string): Promise<number> {
    let count = 0;
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(prefix) && this.live(key)) count += 1;
    }
    return count;
  }

  /** Entries held, expired ones not yet swept included (memory, for tests). */
  get size(): number {
    return this.entries.size;
  }

  async ping(): Promise<void> {}

  /** Nothing to release; the data lives as long as this object (other users may still hold it). */
  async close(): Promise<void> {}

  /** The entry if it exists and has not expired; an expired one is dropped on the way. */
  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private write(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    // Keys nobody reads again (rate-limit windows of passing addresses and people) would pile up
    // otherwise; sweeping once per as many writes as the last sweep left keys keeps the cost
    // constant per write and the store at most about twice its live keys. (The threshold is fixed
    // at each sweep: compared with the growing size itself, it was never reached again.)
    this.writesSinceSweep += 1;
    if (this.writesSinceSweep >= this.sweepAfter) {
      this.writesSinceSweep = 0;
      for (const candidate of [...this.entries.keys()]) this.live(candidate);
      this.sweepAfter = Math.max(1000, this.entries.size);
    }
  }
}

function expiryFor(ttlSeconds: number | undefined): number | null {
  return ttlSeconds === undefined ? null : Date.now() + ttlSeconds * 1000;
}
