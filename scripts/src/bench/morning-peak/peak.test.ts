import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { SESSION_COOKIE } from '@heartwise/service-kit';
import { measureHotCalls, runMorningPeak } from './index.js';

const students = [
  { userId: 'u1', username: 'calm-otter-1', password: 'secret-words-1' },
  { userId: 'u2', username: 'calm-otter-2', password: 'secret-words-1' },
];
const THREAD = '0f8e4a3c-2b1d-4c5e-8f7a-9b0c1d2e3f40';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A stand-in gateway: a session on sign-in, 200 for everything else unless `answer` says otherwise. */
async function fakeGateway(answer: (method: string, path: string) => number | 'hang' = () => 200) {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url ?? '';
      const status = answer(req.method ?? 'GET', path);
      if (status === 'hang') return;
      if (path === '/api/login') res.setHeader('Set-Cookie', `${SESSION_COOKIE}=t; Path=/; HttpOnly`);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(path === '/api/habits/today' ? JSON.stringify([{ id: THREAD, completed: false }]) : '{}');
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

describe('the morning peak run', () => {
  it('runs closed loops for the time given and counts every call after the warm-up', async () => {
    const gateway = await fakeGateway();
    const started = performance.now();
    const result = await runMorningPeak({
      gateway,
      students,
      threadIds: [THREAD],
      durationS: 0.6,
      warmupS: 0.2,
      concurrency: 3,
    });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(result).toMatchObject({ durationS: 0.6, concurrency: 3, errors: 0 });
    expect(result.errorSamples).toBeUndefined();
    expect(result.requests).toBeGreaterThan(20);
    expect(result.requests).toBe(result.calls.reduce((sum, call) => sum + call.requests, 0));
    expect(result.requestsPerSecond).toBeCloseTo(result.requests / 0.6, 6);
    expect(result.calls.map((call) => call.call).slice(0, 3)).toEqual(['login', 'myLinks', 'helplines']);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
  });

  it('counts refusals and answers slower than the timeout as errors, with samples', async () => {
    const gateway = await fakeGateway((method, path) =>
      path.startsWith('/api/forum/threads?') ? 503 : path === '/api/forum/standing' ? 'hang' : 200,
    );
    const result = await runMorningPeak({
      gateway,
      students,
      threadIds: [THREAD],
      durationS: 0.8,
      warmupS: 0,
      concurrency: 2,
      timeoutMs: 150,
    });
    const call = (name: string) => result.calls.find((figures) => figures.call === name);
    expect(call('listThreads')?.errors).toBe(call('listThreads')?.requests);
    expect(call('myStanding')?.errors).toBe(call('myStanding')?.requests);
    expect(call('myStanding')?.p50Ms).toBeGreaterThanOrEqual(150);
    expect(call('login')?.errors).toBe(0);
    expect(result.errors).toBe((call('listThreads')?.errors ?? 0) + (call('myStanding')?.errors ?? 0));
    expect(result.errorSamples?.some((sample) => sample.includes('→ 503'))).toBe(true);
  });
});

describe('the hot calls', () => {
  it('measures each call of a youth one request at a time, up to maxRequests', async () => {
    const gateway = await fakeGateway();
    // Requests answered at once would hide overlap: count those under way as each arrives.
    let underWay = 0;
    let most = 0;
    server?.prependListener('request', (_req, res) => {
      underWay += 1;
      most = Math.max(most, underWay);
      res.on('finish', () => (underWay -= 1));
    });
    const figures = await measureHotCalls({
      gateway,
      students,
      threadIds: [THREAD],
      maxRequests: 3,
      maxSeconds: 5,
    });
    expect(figures.map((call) => call.call)).toContain('threadDetail');
    expect(figures.map((call) => call.call)[0]).toBe('login');
    for (const call of figures) expect(call).toMatchObject({ requests: 3, errors: 0 });
    expect(most).toBe(1);
  });
});
