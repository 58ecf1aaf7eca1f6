import { randomUUID } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { KeyValueUnavailableError, RedisKeyValueStore } from '../src/adapters/redis/key-value.redis.js';
import { keyValueConformance } from './conformance/key-value.conformance.js';
import { infraUrls } from './support/infra.js';

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
    const proxy = await RedisProxy.start(redisUrl);
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
    const proxy = await RedisProxy.start(redisUrl);
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

/** A TCP relay in front of the test Redis that a test can cut, stall and bring back. */
class RedisProxy {
  stalled = false;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly target: { host: string; port: number },
    private port: number,
  ) {}

  static async start(redisUrl: string): Promise<RedisProxy> {
    const parsed = new URL(redisUrl);
    const proxy = new RedisProxy({ host: parsed.hostname, port: Number(parsed.port || 6379) }, 0);
    await proxy.listen();
    return proxy;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.on('data', (chunk) => {
        if (!this.stalled) upstream.write(chunk);
      });
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
