import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { KeyValueStore } from '../../src/ports/key-value.port.js';
import { RateLimiter } from '../../src/sessions/rate-limiter.js';
import { SessionStore } from '../../src/sessions/session-store.js';

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** A little over one second: long enough for a 1 s TTL to run out in Redis and in memory. */
const pastOneSecond = (): Promise<void> => pause(1150);

/**
 * What every KeyValueStore must do, and the session and rate-limit stories built on it.
 * `open` gives a fresh, empty store for each test (a new key prefix for a shared server).
 */
export function keyValueConformance(name: string, open: () => Promise<KeyValueStore>): void {
  describe(`KeyValueStore (${name})`, () => {
    let store: KeyValueStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    describe('strings', () => {
      it('keeps a value until it is deleted, and says how many keys a delete removed', async () => {
        expect(await store.get('greeting')).toBeNull();
        await store.set('greeting', 'hello');
        await store.set('farewell', 'bye');
        expect(await store.get('greeting')).toBe('hello');
        await store.set('greeting', 'hello again');
        expect(await store.get('greeting')).toBe('hello again');
        expect(await store.del('greeting', 'farewell', 'never-written')).toBe(2);
        expect(await store.get('greeting')).toBeNull();
        expect(await store.del('greeting')).toBe(0);
        expect(await store.del()).toBe(0);
      });

      it('reports the seconds left, -1 for no expiry and -2 for a missing key', async () => {
        await store.set('with-ttl', 'v', 100);
        expect(await store.ttl('with-ttl')).toBeGreaterThanOrEqual(99);
        expect(await store.ttl('with-ttl')).toBeLessThanOrEqual(100);
        await store.set('forever', 'v');
        expect(await store.ttl('forever')).toBe(-1);
        expect(await store.ttl('missing')).toBe(-2);
      });

      it('a set without a TTL clears an earlier expiry', async () => {
        await store.set('key', 'first', 100);
        await store.set('key', 'second');
        expect(await store.ttl('key')).toBe(-1);
        expect(await store.get('key')).toBe('second');
      });

      it('refuses a TTL that is not a whole number of seconds above 0', async () => {
        await expect(store.set('key', 'v', 0)).rejects.toThrow();
        await expect(store.set('key', 'v', 1.5)).rejects.toThrow();
        await expect(store.incr('counter', 0)).rejects.toThrow();
        expect(await store.get('key')).toBeNull();
      });
    });

    describe('expiry', () => {
      it('values, counters and their counts are gone once their TTL runs out', async () => {
        await store.set('short:value', 'v', 1);
        expect(await store.incr('short:counter', 1)).toBe(1);
        await store.set('short:kept', 'v', 100);
        expect(await store.countPrefix('short:')).toBe(3);

        await pastOneSecond();

        expect(await store.get('short:value')).toBeNull();
        expect(await store.ttl('short:value')).toBe(-2);
        expect(await store.countPrefix('short:')).toBe(1);
        expect(await store.incr('short:counter', 1)).toBe(1); // a new key, a new window
        expect(await store.get('short:kept')).toBe('v');
      });
    });

    describe('counters', () => {
      it('incr counts from 1 and sets the TTL only when it creates the key', async () => {
        expect(await store.incr('hits', 100)).toBe(1);
        expect(await store.incr('hits', 5000)).toBe(2);
        expect(await store.incr('hits', 5000)).toBe(3);
        const ttl = await store.ttl('hits');
        expect(ttl).toBeGreaterThanOrEqual(99);
        expect(ttl).toBeLessThanOrEqual(100);
        expect(await store.get('hits')).toBe('3');
      });

      it('incr on a number written without expiry keeps it without expiry', async () => {
        await store.set('plain', '41');
        expect(await store.incr('plain', 10)).toBe(42);
        expect(await store.ttl('plain')).toBe(-1);
      });

      it('incr refuses a value that is not a whole number', async () => {
        await store.set('word', 'abc');
        await expect(store.incr('word', 10)).rejects.toThrow(/not an integer/);
        expect(await store.get('word')).toBe('abc');
      });
    });

    describe('sets', () => {
      it('adds members once, removes them, and the set vanishes when emptied', async () => {
        expect(await store.smembers('team')).toEqual([]);
        await store.sadd('team', 'ana');
        await store.sadd('team', 'ben');
        await store.sadd('team', 'ana');
        expect((await store.smembers('team')).sort()).toEqual(['ana', 'ben']);
        expect(await store.ttl('team')).toBe(-1);

        await store.srem('team', 'ana');
        await store.srem('team', 'nobody');
        expect(await store.smembers('team')).toEqual(['ben']);
        await store.srem('team', 'ben');
        expect(await store.smembers('team')).toEqual([]);
        expect(await store.ttl('team')).toBe(-2);
        await store.srem('never-made', 'x');
      });

      it('keeps strings and sets apart', async () => {
        await store.sadd('a-set', 'x');
        await store.set('a-string', 'x');
        await expect(store.get('a-set')).rejects.toThrow(/WRONGTYPE/);
        await expect(store.sadd('a-string', 'y')).rejects.toThrow(/WRONGTYPE/);
        await expect(store.smembers('a-string')).rejects.toThrow(/WRONGTYPE/);
        expect(await store.del('a-set', 'a-string')).toBe(2);
      });
    });

    describe('countPrefix', () => {
      it('counts live keys of every kind under a prefix, reading the prefix literally', async () => {
        await store.set('user:1', 'a');
        await store.set('user:2', 'b', 100);
        await store.sadd('user:set', 'c');
        await store.set('users:1', 'd');
        await store.set('x*1', 'e');
        await store.set('xy', 'f');
        await store.set('x?', 'g');
        await store.set('x[1]', 'h');
        await store.set('x\\y', 'i');

        expect(await store.countPrefix('user:')).toBe(3);
        expect(await store.countPrefix('user')).toBe(4);
        expect(await store.countPrefix('x*')).toBe(1);
        expect(await store.countPrefix('x?')).toBe(1);
        expect(await store.countPrefix('x[')).toBe(1);
        expect(await store.countPrefix('x\\')).toBe(1);
        expect(await store.countPrefix('x')).toBe(5);
        expect(await store.countPrefix('nothing:')).toBe(0);
      });
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    describe('sessions on top of the store', () => {
      let sessions: SessionStore;
      beforeEach(() => {
        sessions = new SessionStore(store);
      });

      it('a session created at login can be read back until logout destroys it', async () => {
        const before = Date.now();
        const { sid, expire } = await sessions.create({
          userId: 'user-ana',
          role: 'youth',
          ttlSeconds: 3600,
          data: { firstName: 'Ana', userId: 'someone-else' },
        });
        expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(expire.getTime()).toBeGreaterThanOrEqual(before + 3600_000);
        expect(expire.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000);

        const session = await sessions.get(sid);
        expect(session).toEqual({
          sid,
          expire,
          sess: { userId: 'user-ana', role: 'youth', createdAt: expect.any(String), firstName: 'Ana' },
        });
        expect(Date.parse(session?.sess.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
        expect(await sessions.countActive()).toBe(1);

        expect(await sessions.destroy(sid)).toBe(true);
        expect(await sessions.get(sid)).toBeNull();
        expect(await sessions.destroy(sid)).toBe(false);
        expect(await sessions.countActive()).toBe(0);
      });

      it('every login gets its own unguessable sid', async () => {
        const sids = new Set<string>();
        for (let i = 0; i < 5; i += 1) {
          sids.add((await sessions.create({ userId: 'user-ana', role: 'youth', ttlSeconds: 60 })).sid);
        }
        expect(sids.size).toBe(5);
      });

      it('logging out everywhere revokes every session of that user and no other', async () => {
        const laptop = await sessions.create({ userId: 'user-ana', role: 'youth', ttlSeconds: 3600 });
        const phone = await sessions.create({ userId: 'user-ana', role: 'youth', ttlSeconds: 3600 });
        const parent = await sessions.create({ userId: 'user-bo', role: 'parent', ttlSeconds: 3600 });
        expect(await sessions.countActive()).toBe(3);
        expect(await sessions.countForUser('user-ana')).toBe(2);

        expect(await sessions.destroyAllForUser('user-ana')).toBe(2);
        expect(await sessions.countForUser('user-ana')).toBe(0);
        expect(await sessions.countForUser('user-bo')).toBe(1);

        expect(await sessions.get(laptop.sid)).toBeNull();
        expect(await sessions.get(phone.sid)).toBeNull();
        expect((await sessions.get(parent.sid))?.sess.userId).toBe('user-bo');
        expect(await sessions.countActive()).toBe(1);
        expect(await sessions.destroyAllForUser('user-ana')).toBe(0);

        const again = await sessions.create({ userId: 'user-ana', role: 'moderator', ttlSeconds: 3600 });
        expect((await sessions.get(again.sid))?.sess.role).toBe('moderator');
      });

      it('a session is gone once its time runs out', async () => {
        const brief = await sessions.create({ userId: 'user-ana', role: 'youth', ttlSeconds: 1 });
        const lasting = await sessions.create({ userId: 'user-ana', role: 'youth', ttlSeconds: 100 });
        expect(await sessions.get(brief.sid)).not.toBeNull();

        await pastOneSecond();

        expect(await sessions.get(brief.sid)).toBeNull();
        expect(await sessions.touch(brief.sid)).toBeNull();
        expect(await sessions.get(lasting.sid)).not.toBeNull();
        expect(await sessions.countActive()).toBe(1);
        expect(await sessions.countForUser('user-ana')).toBe(1);
        expect(await sessions.destroyAllForUser('user-ana')).toBe(1);
      });

      it('touch gives a session its full time again; a destroyed session stays destroyed', async () => {
        const created = await sessions.create({ userId: 'user-ana', role: 'youth', ttlSeconds: 100 });
        await pause(20);
        const touched = await sessions.touch(created.sid);
        expect(touched?.expire.getTime()).toBeGreaterThan(created.expire.getTime());
        expect((await sessions.get(created.sid))?.expire).toEqual(touched?.expire);

        await sessions.destroy(created.sid);
        expect(await sessions.touch(created.sid)).toBeNull();
        expect(await sessions.get(created.sid)).toBeNull();
      });

      it('unknown, malformed or unreadable sids read as no session', async () => {
        expect(await sessions.get('a'.repeat(43))).toBeNull();
        expect(await sessions.get('not a sid')).toBeNull();
        expect(await sessions.get('')).toBeNull();
        expect(await sessions.destroy('a'.repeat(43))).toBe(false);

        const { sid } = await sessions.create({ userId: 'user-ana', role: 'youth', ttlSeconds: 100 });
        await store.set(`session:${sid}`, '{"sess":{"userId":"user-ana","role":"superuser"}}', 100);
        expect(await sessions.get(sid)).toBeNull();
        await store.set(`session:${sid}`, 'not json', 100);
        expect(await sessions.get(sid)).toBeNull();
      });
    });

    describe('rate limits on top of the store', () => {
      let limiter: RateLimiter;
      beforeEach(() => {
        limiter = new RateLimiter(store);
      });

      it('allows the limit, then refuses with a retry-after until reset', async () => {
        const rule = { limit: 3, windowSeconds: 60 };
        expect(await limiter.hit('login:account:ana', rule)).toEqual({
          allowed: true,
          remaining: 2,
          retryAfterSeconds: 0,
        });
        expect(await limiter.hit('login:account:ana', rule)).toEqual({
          allowed: true,
          remaining: 1,
          retryAfterSeconds: 0,
        });
        expect(await limiter.peek('login:account:ana', rule)).toEqual({
          allowed: true,
          remaining: 1,
          retryAfterSeconds: 0,
        });
        expect(await limiter.hit('login:account:ana', rule)).toEqual({
          allowed: true,
          remaining: 0,
          retryAfterSeconds: 0,
        });

        const refused = await limiter.hit('login:account:ana', rule);
        expect(refused.allowed).toBe(false);
        expect(refused.remaining).toBe(0);
        expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
        expect((await limiter.peek('login:account:ana', rule)).allowed).toBe(false);

        expect((await limiter.hit('login:account:bo', rule)).allowed).toBe(true);
        expect((await limiter.hit('login:address:127.0.0.1', rule)).allowed).toBe(true);

        await limiter.reset('login:account:ana');
        expect(await limiter.hit('login:account:ana', rule)).toEqual({
          allowed: true,
          remaining: 2,
          retryAfterSeconds: 0,
        });
      });

      it('a new window opens when the old one ends', async () => {
        const rule = { limit: 1, windowSeconds: 1 };
        expect((await limiter.hit('login:address:10.0.0.7', rule)).allowed).toBe(true);
        const refused = await limiter.hit('login:address:10.0.0.7', rule);
        expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });

        await pastOneSecond();

        expect(await limiter.peek('login:address:10.0.0.7', rule)).toEqual({
          allowed: true,
          remaining: 1,
          retryAfterSeconds: 0,
        });
        expect(await limiter.hit('login:address:10.0.0.7', rule)).toEqual({
          allowed: true,
          remaining: 0,
          retryAfterSeconds: 0,
        });
      });

      it('refuses a rule that makes no sense', async () => {
        await expect(limiter.hit('k', { limit: 0, windowSeconds: 60 })).rejects.toThrow(RangeError);
        await expect(limiter.hit('k', { limit: 3, windowSeconds: 0.5 })).rejects.toThrow(RangeError);
      });
    });
  });
}
