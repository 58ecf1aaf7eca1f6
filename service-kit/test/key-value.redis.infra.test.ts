import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { KeyValueUnavailableError, RedisKeyValueStore } from '../src/adapters/redis/key-value.redis.js';
import { keyValueConformance } from './conformance/key-value.conformance.js';
import { infraUrls } from './support/infra.js';
import { freePort, TcpProxy } from './support/tcp-proxy.js';

const { redisUrl } = infraUrls();
// Every store of this run lives under its own prefix, so parallel runs and other suites sharing
// the test Redis never see each other's keys; afterAll removes whatever is left.
const runPrefix = `hw-test:kv:${randomUUID()}:`;
let opened = 0;
const nextPrefix = (): string => `${runPrefix}${++opened}:`;

afterAll(async () => {
  const redis = new Redis(redisUrl);
  const stream = redis.scanStream({ match: `${runPrefix}*`, count: 1000 });
  for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await redis.del(...keys);
  await redis.quit();
});

keyValueConformance('redis', () => RedisKeyValueStore.connect(redisUrl, { keyPrefix: nextPrefix() }));

describe('RedisKeyValueStore', () => {
  it('key prefixes keep stores sharing one Redis apart, even prefixes with glob characters', async () => {
    const blue = await RedisKeyValueStore.connect(redisUrl, { keyPrefix: `${nextPrefix()}blue:` });
    const star = await RedisKeyValueStore.connect(redisUrl, { keyPrefix: `${nextPrefix()}*:` });
    try {
      await blue.set('session:1', 'blue');
      await star.set('session:1', 'star');
      await star.set('session:2', 'star');
      expect(await blue.get('session:1')).toBe('blue');
      expect(await star.get('session:1')).toBe('star');
      expect(await blue.countPrefix('session:')).toBe(1);
      expect(await star.countPrefix('session:')).toBe(2);
      expect(await blue.incr('hits', 60)).toBe(1);
      expect(await star.incr('hits', 60)).toBe(1);
    } finally {
      await blue.close();
      await star.close();
    }
  });

  it('says clearly that Redis cannot be reached when nothing listens at start', async () => {
    const port = await freePort();
    await expect(RedisKeyValueStore.connect(`redis://127.0.0.1:${port}`)).rejects.toThrow(
      KeyValueUnavailableError,
    );
    await expect(RedisKeyValueStore.connect(`redis://127.0.0.1:${port}`)).rejects.toThrow(
      /Cannot reach Redis at 127\.0\.0\.1:\d+/,
    );
  });

  it('fails fast while Redis is away and carries on by itself when it is back', async () => {
    const proxy = await TcpProxy.start(redisUrl);
    const logged: string[] = [];
    const logger = {
      warn: (_details: object, message: string) => void logged.push(`warn: ${message}`),
      info: (_details: object, message: string) => void logged.push(`info: ${message}`),
    };
    const store = await RedisKeyValueStore.connect(proxy.url, { keyPrefix: nextPrefix(), logger });
    try {
      await store.set('before', 'yes');

      await proxy.stop(); // as if Redis restarted: connections dropped, nothing listening
      await waitFor(
        async () =>
          (await store.ping().then(
            () => 'up',
            () => 'down',
          )) === 'down',
      );
      const started = Date.now();
      const failure = await store.get('before').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(KeyValueUnavailableError);
      expect(String(failure)).toMatch(/Redis at 127\.0\.0\.1:\d+ is not reachable/);
      expect(Date.now() - started).toBeLessThan(200);

      await proxy.listen();
      await waitFor(
        async () =>
          (await store.ping().then(
            () => 'up',
            () => 'down',
          )) === 'up',
      );
      expect(await store.get('before')).toBe('yes');
      expect(logged).toEqual([
        expect.stringMatching(/^warn: Redis connection lost/),
        expect.stringMatching(/^info: Redis connection restored/),
      ]);
    } finally {
      await proxy.stop();
      await store.close();
    }
  }, 20_000);

  it('a Redis that stops answering fails the command after a short timeout instead of hanging', async () => {
    const proxy = await TcpProxy.start(redisUrl);
    const store = await RedisKeyValueStore.connect(proxy.url, { keyPrefix: nextPrefix() });
    try {
      proxy.stalled = true;
      const started = Date.now();
      await expect(store.incr('hits', 60)).rejects.toThrow(KeyValueUnavailableError);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await proxy.stop();
      await store.close();
    }
  }, 10_000);
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
