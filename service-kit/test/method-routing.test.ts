import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import { ErrorBody, operations } from '@heartwise/contracts';
import { authenticate } from '../src/auth/guards.js';
import { TokenIssuer, TokenVerifier } from '../src/auth/tokens.js';
import { createServiceApp } from '../src/http/create-service-app.js';
import { allowedMethods } from '../src/http/method-routing.js';
import { createLogger } from '../src/logging/logger.js';
import { ServiceMetrics } from '../src/metrics/http-metrics.js';
import { testJwtKeys } from '../src/testing/service-env.js';

const keys = testJwtKeys();
const verifier = new TokenVerifier(keys.publicKey);
const youth = `Bearer ${new TokenIssuer(keys.privateKey).issue({ sub: randomUUID(), sid: 'a'.repeat(32), role: 'youth' }, 600)}`;

/** A service with two of the forum's routes, behind a sign-in check, as svc-forum mounts them. */
function forumLike(): Express {
  return createServiceApp({
    service: 'svc-forum',
    logger: createLogger('svc-forum', 'silent'),
    metrics: new ServiceMetrics(`method_routing_${randomUUID().slice(0, 8)}`),
    readiness: {},
    routes(app) {
      app.use('/api/forum', authenticate(verifier));
      app.get('/api/forum/threads/:id', (_req, res) => {
        res.json({ ok: true });
      });
      app.delete('/api/forum/threads/:id', (_req, res) => {
        res.json({ ok: true });
      });
    },
  });
}

describe('a method the path does not have', () => {
  it('answers 405 with Allow and a sentence, where the path exists in the contracts', async () => {
    const reply = await request(forumLike())
      .post(`/api/forum/threads/${randomUUID()}`)
      .set('Authorization', youth)
      .send({});

    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, PUT, DELETE, HEAD, OPTIONS');
    const body = ErrorBody.parse(reply.body);
    expect(body.message).toBe("This address doesn't take POST requests. It takes GET, PUT, DELETE.");
  });

  it('counts methods of every call on the path, whichever router of the service answers them', async () => {
    // PUT is svc-forum's edit, mounted elsewhere: this app lacks it, but the path has it.
    expect(allowedMethods(`/api/forum/replies/${randomUUID()}`)).toEqual(['PUT', 'DELETE', 'OPTIONS']);
    expect(allowedMethods('/api/user')).toEqual(['GET', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
  });

  it('still answers 404 for a path no call has', async () => {
    const reply = await request(forumLike()).trace('/api/forum/nowhere/at/all').set('Authorization', youth);
    expect(reply.status).toBe(404);
    expect(reply.headers.allow).toBeUndefined();
  });

  it('is a sign-in question first where the routes check the sign-in first', async () => {
    const reply = await request(forumLike()).patch(`/api/forum/threads/${randomUUID()}`).send({});
    expect(reply.status).toBe(401);
  });

  it('answers OPTIONS from the contracts, before any sign-in check', async () => {
    const reply = await request(forumLike()).options(`/api/forum/threads/${randomUUID()}`);
    expect(reply.status).toBe(204);
    expect(reply.headers.allow).toBe('GET, PUT, DELETE, HEAD, OPTIONS');
  });

  it('takes a path that names a segment over one with a parameter there', () => {
    // GET /api/admin/users/page is its own call, not the DELETE of an account called "page".
    expect(allowedMethods('/api/admin/users/page')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods(`/api/admin/users/${randomUUID()}`)).toEqual(['DELETE', 'OPTIONS']);
  });

  it("refuses a method of the segment's own path before a route with a parameter there takes it", async () => {
    const app = createServiceApp({
      service: 'svc-identity',
      logger: createLogger('svc-identity', 'silent'),
      metrics: new ServiceMetrics(`method_routing_${randomUUID().slice(0, 8)}`),
      readiness: {},
      routes(identity) {
        identity.delete('/api/admin/users/:userId', (_req, res) => {
          res.status(400).json({ message: "That doesn't look like an account id." });
        });
      },
    });
    const reply = await request(app).delete('/api/admin/users/page');
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('knows every path of the contracts', () => {
    for (const operation of operations) {
      const concrete = operation.path.replace(/\{[^}]+\}/g, randomUUID());
      expect({ path: operation.path, allows: allowedMethods(concrete) }).toEqual({
        path: operation.path,
        allows: expect.arrayContaining([operation.method.toUpperCase(), 'OPTIONS']),
      });
    }
  });
});
