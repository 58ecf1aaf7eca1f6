import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
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

// The shell's build writes dist/landing.html (/landing prerendered for visitors, no JavaScript)
// next to index.html (the app). These stand in for both.
const APP = '<!doctype html><title>app</title><div id="root"></div><script src="/main.js"></script>';
const PRERENDERED = '<!doctype html><title>landing</title><h1>A safe space for young hearts</h1>';
// dist/auth.html: /auth drawn for a visitor, the app's deferred scripts taking over.
const AUTH =
  '<!doctype html><title>Sign in</title><div id="root" data-prerendered="/auth"><form></form></div>';

const keys = testJwtKeys();
const embedded = createEmbeddedInfrastructure(createLogger('test', 'silent'));
const shellDir = mkdtempSync(join(tmpdir(), 'heartwise-shell-'));
const oldShellDir = mkdtempSync(join(tmpdir(), 'heartwise-old-shell-'));
let identity: RunningService;
let gateway: RunningService;
let gatewayOfAnOldShell: RunningService;

const gatewayEnv = (shell: string): NodeJS.ProcessEnv =>
  testGatewayEnv(keys.publicKey, { identity: identity.url }, { SHELL_DIR: shell });

beforeAll(async () => {
  writeFileSync(join(shellDir, 'index.html'), APP);
  writeFileSync(join(shellDir, 'landing.html'), PRERENDERED);
  writeFileSync(join(shellDir, 'auth.html'), AUTH);
  writeFileSync(join(oldShellDir, 'index.html'), APP);
  identity = await startService(identityService, {
    embedded,
    env: testServiceEnv(keys.publicKey, { JWT_PRIVATE_KEY: keys.privateKey, DEMO_PASSWORD: 'demo-password' }),
  });
  gateway = await startGateway({ kv: embedded.kv, env: gatewayEnv(shellDir) });
  gatewayOfAnOldShell = await startGateway({ kv: embedded.kv, env: gatewayEnv(oldShellDir) });
});
afterAll(async () => {
  await gatewayOfAnOldShell.stop();
  await gateway.stop();
  await identity.stop();
  rmSync(shellDir, { recursive: true, force: true });
  rmSync(oldShellDir, { recursive: true, force: true });
});

async function signIn(): Promise<string> {
  const login = await request(gateway.url)
    .post('/api/login')
    .set('Origin', gateway.url)
    .send({ username: 'demo-youth', password: 'demo-password' });
  expect(login.status).toBe(200);
  const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
  return setCookie.find((header) => header.startsWith('hw_session='))?.split(';')[0] ?? '';
}

describe('/landing', () => {
  it('is the prerendered page for a visitor, never cached as anyone else’s', async () => {
    const page = await request(gateway.url).get('/landing');
    expect(page.status).toBe(200);
    expect(page.text).toBe(PRERENDERED);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['vary']).toMatch(/Cookie/);
    expect(page.headers['cache-control']).toBe('no-cache');
    // The same security headers as every page.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('is the app for someone signed in, which shows them the page with their own header', async () => {
    const cookie = await signIn();
    const page = await request(gateway.url).get('/landing').set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toBe(APP);
    expect(page.headers['vary']).toMatch(/Cookie/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('is the prerendered page again once that session has ended, or for a forged cookie', async () => {
    const cookie = await signIn();
    const logout = await request(gateway.url)
      .post('/api/logout')
      .set('Origin', gateway.url)
      .set('Cookie', cookie);
    expect(logout.status).toBe(200);
    expect((await request(gateway.url).get('/landing').set('Cookie', cookie)).text).toBe(PRERENDERED);
    const forged = await request(gateway.url).get('/landing').set('Cookie', 'hw_session=not-a-token');
    expect(forged.text).toBe(PRERENDERED);
  });

  it('leaves every other page to the app', async () => {
    for (const path of ['/', '/youth/dashboard', '/landing/more', '/auth/more']) {
      const page = await request(gateway.url).get(path);
      expect({ path, text: page.text }).toEqual({ path, text: APP });
    }
  });

  it('is the app for everyone when the shell was built without the prerendered page', async () => {
    const page = await request(gatewayOfAnOldShell.url).get('/landing');
    expect(page.status).toBe(200);
    expect(page.text).toBe(APP);
  });
});

describe('/auth', () => {
  it('is the drawn sign-in page for a visitor on the main domain, never cached as anyone else’s', async () => {
    const page = await request(gateway.url).get('/auth');
    expect(page.status).toBe(200);
    expect(page.text).toBe(AUTH);
    expect(page.headers['vary']).toMatch(/Cookie/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('is the app on a portal, for another panel (?activate) and for someone signed in', async () => {
    const portal = await request(gateway.url).get('/auth').set('Host', 'mod.localhost');
    expect(portal.text).toBe(APP);
    expect((await request(gateway.url).get('/auth?activate')).text).toBe(APP);
    const cookie = await signIn();
    expect((await request(gateway.url).get('/auth').set('Cookie', cookie)).text).toBe(APP);
  });

  it('is the app for everyone when the shell was built without it', async () => {
    expect((await request(gatewayOfAnOldShell.url).get('/auth')).text).toBe(APP);
  });
});
