import { Agent, request } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { listen } from '../src/http/listen.js';

/** One GET on a keep-alive agent; resolves with the status, or 0 when the connection failed. */
const get = (url: string, agent: Agent) =>
  new Promise<number>((resolve) => {
    const call = request(`${url}/work`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', () => resolve(0));
    call.end();
  });

describe('closing a service that callers keep busy', () => {
  it('finishes once the answers in hand are sent, though every keep-alive socket stays in use', async () => {
    const app = express();
    app.get('/work', (_req, res) => {
      setTimeout(() => res.json({ ok: true }), 5);
    });
    const listening = await listen(app, '127.0.0.1', 0);
    // Ten callers on keep-alive sockets, each asking again the moment it has an answer (as the
    // gateway does under load): no socket is ever idle.
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    let calling = true;
    const statuses: number[] = [];
    const caller = async () => {
      while (calling) statuses.push(await get(listening.url, agent));
    };
    const callers = Array.from({ length: 10 }, caller);
    while (statuses.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));

    const closed = await Promise.race([
      listening.close().then(() => 'closed' as const),
      new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 2_000)),
    ]);
    calling = false;
    await Promise.all(callers);
    agent.destroy();

    expect(closed).toBe('closed');
    // Every answer started before the close was a 200; afterwards callers are refused (0), never cut off mid-answer.
    expect(statuses.filter((status) => status !== 200 && status !== 0)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(50);
  });

  it('cuts an answer that is still not sent when the drain time is up', async () => {
    const app = express();
    app.get('/work', () => {
      // Never answers: a request stuck behind a database that does not reply.
    });
    const listening = await listen(app, '127.0.0.1', 0);
    const agent = new Agent({ keepAlive: true });
    const stuck = get(listening.url, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = performance.now();
    await listening.close(200);
    const took = performance.now() - started;
    agent.destroy();

    expect(took).toBeGreaterThanOrEqual(150);
    expect(took).toBeLessThan(2_000);
    expect(await stuck).toBe(0);
  });
});
