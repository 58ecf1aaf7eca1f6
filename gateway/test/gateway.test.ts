import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  HELPLINE_COUNTRY_HEADER,
  HelplineList,
  helplinesOfCountry,
  RemotesManifest,
  User,
} from '@heartwise/contracts';
import {
  createEmbeddedInfrastructure,
  createLogger,
  startService,
  type RunningService,
} from '@heartwise/service-kit';
import { CookieJar, testJwtKeys, testServiceEnv } from '@heartwise/service-kit/testing';
import { identityService } from '@heartwise/svc-identity';
import { wellnessService } from '@heartwise/svc-wellness';
import { startGateway } from '../src/gateway.js';
import { testGatewayEnv } from './support/gateway-env.js';

const keys = testJwtKeys();
const embedded = createEmbeddedInfrastructure(createLogger('test', 'silent'));
let identity: RunningService;
let wellness: RunningService;
let gateway: RunningService;

beforeAll(async () => {
  identity = await startService(identityService, {
    embedded,
    env: testServiceEnv(keys.publicKey, { JWT_PRIVATE_KEY: keys.privateKey, DEMO_PASSWORD: 'demo-password' }),
  });
  wellness = await startService(wellnessService, { embedded, env: testServiceEnv(keys.publicKey) });
  gateway = await startGateway({
    kv: embedded.kv,
    // The forum and moderation are "down" for this test (nothing listens at their address).
    env: testGatewayEnv(keys.publicKey, { identity: identity.url, wellness: wellness.url }),
  });
});
afterAll(async () => {
  await gateway.stop();
  await wellness.stop();
  await identity.stop();
});

async function signIn(jar: CookieJar): Promise<void> {
  const response = await fetch(`${gateway.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-youth', password: 'demo-password' }),
  });
  expect(response.status).toBe(200);
  jar.store(response);
}

describe('the gateway', () => {
  it('routes each /api path to its service and mints the request id', async () => {
    const jar = new CookieJar();
    await signIn(jar);
    const user = await fetch(`${gateway.url}/api/user`, {
      headers: { cookie: jar.header(), 'x-request-id': 'forged-by-client' },
    });
    expect(User.parse(await user.json()).username).toBe('demo-youth');
    expect(user.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const habits = await fetch(`${gateway.url}/api/habits`, {
      headers: { cookie: jar.header(), 'x-timezone': 'Europe/London' },
    });
    expect(habits.status).toBe(200);
    expect(((await habits.json()) as unknown[]).length).toBe(5);
  });

  it("passes the app's helpline country on to the services (issue 19)", async () => {
    const helplines = await fetch(`${gateway.url}/api/wellness/helplines`, {
      headers: { [HELPLINE_COUNTRY_HEADER]: 'GB' },
    });
    expect(helplines.status).toBe(200);
    expect(HelplineList.parse(await helplines.json())).toEqual(helplinesOfCountry('GB'));
  });

  it('refuses a session cookie after logout before it reaches any service', async () => {
    const jar = new CookieJar();
    await signIn(jar);
    const oldCookie = jar.header();
    // A browser names its origin on every POST; without one a session cookie is refused (CSRF).
    const logout = await fetch(`${gateway.url}/api/logout`, {
      method: 'POST',
      headers: { cookie: oldCookie, origin: gateway.url },
    });
    expect(logout.ok).toBe(true);
    for (const path of ['/api/user', '/api/habits']) {
      const replay = await fetch(`${gateway.url}${path}`, { headers: { cookie: oldCookie } });
      expect(replay.status).toBe(401);
    }
  });

  it('answers JSON 404 for an unknown /api path and 503 with a sentence when a service is down', async () => {
    const unknown = await fetch(`${gateway.url}/api/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No route for GET /api/no-such-thing' });

    const forum = await fetch(`${gateway.url}/api/forum/threads`);
    expect(forum.status).toBe(503);
    expect(await forum.json()).toEqual({
      message: 'Pause and Post is not available right now. Please try again in a moment.',
    });
  });

  it('serves the remote manifest and the OpenAPI document', async () => {
    const remotes = RemotesManifest.parse(await (await fetch(`${gateway.url}/remotes.json`)).json());
    expect(remotes.forum).toBe('http://localhost:3002/mf-manifest.json');
    const docs = (await (await fetch(`${gateway.url}/api/docs`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(docs.openapi).toBe('3.1.0');
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/user', '/api/login', '/api/register', '/api/logout']),
    );
  });

  it('answers its own probes', async () => {
    expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({
      status: 'ok',
      service: 'gateway',
    });
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${gateway.url}/metrics`)).text()).toContain('http_request_duration_seconds');
  });
});
