import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { crossSiteMessage, sameOriginMutations, unknownSourceMessage } from '../src/same-origin.js';

/** The check alone in front of a handler that says "carried out". */
function appWithCheck(trustProxy = false) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(sameOriginMutations());
  app.all('/{*splat}', (_req, res) => {
    res.json({ done: true });
  });
  return app;
}

const app = appWithCheck();
const post = (headers: Record<string, string>) => {
  const call = request(app).post('/api/forum/threads').set('Host', 'heartwise.example');
  for (const [name, value] of Object.entries(headers)) call.set(name, value);
  return call;
};

describe('sameOriginMutations', () => {
  it('lets a mutation through when its Origin is the origin it was sent to', async () => {
    expect((await post({ Origin: 'http://heartwise.example' })).status).toBe(200);
    const local = await request(app)
      .post('/api/login')
      .set('Host', 'admin.localhost:8190')
      .set('Origin', 'http://admin.localhost:8190');
    expect(local.status).toBe(200);
  });

  it('accepts the https origin of the same host (TLS ends at a proxy in front of the gateway)', async () => {
    expect((await post({ Origin: 'https://heartwise.example' })).status).toBe(200);
    expect((await post({ Origin: 'https://heartwise.example:443' })).status).toBe(200);
  });

  it('refuses, with kind words, a mutation from any other origin', async () => {
    for (const origin of [
      'http://evil.example',
      'http://heartwise.example.evil.example',
      // Another portal of the same site is still another host.
      'http://admin.heartwise.example',
      // Same host, other port: a remote's static server is not the app.
      'http://heartwise.example:3001',
      'null',
      'not a url',
    ]) {
      const response = await post({ Origin: origin });
      expect({ origin, status: response.status }).toEqual({ origin, status: 403 });
      expect(response.body).toEqual({ message: crossSiteMessage });
    }
  });

  it('refuses an http origin when the request is known to have come over https', async () => {
    const behindTls = appWithCheck(true);
    const response = await request(behindTls)
      .post('/api/login')
      .set('Host', 'heartwise.example')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'http://heartwise.example');
    expect(response.status).toBe(403);
  });

  it('checks every mutating method and leaves reads alone', async () => {
    for (const method of ['put', 'patch', 'delete'] as const) {
      const agent = request(app);
      const response = await agent[method]('/api/habits/1')
        .set('Host', 'heartwise.example')
        .set('Origin', 'http://evil.example');
      expect(response.status).toBe(403);
    }
    const read = await request(app)
      .get('/api/habits')
      .set('Host', 'heartwise.example')
      .set('Origin', 'http://evil.example');
    expect(read.status).toBe(200);
  });

  it('falls back to the Referer when there is no Origin, and Origin wins when both are sent', async () => {
    expect((await post({ Referer: 'http://heartwise.example/forum?page=2' })).status).toBe(200);
    expect((await post({ Referer: 'http://evil.example/heartwise.example' })).status).toBe(403);
    expect((await post({ Origin: 'http://heartwise.example', Referer: 'http://evil.example/' })).status).toBe(
      200,
    );
  });

  it('without Origin or Referer, allows a request with no session cookie and refuses one with it', async () => {
    expect((await post({})).status).toBe(200);
    expect((await post({ Cookie: 'theme=calm' })).status).toBe(200);
    const withSession = await post({ Cookie: 'theme=calm; hw_session=eyJhbGciOi.abc.def' });
    expect(withSession.status).toBe(403);
    expect(withSession.body).toEqual({ message: unknownSourceMessage });
  });
});
