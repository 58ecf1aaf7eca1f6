import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Router, type Express } from 'express';
import request from 'supertest';
import { ErrorBody, operations, type Role } from '@heartwise/contracts';
import { ORG_ADMIN_REFUSAL } from '../src/auth/guards.js';
import { TokenIssuer, TokenVerifier } from '../src/auth/tokens.js';
import { createServiceApp } from '../src/http/create-service-app.js';
import {
  expressPath,
  operationRoutes,
  ServedOperations,
  type OperationNameOf,
} from '../src/http/operation-routes.js';
import { createLogger } from '../src/logging/logger.js';
import { ServiceMetrics } from '../src/metrics/http-metrics.js';
import { MemoryEventTransport } from '../src/adapters/memory/event-transport.memory.js';
import { MemoryKeyValueStore } from '../src/adapters/memory/key-value.memory.js';
import { baseServiceEnv, portEnv } from '../src/config/load-config.js';
import { startService, type ServiceDefinition, type StartedService } from '../src/runtime/start-service.js';
import { testJwtKeys, testServiceEnv } from '../src/testing/service-env.js';

const keys = testJwtKeys();
const verifier = new TokenVerifier(keys.publicKey);
const issuer = new TokenIssuer(keys.privateKey);
const bearer = (role: Role) =>
  `Bearer ${issuer.issue({ sub: randomUUID(), sid: 'a'.repeat(32), role }, 600)}`;
const messageOf = (body: unknown) => ErrorBody.parse(body).message;

/** An app whose routes serve some of the forum's calls, each answering who asked and with what id. */
function forumLike(names: OperationNameOf<'forum'>[], otherPaths = false): Express {
  const serve = operationRoutes({ service: 'forum', verifier, served: new ServedOperations('svc-forum') });
  return createServiceApp({
    service: 'svc-forum',
    logger: createLogger('svc-forum', 'silent'),
    metrics: new ServiceMetrics(`operation_routes_${randomUUID().slice(0, 8)}`),
    readiness: {},
    routes(app) {
      const router = Router();
      for (const name of names)
        serve(router, name, (req, res) => {
          res.json({ name, role: req.auth?.role ?? null, id: req.params.id ?? null });
        });
      if (otherPaths) serve.otherPaths(router, '/api/forum', 'member');
      app.use(router);
    },
  });
}

describe('serving a call of the contracts by name', () => {
  it('writes its path as Express does', () => {
    expect(expressPath('/api/forum/context/{contentType}/{id}')).toBe('/api/forum/context/:contentType/:id');
  });

  it('answers on its method and path, with its path parameters', async () => {
    const app = forumLike(['threadDetail']);
    const reply = await request(app).get('/api/forum/threads/abc').set('Authorization', bearer('youth'));
    expect(reply.body).toEqual({ name: 'threadDetail', role: 'youth', id: 'abc' });
    // A method no call of the path has is not this call (405 from the contracts' paths).
    expect(
      (await request(app).patch('/api/forum/threads/abc').set('Authorization', bearer('youth'))).status,
    ).toBe(405);
  });

  it('puts the guard its `auth` names in front: public, signed-in, member, moderator, admin, org-admin', async () => {
    const app = forumLike([
      'exportMyForumData', // signed-in
      'listThreads', // member
      'removeThread', // moderator
      'forumAdminFigures', // admin
      'districtForumFigures', // org-admin
    ]);
    const calls = [
      ['get', '/api/forum/export'],
      ['get', '/api/forum/threads'],
      ['post', '/api/forum/threads/abc/remove'],
      ['get', '/api/forum/admin/figures'],
      ['get', '/api/org/figures/forum'],
    ] as const;
    const callers = ['anonymous', 'youth', 'parent', 'moderator', 'admin', 'org-admin'] as const;
    const statuses: Record<string, number[]> = {};
    for (const [method, path] of calls) {
      statuses[path] = [];
      for (const who of callers) {
        const sent = request(app)[method](path);
        const reply = await (who === 'anonymous' ? sent : sent.set('Authorization', bearer(who)));
        statuses[path].push(reply.status);
      }
    }
    expect(statuses).toEqual({
      //                         anonymous youth parent moderator admin org-admin
      '/api/forum/export': [401, 200, 200, 200, 200, 200],
      '/api/forum/threads': [401, 200, 200, 200, 200, 403],
      '/api/forum/threads/abc/remove': [401, 403, 403, 200, 200, 403],
      '/api/forum/admin/figures': [401, 403, 403, 403, 200, 403],
      '/api/org/figures/forum': [401, 403, 403, 403, 403, 200],
    });
  });

  it("tells an organization admin why a member's call is not theirs", async () => {
    const reply = await request(forumLike(['listThreads']))
      .get('/api/forum/threads')
      .set('Authorization', bearer('org-admin'));
    expect(reply.status).toBe(403);
    expect(messageOf(reply.body)).toBe(ORG_ADMIN_REFUSAL);
  });

  it('lets anyone make a public call', async () => {
    const serve = operationRoutes({
      service: 'wellness',
      verifier,
      served: new ServedOperations('svc-wellness'),
    });
    const router = Router();
    serve(router, 'helplines', (_req, res) => {
      res.json([]);
    });
    const app = createServiceApp({
      service: 'svc-wellness',
      logger: createLogger('svc-wellness', 'silent'),
      metrics: new ServiceMetrics(`operation_routes_${randomUUID().slice(0, 8)}`),
      readiness: {},
      routes: (express) => express.use(router),
    });
    expect((await request(app).get('/api/wellness/helplines')).status).toBe(200);
  });

  it("runs the call's own extra checks after its guard, before the handler", async () => {
    const serve = operationRoutes({ service: 'forum', verifier, served: new ServedOperations('svc-forum') });
    const router = Router();
    serve(
      router,
      'myStanding',
      (_req, res) => {
        res.status(418).json({ message: 'The extra check answered.' });
      },
      (_req, res) => {
        res.json({ reached: true });
      },
    );
    const app = createServiceApp({
      service: 'svc-forum',
      logger: createLogger('svc-forum', 'silent'),
      metrics: new ServiceMetrics(`operation_routes_${randomUUID().slice(0, 8)}`),
      readiness: {},
      routes: (express) => express.use(router),
    });
    expect((await request(app).get('/api/forum/standing')).status).toBe(401);
    expect((await request(app).get('/api/forum/standing').set('Authorization', bearer('youth'))).status).toBe(
      418,
    );
  });

  it('guards any other path of an area as its calls are guarded, then answers the JSON 404', async () => {
    const app = forumLike(['listThreads'], true);
    expect((await request(app).get('/api/forum/nowhere')).status).toBe(401);
    expect(
      (await request(app).get('/api/forum/nowhere').set('Authorization', bearer('org-admin'))).status,
    ).toBe(403);
    const signedIn = await request(app).get('/api/forum/nowhere').set('Authorization', bearer('youth'));
    expect(signedIn.status).toBe(404);
    expect(messageOf(signedIn.body)).toBe('No route for GET /api/forum/nowhere');
    // A call of another area is not this area's to guard.
    expect((await request(app).get('/api/wellness/nowhere')).status).toBe(404);
  });

  it("refuses another service's call: the types do, and so does the running code", () => {
    const serve = operationRoutes({ service: 'forum', verifier, served: new ServedOperations('svc-forum') });
    // @ts-expect-error currentUser is svc-identity's call, not the forum's
    expect(() => serve(Router(), 'currentUser', (_req, res) => res.end())).toThrow(
      'currentUser is a call of identity, not of forum.',
    );
  });
});

// ---- The check at start-up -------------------------------------------------------------------

const config = baseServiceEnv.extend({ PORT: portEnv(0) });
const moderationCalls = operations
  .filter((operation) => operation.service === 'moderation')
  .map((operation) => operation.id as OperationNameOf<'moderation'>);

/** A service named svc-moderation whose routes serve the given calls of the contracts, each answering 200. */
function moderationLike(served: OperationNameOf<'moderation'>[]): ServiceDefinition<typeof config> {
  return {
    name: 'svc-moderation',
    configSchema: config,
    build: (context) => {
      const serve = operationRoutes({
        service: 'moderation',
        verifier: context.verifier,
        served: context.served,
      });
      return {
        routes(app) {
          const router = Router();
          for (const name of served)
            serve(router, name, (_req, res) => {
              res.json({ name });
            });
          app.use(router);
        },
      };
    },
  };
}

const start = (definition: ServiceDefinition<typeof config>) =>
  startService(definition, {
    env: testServiceEnv(keys.publicKey),
    embedded: {
      transport: new MemoryEventTransport({ logger: createLogger('test', 'silent') }),
      kv: new MemoryKeyValueStore(),
    },
  });

describe('a service starting', () => {
  const running: StartedService[] = [];
  afterAll(async () => {
    for (const service of running) await service.stop();
  });

  it('has calls of its own to serve (the contracts give svc-moderation some)', () => {
    expect(moderationCalls.length).toBeGreaterThan(3);
  });

  it('starts when it serves every call the contracts give it, each once', async () => {
    const service = await start(moderationLike(moderationCalls));
    running.push(service);
    const reply = await fetch(`${service.url}/api/admin/moderation`, {
      headers: { authorization: bearer('moderator') },
    });
    expect(await reply.json()).toEqual({ name: 'moderationQueue' });
  });

  it('fails, naming it, when a call is not served', async () => {
    const withoutLift = moderationCalls.filter((name) => name !== 'liftSanction');
    await expect(start(moderationLike(withoutLift))).rejects.toThrow(
      'svc-moderation does not serve the calls the contracts give it (not served: liftSanction).',
    );
  });

  it('fails, naming it, when a call is served twice', async () => {
    await expect(start(moderationLike([...moderationCalls, 'moderationFigures']))).rejects.toThrow(
      'svc-moderation does not serve the calls the contracts give it (served more than once: moderationFigures).',
    );
  });

  it('fails, naming them all, when calls are missing and doubled at once', async () => {
    const [first, second, ...rest] = moderationCalls;
    if (!first || !second) throw new Error('svc-moderation has calls');
    await expect(start(moderationLike([first, first, ...rest]))).rejects.toThrow(
      `svc-moderation does not serve the calls the contracts give it (not served: ${second}; served more than once: ${first}).`,
    );
  });
});

describe('what was served, counted', () => {
  it("names another service's call served under this service's name", () => {
    const served = new ServedOperations('svc-forum');
    served.record('currentUser');
    expect(served.mismatch()).toContain("another service's: currentUser");
  });

  it('has nothing to check for a service the contracts give no calls', () => {
    expect(new ServedOperations('svc-notes').mismatch()).toBeUndefined();
  });
});
