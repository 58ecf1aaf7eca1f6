import { randomInt, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ErrorBody, operations, type Operation } from '@heartwise/contracts';
import { TokenIssuer } from '@heartwise/service-kit';
import { fuzzOperation, roleFor, send, testJwtKeys } from '@heartwise/service-kit/testing';
import { startGatewayStack, type DemoAccount, type GatewayStack } from './support/gateway-stack.js';
import { checkGatewayReply, gatewayRequests, type GatewayCaseContext } from './support/gateway-requests.js';

// Generated bad requests against the gateway, with the four real services behind it: its own
// endpoints, its checks (session, same-origin, body limit) and its proxying. Never a 5xx (every
// service is up), always a JSON refusal with a clear `message`, and no request opens more than its
// live session allows. TRUST_PROXY trusts loopback, as a cluster trusts its ingress, so each call
// can come from its own address and the per-address sign-in limit never stands in for a check.
let stack: GatewayStack;
let context: GatewayCaseContext;
const cookies = new Map<DemoAccount, string>();

const somewhere = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const signIn = (who: DemoAccount) => stack.signIn(who, { 'x-forwarded-for': somewhere() });
const tokenIn = (cookie: string) => /hw_session=([^;]+)/.exec(cookie)?.[1] ?? '';

beforeAll(async () => {
  stack = await startGatewayStack({ TRUST_PROXY: 'loopback' });
  for (const who of ['youth', 'moderator', 'admin', 'org-admin'] as const)
    cookies.set(who, await signIn(who));
  // A moderator who signed out: their token is still within its lifetime, their session is not.
  const revoked = await signIn('moderator');
  const signedOut = await send(stack.gateway.url, {
    method: 'POST',
    path: '/api/logout',
    headers: { cookie: revoked, origin: stack.gateway.url },
  });
  expect(signedOut.status).toBe(200);
  const sign = (privateKey: string) =>
    new TokenIssuer(privateKey).issue({ sub: randomUUID(), sid: 'f'.repeat(32), role: 'admin' }, 600);
  context = {
    liveCookie: await signIn('youth'),
    revokedToken: tokenIn(revoked),
    sessionlessAdminToken: sign(stack.keys.privateKey),
    foreignKeyToken: sign(testJwtKeys().privateKey),
    port: stack.gateway.port,
  };
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

const name = (operation: Operation) => `${operation.method.toUpperCase()} ${operation.path}`;
const isLogout = (operation: Operation) => operation.path === '/api/logout';

describe("the gateway's own doors under generated requests", () => {
  it('refuses every odd method, path, cookie, origin, identity claim, type and body clearly', async () => {
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(gatewayRequests(context), async (fuzz) => {
        const reply = await send(stack.gateway.url, fuzz);
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
        checkGatewayReply(fuzz, reply);
      }),
      { numRuns: 400 },
    );
    // The run met the gateway's refusals and the services' answers alike, not one door only.
    expect(Object.keys(statuses).map(Number)).toEqual(expect.arrayContaining([200, 401, 403, 404, 413]));
  }, 120_000);

  it("keeps a signed-out session shut however its cookie is spaced (services trust the gateway's check)", async () => {
    for (const cookie of [
      `hw_session=${context.revokedToken}`,
      `hw_session =${context.revokedToken}`,
      `hw_session\t=${context.revokedToken}`,
      ` hw_session=${context.revokedToken}`,
      `hw_session= ${context.revokedToken}`,
      `theme=dark;hw_session =${context.revokedToken}`,
    ]) {
      for (const path of [
        '/api/moderation/figures',
        '/api/admin/moderation?status=pending',
        '/api/forum/threads',
      ]) {
        const reply = await send(stack.gateway.url, {
          method: 'GET',
          path,
          headers: { cookie, 'x-timezone': 'UTC' },
        });
        expect({ cookie: cookie.slice(0, 14), path, status: reply.status }).toEqual({
          cookie: cookie.slice(0, 14),
          path,
          status: 401,
        });
      }
    }
  });

  it('answers what Node itself refuses (broken HTTP, oversized headers, CONNECT, Expect) in JSON', async () => {
    const { hostname, port } = new URL(stack.gateway.url);
    /**
     * Raw bytes on one socket (what no HTTP client would send), each request once the one before
     * it was answered; everything answered until the socket closes.
     */
    const raw = (requests: string[]) =>
      new Promise<string>((resolve, reject) => {
        const pending = [...requests];
        const socket = connect(Number(port), hostname, () => socket.write(pending.shift() ?? ''));
        let answer = '';
        socket.on('data', (chunk: Buffer) => {
          answer += chunk.toString('utf8');
          const next = pending.shift();
          if (next !== undefined) socket.write(next);
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const cases: [string, string | string[], number][] = [
      ['an unknown method', 'FOO /api/user HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      [
        'a Content-Length that is no number',
        'GET /api/user HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
        400,
      ],
      [
        'a body both counted and chunked',
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
        400,
      ],
      ['a header name with a space', 'GET /api/user HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 400],
      ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 400],
      [
        'oversized headers',
        `GET /api/user HTTP/1.1\r\nHost: x\r\nCookie: a=${'x'.repeat(20_000)}\r\n\r\n`,
        431,
      ],
      ['CONNECT', 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n', 405],
      [
        'an Expect it cannot meet',
        'POST /api/login HTTP/1.1\r\nHost: x\r\nExpect: nope\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}',
        417,
      ],
      // A kept-alive socket that already carried an answer: the refusal of the next is still whole.
      [
        'broken HTTP after a good request',
        ['GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', 'FOO /api/user HTTP/1.1\r\nHost: x\r\n\r\n'],
        400,
      ],
    ];
    for (const [what, request, status] of cases) {
      const answers = (await raw([request].flat())).split(/(?=HTTP\/1\.1 \d{3} )/);
      const [head = '', body = ''] = (answers.at(-1) ?? '').split('\r\n\r\n');
      const chunked = /transfer-encoding: chunked/i.test(head);
      const json = chunked ? (body.split('\r\n')[1] ?? '') : body;
      expect({ what, status: Number(head.split(' ')[1]) }).toEqual({ what, status });
      expect(head).toMatch(/content-type: application\/json/i);
      expect(ErrorBody.parse(JSON.parse(json)).message.length).toBeGreaterThan(3);
    }
  });
});

describe('every call of the contracts, through the gateway, under generated bad input', () => {
  // Each run of sign-out signs in afresh; the rest use one session per role throughout.
  const headersFor = (operation: Operation) => async () => ({
    cookie: isLogout(operation) ? await signIn('youth') : (cookies.get(roleFor(operation)) ?? ''),
    origin: stack.gateway.url,
    'x-forwarded-for': somewhere(),
  });

  it.each(operations.map((operation) => [name(operation), operation] as const))(
    '%s refuses every bad request clearly',
    async (_name, operation) => {
      const statuses = await fuzzOperation(operation, {
        url: stack.gateway.url,
        headers: headersFor(operation),
        numRuns: 10,
      });
      // Signed in throughout: the bad input reached the service's own checks, not the door.
      if (operation.auth !== 'public') expect(statuses[401]).toBeUndefined();
    },
    60_000,
  );

  it('leaves the services up and the youth signed in afterwards', async () => {
    const health = await send(stack.gateway.url, {
      method: 'GET',
      path: '/api/admin/health',
      headers: { cookie: cookies.get('admin') ?? '' },
    });
    expect(health.status).toBe(200);
    const services = (JSON.parse(health.text) as { services: { status: string }[] }).services;
    expect(services.map((probe) => probe.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
    const user = await send(stack.gateway.url, {
      method: 'GET',
      path: '/api/user',
      headers: { cookie: context.liveCookie },
    });
    expect(user.status).toBe(200);
  });
});
