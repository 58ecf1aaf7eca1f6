import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ForumAdminFigures,
  IdentityFigures,
  IdentitySettings,
  ModerationFigures,
  SystemHealth,
  WellnessAdminFigures,
  type Health,
  type Readiness,
} from '@heartwise/contracts';
import {
  createEmbeddedInfrastructure,
  createLogger,
  startService,
  type RunningService,
} from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { testGatewayEnv } from './support/gateway-env.js';
import { identityService } from '@heartwise/svc-identity';
import { wellnessService } from '@heartwise/svc-wellness';
import { forumService } from '@heartwise/svc-forum';
import { moderationService } from '@heartwise/svc-moderation';
import request from 'supertest';
import { startGateway } from '../src/gateway.js';

/**
 * The admin overview's system health (GET /api/admin/health, answered by the gateway itself) and
 * the dashboards' figure calls reaching the services that own them through the gateway.
 */
const keys = testJwtKeys();
const embedded = createEmbeddedInfrastructure(createLogger('test', 'silent'));
const services: RunningService[] = [];
let identity: RunningService;
let wellness: RunningService;
let gateway: RunningService;
/** A gateway whose forum is gone and whose moderation service says its database is not answering. */
let degraded: RunningService;
let sickModeration: Server;

beforeAll(async () => {
  identity = await startService(identityService, {
    embedded,
    env: testServiceEnv(keys.publicKey, { JWT_PRIVATE_KEY: keys.privateKey, DEMO_PASSWORD: 'demo-password' }),
  });
  wellness = await startService(wellnessService, { embedded, env: testServiceEnv(keys.publicKey) });
  const forum = await startService(forumService, { embedded, env: testServiceEnv(keys.publicKey) });
  const moderation = await startService(moderationService, { embedded, env: testServiceEnv(keys.publicKey) });
  services.push(moderation, forum, wellness, identity);
  gateway = await startGateway({
    kv: embedded.kv,
    env: testGatewayEnv(keys.publicKey, {
      identity: identity.url,
      wellness: wellness.url,
      forum: forum.url,
      moderation: moderation.url,
    }),
  });

  sickModeration = createServer((req, res) => {
    if (req.url === '/healthz') {
      // Alive, and its own background check saw Kafka go away 40 s ago with 3 events waiting.
      const body: Health = {
        status: 'ok',
        service: 'svc-moderation',
        detail: {
          checkedAt: '2026-11-21T10:00:40.000Z',
          kafka: { connected: false, since: '2026-11-21T10:00:00.000Z' },
          outbox: { pending: 3, oldestPendingSeconds: 38 },
        },
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    const body: Readiness = {
      status: 'unavailable',
      service: 'svc-moderation',
      checks: { database: 'no answer within 2000 ms' },
    };
    res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => sickModeration.listen(0, '127.0.0.1', resolve));
  degraded = await startGateway({
    kv: embedded.kv,
    // No forum: nothing listens at its address.
    env: testGatewayEnv(keys.publicKey, {
      identity: identity.url,
      wellness: wellness.url,
      moderation: `http://127.0.0.1:${(sickModeration.address() as AddressInfo).port}`,
    }),
  });
});
afterAll(async () => {
  await degraded.stop();
  await gateway.stop();
  await new Promise((resolve) => sickModeration.close(resolve));
  for (const service of services) await service.stop();
});

const accounts = {
  admin: { host: 'admin.localhost', body: { email: 'admin@heartwise.local' } },
  moderator: { host: 'mod.localhost', body: { email: 'moderator@heartwise.local' } },
  youth: { host: 'localhost', body: { username: 'demo-youth' } },
} as const;

/** Signs a demo account in through this gateway, on its portal; the session cookie. */
async function signIn(through: RunningService, who: keyof typeof accounts): Promise<string> {
  const response = await request(through.url)
    .post('/api/login')
    .set('Host', accounts[who].host)
    .send({ ...accounts[who].body, password: 'demo-password' });
  expect(response.status).toBe(200);
  const cookies = response.headers['set-cookie'] as unknown as string[];
  return cookies.map((line) => line.split(';')[0]).join('; ');
}

async function health(through: RunningService, cookie: string): Promise<SystemHealth> {
  const response = await request(through.url).get('/api/admin/health').set('Cookie', cookie);
  expect(response.status).toBe(200);
  return SystemHealth.parse(response.body);
}

describe('system health on the admin overview', () => {
  it("probes every service live, and gives the gateway's uptime", async () => {
    const cookie = await signIn(gateway, 'admin');
    const found = await health(gateway, cookie);
    expect(found.services.map(({ service, status }) => ({ service, status }))).toEqual([
      { service: 'identity', status: 'ready' },
      { service: 'wellness', status: 'ready' },
      { service: 'forum', status: 'ready' },
      { service: 'moderation', status: 'ready' },
    ]);
    for (const probe of found.services) {
      expect(probe.checks.database).toBe('ok'); // each service pinged its own database
      expect(probe.checks.kafka).toBe('ok'); // and its /healthz says the bus answers
      expect(probe.latencyMs).toBeGreaterThanOrEqual(0);
    }
    expect(found.gateway.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(found.gateway.startedAt)).toBeLessThanOrEqual(Date.parse(found.checkedAt));
  });

  it('counts /api requests from its own metrics, not probes or static files', async () => {
    const cookie = await signIn(gateway, 'admin');
    const first = await health(gateway, cookie);
    await request(gateway.url).get('/healthz');
    await request(gateway.url).get('/readyz');
    await request(gateway.url).get('/metrics');
    await request(gateway.url).get('/remotes.json');
    const second = await health(gateway, cookie);
    // Only the first health call itself finished in between.
    expect(second.api.requests).toBe(first.api.requests + 1);
    expect(second.api.p50LatencyMs).toBeGreaterThan(0);
    expect(second.api.errorRate).toBe(0);
  });

  it('shows a service that is down, one whose database is not answering (and Kafka away), and the 5xx share', async () => {
    const cookie = await signIn(degraded, 'admin');
    expect((await request(degraded.url).get('/api/forum/threads').set('Cookie', cookie)).status).toBe(503);
    expect((await request(degraded.url).get('/api/forum/topics').set('Cookie', cookie)).status).toBe(503);
    expect((await request(degraded.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);

    const found = await health(degraded, cookie);
    expect(found.services).toEqual([
      expect.objectContaining({ service: 'identity', status: 'ready' }),
      expect.objectContaining({ service: 'wellness', status: 'ready' }),
      expect.objectContaining({ service: 'forum', status: 'unreachable', checks: {} }),
      expect.objectContaining({
        service: 'moderation',
        status: 'unavailable',
        checks: {
          database: 'no answer within 2000 ms',
          kafka: 'not answering for 40 s; 3 events wait in the outbox',
        },
      }),
    ]);
    // Sign-in, two refused forum calls and one good one: half answered with a 5xx.
    expect(found.api).toMatchObject({ requests: 4, errorRate: 0.5 });
  });

  it('is for administrators only: 403 for others, 401 signed out or after signing out', async () => {
    expect((await request(gateway.url).get('/api/admin/health')).status).toBe(401);
    for (const who of ['youth', 'moderator'] as const) {
      const cookie = await signIn(gateway, who);
      expect((await request(gateway.url).get('/api/admin/health').set('Cookie', cookie)).status).toBe(403);
    }
    const cookie = await signIn(gateway, 'admin');
    const logout = await request(gateway.url)
      .post('/api/logout')
      .set('Cookie', cookie)
      .set('Origin', gateway.url);
    expect(logout.status).toBe(200);
    expect((await request(gateway.url).get('/api/admin/health').set('Cookie', cookie)).status).toBe(401);
  });
});

describe("the dashboards' figures reach the services that own them", () => {
  it('identity, wellness, forum and moderation each answer their own figures', async () => {
    const cookie = await signIn(gateway, 'admin');
    const get = async (path: string) => {
      const response = await request(gateway.url).get(path).set('Cookie', cookie).set('x-timezone', 'UTC');
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      return response.body as unknown;
    };
    IdentityFigures.parse(await get('/api/admin/figures'));
    IdentitySettings.parse(await get('/api/admin/settings'));
    WellnessAdminFigures.parse(await get('/api/wellness/admin/figures'));
    ForumAdminFigures.parse(await get('/api/forum/admin/figures'));
    ModerationFigures.parse(await get('/api/moderation/figures'));
  });

  it('a moderator reaches the moderation figures and none of the admin ones', async () => {
    const cookie = await signIn(gateway, 'moderator');
    const status = async (path: string) =>
      (await request(gateway.url).get(path).set('Cookie', cookie)).status;
    expect(await status('/api/moderation/figures')).toBe(200);
    for (const path of [
      '/api/admin/figures',
      '/api/admin/settings',
      '/api/wellness/admin/figures',
      '/api/forum/admin/figures',
    ]) {
      expect({ path, status: await status(path) }).toEqual({ path, status: 403 });
    }
  });
});
