import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CALL_WRITE_LIMITS,
  documentedStatuses,
  ErrorBody,
  LinkList,
  operations,
  TooManyRequestsBody,
  type Method,
} from '@heartwise/contracts';
import { send, type FuzzReply } from '@heartwise/service-kit/testing';
import { startGatewayStack, type DemoAccount, type GatewayStack } from './support/gateway-stack.js';

/**
 * The refusals the services really give, provoked through the gateway for a sample of calls of
 * every service, are the ones the OpenAPI document lists for those calls (the authorization
 * matrices check every 200, 401 and 403 the same way).
 */
let stack: GatewayStack;
const cookies = new Map<DemoAccount, string>();

beforeAll(async () => {
  stack = await startGatewayStack();
  for (const who of ['youth', 'parent'] as const) cookies.set(who, await stack.signIn(who));
}, 60_000);
afterAll(async () => {
  await stack.stop();
});

function call(who: DemoAccount, method: Method, path: string, body?: unknown): Promise<FuzzReply> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return send(stack.gateway.url, {
    method: method.toUpperCase(),
    path,
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      cookie: cookies.get(who) ?? '',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { body: payload }),
  });
}

/** The call of the contracts a reply answered, and whether the document lists its status. */
function documented(method: Method, path: string, reply: FuzzReply): { call: string; listed: boolean } {
  const operation = operations.find((op) => op.method === method && op.path === path);
  if (!operation) throw new Error(`no call ${method} ${path} in the contracts`);
  return {
    call: `${method} ${path} → ${reply.status}`,
    listed: documentedStatuses(operation).includes(reply.status),
  };
}

describe('what the services answer is what the document lists', () => {
  it('svc-wellness: 404 for a habit that is not yours, 400 for a check-in without a feeling', async () => {
    const unknownHabit = await call('youth', 'patch', `/api/habits/${randomUUID()}/complete`, {
      completed: true,
    });
    expect(unknownHabit.status).toBe(404);
    expect(documented('patch', '/api/habits/{id}/complete', unknownHabit)).toEqual({
      call: 'patch /api/habits/{id}/complete → 404',
      listed: true,
    });

    const noFeeling = await call('youth', 'post', '/api/emotional-checkins', { emotionRating: 3 });
    expect(noFeeling.status).toBe(400);
    expect(documented('post', '/api/emotional-checkins', noFeeling).listed).toBe(true);
  });

  it('svc-wellness: 429 with Retry-After and retryAfterSeconds once a minute of check-ins is used up', async () => {
    const limit = CALL_WRITE_LIMITS['post /api/emotional-checkins']?.perMinute ?? 0;
    let reply: FuzzReply | undefined;
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      reply = await call('youth', 'post', '/api/emotional-checkins', {
        emotionLabel: 'calmness',
        emotionRating: 4,
      });
    }
    if (!reply) throw new Error('no check-in was sent');
    expect(reply.status).toBe(429);
    expect(TooManyRequestsBody.parse(JSON.parse(reply.text)).retryAfterSeconds).toBeGreaterThan(0);
    expect(documented('post', '/api/emotional-checkins', reply).listed).toBe(true);
  });

  it('svc-identity: 409 when a link request is answered twice', async () => {
    expect((await call('parent', 'post', '/api/links', { youthUsername: 'demo-youth' })).status).toBe(202);
    const links = LinkList.parse(JSON.parse((await call('youth', 'get', '/api/links?status=pending')).text));
    const link = links[0];
    if (!link) throw new Error('the youth sees no pending request');
    expect((await call('youth', 'post', `/api/links/${link.id}/accept`)).status).toBe(200);

    const again = await call('youth', 'post', `/api/links/${link.id}/decline`);
    expect(again.status).toBe(409);
    expect(documented('post', '/api/links/{id}/decline', again).listed).toBe(true);
  });

  it('svc-forum: 404 for a discussion nobody started, 413 for a post larger than the limit', async () => {
    const missing = await call('youth', 'post', `/api/forum/threads/${randomUUID()}/replies`, {
      content: 'You are not alone in this.',
    });
    expect(missing.status).toBe(404);
    expect(documented('post', '/api/forum/threads/{id}/replies', missing).listed).toBe(true);

    const huge = await call(
      'youth',
      'post',
      '/api/forum/threads',
      JSON.stringify({ title: 'I need some encouragement today', content: 'x'.repeat(200_000) }),
    );
    expect(huge.status).toBe(413);
    expect(ErrorBody.parse(JSON.parse(huge.text)).message).toBe('The request body is too large.');
    expect(documented('post', '/api/forum/threads', huge).listed).toBe(true);
  });

  it('svc-moderation: 403 for a member at the queue, 404 for an item that does not exist', async () => {
    const member = await call('youth', 'get', '/api/admin/moderation');
    expect(member.status).toBe(403);
    expect(documented('get', '/api/admin/moderation', member).listed).toBe(true);

    cookies.set('moderator', await stack.signIn('moderator'));
    const unknown = await send(stack.gateway.url, {
      method: 'POST',
      path: `/api/admin/moderation/${randomUUID()}/keep`,
      headers: {
        host: 'mod.localhost',
        origin: 'http://mod.localhost',
        cookie: cookies.get('moderator') ?? '',
      },
    });
    expect(unknown.status).toBe(404);
    expect(documented('post', '/api/admin/moderation/{itemId}/{action}', unknown).listed).toBe(true);
  });
});
