import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { User } from '@heartwise/contracts';
import {
  createEmbeddedInfrastructure,
  createLogger,
  startService,
  type RunningService,
} from '@heartwise/service-kit';
import { testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { testGatewayEnv } from './support/gateway-env.js';
import { identityService } from '@heartwise/svc-identity';
import { startGateway } from '../src/gateway.js';
import { crossSiteMessage } from '../src/same-origin.js';

const keys = testJwtKeys();
const embedded = createEmbeddedInfrastructure(createLogger('test', 'silent'));
const shellDir = mkdtempSync(join(tmpdir(), 'heartwise-shell-'));
let identity: RunningService;
let gateway: RunningService;
/** The same gateway with a 1kb limit, so a body the service itself would take is refused here. */
let strictGateway: RunningService;

// Only identity answers: a request that got past the gateway's checks elsewhere would answer 503.
const gatewayEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv =>
  testGatewayEnv(
    keys.publicKey,
    { identity: identity.url },
    {
      REMOTE_ADMIN_URL: 'https://cdn.heartwise.example/admin/mf-manifest.json',
      REMOTE_PORTAL_URL: 'https://cdn.heartwise.example/portal/mf-manifest.json',
      SHELL_DIR: shellDir,
      ...extra,
    },
  );

beforeAll(async () => {
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>Heartwise</title>');
  identity = await startService(identityService, {
    embedded,
    env: testServiceEnv(keys.publicKey, { JWT_PRIVATE_KEY: keys.privateKey, DEMO_PASSWORD: 'demo-password' }),
  });
  gateway = await startGateway({ kv: embedded.kv, env: gatewayEnv() });
  strictGateway = await startGateway({ kv: embedded.kv, env: gatewayEnv({ BODY_LIMIT: '1kb' }) });
});
afterAll(async () => {
  await strictGateway.stop();
  await gateway.stop();
  await identity.stop();
  rmSync(shellDir, { recursive: true, force: true });
});

/** The session cookie from a login response, ready for a Cookie header. */
function sessionCookie(response: request.Response): string {
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const session = setCookie.find((header) => header.startsWith('hw_session='));
  expect(session).toBeDefined();
  return (session ?? '').split(';')[0] ?? '';
}

async function signIn(): Promise<string> {
  const login = await request(gateway.url)
    .post('/api/login')
    .set('Origin', gateway.url)
    .send({ username: 'demo-youth', password: 'demo-password' });
  expect(login.status).toBe(200);
  return sessionCookie(login);
}

describe('security headers', () => {
  it('send a CSP that lets in exactly this site and the remotes’ origins', async () => {
    const page = await request(gateway.url).get('/youth/dashboard');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Heartwise</title>');
    const csp = page.headers['content-security-policy'] ?? '';
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    const selfAndRemotes = [
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'https://cdn.heartwise.example',
    ];
    for (const name of ['script-src', 'connect-src', 'font-src']) {
      expect(directives.get(name)).toEqual(selfAndRemotes);
    }
    expect(directives.get('style-src')).toEqual([...selfAndRemotes, "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual([...selfAndRemotes, 'data:']);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('send HSTS to public hosts only, never to localhost and its portals', async () => {
    for (const host of ['127.0.0.1', 'localhost:8080', 'admin.localhost:8080']) {
      const response = await request(gateway.url).get('/remotes.json').set('Host', host);
      expect({ host, hsts: response.headers['strict-transport-security'] }).toEqual({
        host,
        hsts: undefined,
      });
    }
    for (const host of ['heartwise.example', 'mod.heartwise.example']) {
      const response = await request(gateway.url).get('/remotes.json').set('Host', host);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('leave the JSON endpoints and probes as they were', async () => {
    const remotes = await request(gateway.url).get('/remotes.json');
    expect(remotes.body.forum).toBe('http://localhost:3002/mf-manifest.json');
    const docs = await request(gateway.url).get('/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.body.openapi).toBe('3.1.0');
    expect((await request(gateway.url).get('/healthz')).body).toEqual({ status: 'ok', service: 'gateway' });
    expect((await request(gateway.url).get('/readyz')).status).toBe(200);
    expect((await request(gateway.url).get('/metrics')).status).toBe(200);
    const unknown = await request(gateway.url).get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No route for GET /api/no-such-thing' });
  });
});

describe('mutations from other sites', () => {
  it('are refused when they carry a session, before any service sees them', async () => {
    const cookie = await signIn();
    const forged = await request(gateway.url)
      .post('/api/logout')
      .set('Origin', 'http://evil.example')
      .set('Cookie', cookie);
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: crossSiteMessage });
    const noOrigin = await request(gateway.url).post('/api/logout').set('Cookie', cookie);
    expect(noOrigin.status).toBe(403);
    // Neither reached svc-identity: the session is still alive.
    const user = await request(gateway.url).get('/api/user').set('Cookie', cookie);
    expect(user.status).toBe(200);
  });

  it('from this site go through, with the Host the browser used reaching the service', async () => {
    const cookie = await signIn();
    const logout = await request(gateway.url)
      .post('/api/logout')
      .set('Origin', gateway.url)
      .set('Cookie', cookie);
    expect(logout.status).toBe(200);

    // svc-identity tells the portal from the Host: staff sign in on admin.<host> by email.
    const portal = `admin.localhost:${gateway.port}`;
    const admin = await request(gateway.url)
      .post('/api/login')
      .set('Host', portal)
      .set('Origin', `http://${portal}`)
      .send({ email: 'admin@heartwise.local', password: 'demo-password' });
    expect(admin.status).toBe(200);
    expect(User.parse(admin.body).role).toBe('admin');
    const onMain = await request(gateway.url)
      .post('/api/login')
      .set('Origin', gateway.url)
      .send({ username: 'demo-admin', password: 'demo-password' });
    expect(onMain.status).toBe(403);
  });

  it('with neither Origin nor a session cookie (curl, scripts) go through', async () => {
    const login = await request(gateway.url)
      .post('/api/login')
      .send({ username: 'demo-youth', password: 'demo-password' });
    expect(login.status).toBe(200);
  });
});

describe('the body limit', () => {
  it('refuses a body over BODY_LIMIT (100kb by default) with 413 instead of proxying it', async () => {
    // The forum is down, so 503 would mean the body was proxied.
    const response = await request(gateway.url)
      .post('/api/forum/threads')
      .set('Origin', gateway.url)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ title: 'Hello', body: 'x'.repeat(150 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request body is too large.' });
  });

  it('never lets the refused body reach the service', async () => {
    const person = {
      firstName: 'Robin',
      lastName: 'Limit',
      email: `robin.limit.${Date.now()}@example.com`,
      password: 'calm-and-kind-42',
      confirmPassword: 'calm-and-kind-42',
      role: 'youth',
    };
    // 2kb: svc-identity's own 100kb parser would take it, the 1kb gateway must not pass it on.
    const padded = JSON.stringify(person).padEnd(2048, ' ');
    const refused = await request(strictGateway.url)
      .post('/api/register')
      .set('Content-Type', 'application/json')
      .send(padded);
    expect(refused.status).toBe(413);
    const registered = await request(strictGateway.url).post('/api/register').send(person);
    // 201, not "already registered": the first attempt never arrived.
    expect(registered.status).toBe(201);
  });
});

// Issue 15: API answers are one person's data; no browser cache or proxy may keep a copy of them.
describe('API answers are never stored', () => {
  it("a member's sign-in, account and data export, from the service and through the gateway", async () => {
    const login = await request(gateway.url)
      .post('/api/login')
      .set('Origin', gateway.url)
      .send({ username: 'demo-youth', password: 'demo-password' });
    expect([login.status, login.headers['cache-control']]).toEqual([200, 'no-store']);
    const cookie = sessionCookie(login);
    for (const origin of [identity.url, gateway.url]) {
      for (const path of ['/api/user', '/api/user/export']) {
        const answer = await request(origin).get(path).set('Cookie', cookie);
        expect([origin, path, answer.status, answer.headers['cache-control']]).toEqual([
          origin,
          path,
          200,
          'no-store',
        ]);
      }
    }
  });

  it("the gateway's own answers: its refusals, a service that is down, an unknown path, the API document", async () => {
    const answers = [
      await request(gateway.url).get('/api/user'), // 401 from the service, signed out
      await request(gateway.url).post('/api/logout').set('Origin', 'https://elsewhere.example'), // 403 here
      await request(gateway.url).get('/api/forum/threads'), // 503: the forum is down
      await request(gateway.url).get('/api/nothing-here'),
      await request(gateway.url).get('/api/docs'),
    ];
    expect(answers.map((answer) => [answer.status, answer.headers['cache-control']])).toEqual([
      [401, 'no-store'],
      [403, 'no-store'],
      [503, 'no-store'],
      [404, 'no-store'],
      [200, 'no-store'],
    ]);
  });

  it('leaves the pages and the remotes list to their own caching', async () => {
    expect((await request(gateway.url).get('/youth/dashboard')).headers['cache-control']).toBe('no-cache');
    expect((await request(gateway.url).get('/remotes.json')).headers['cache-control']).toBe('no-cache');
  });
});
