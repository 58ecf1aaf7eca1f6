import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorBody } from '@heartwise/contracts';
import { startGatewayStack, type GatewayStack } from './support/gateway-stack.js';

/**
 * A path that exists answers 405 with Allow to a method it does not have, through the gateway:
 * the gateway's own paths from the gateway itself, every other /api path from its service.
 */
let stack: GatewayStack;
let cookie: string;

beforeAll(async () => {
  stack = await startGatewayStack();
  cookie = await stack.signIn('youth');
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

interface Answer {
  status: number;
  allow: string | undefined;
  text: string;
}

/** A signed-in youth's request, as their browser on the main site would send it. */
const call = (method: string, path: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const sent = request(
      new URL(path, stack.gateway.url),
      { method, headers: { host: 'localhost', origin: 'http://localhost', cookie } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const allow = response.headers.allow;
          resolve({ status: response.statusCode ?? 0, allow, text });
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });

describe('a method a path does not have, through the gateway', () => {
  it.each([
    ['POST', '/api/docs', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/remotes.json', 'GET, HEAD, OPTIONS'],
    // svc-identity owns the rest of /api/admin: this one is the gateway's, so it never goes there.
    ['PUT', '/api/admin/health', 'GET, HEAD, OPTIONS'],
  ])('%s %s: the gateway answers 405 itself, with Allow: %s', async (method, path, allow) => {
    const reply = await call(method, path);
    expect(reply.status).toBe(405);
    expect(reply.allow).toBe(allow);
    expect(ErrorBody.parse(JSON.parse(reply.text)).message).toBe(
      `This address doesn't take ${method} requests. It takes GET.`,
    );
  });

  it('a service answers 405 with Allow for its own paths, passed on unchanged', async () => {
    const reply = await call('TRACE', '/api/habits');
    expect(reply.status).toBe(405);
    expect(reply.allow).toBe('GET, HEAD, OPTIONS');
    expect(ErrorBody.parse(JSON.parse(reply.text)).message).toBe(
      "This address doesn't take TRACE requests. It takes GET.",
    );
  });

  it('OPTIONS lists what the contracts say the path takes', async () => {
    const reply = await call('OPTIONS', '/api/user');
    expect(reply.status).toBe(204);
    expect(reply.allow).toBe('GET, PATCH, DELETE, HEAD, OPTIONS');
  });

  it('a path that does not exist is still 404', async () => {
    const reply = await call('TRACE', '/api/habits/not/a/path');
    expect(reply.status).toBe(404);
  });
});
