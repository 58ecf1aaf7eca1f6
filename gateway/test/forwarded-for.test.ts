import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { MemoryKeyValueStore, listen, type Listening, type RunningService } from '@heartwise/service-kit';
import { testJwtKeys } from '@heartwise/service-kit/testing';
import { testGatewayEnv } from './support/gateway-env.js';
import { startGateway } from '../src/gateway.js';

// A stand-in for a service that only reports which client address the gateway told it.
let echo: Listening;
let gateway: RunningService;

beforeAll(async () => {
  const app = express();
  app.use((req, res) => {
    res.json({ forwardedFor: req.headers['x-forwarded-for'] ?? null });
  });
  echo = await listen(app, '127.0.0.1', 0);
  gateway = await startGateway({
    kv: new MemoryKeyValueStore(),
    env: testGatewayEnv(testJwtKeys().publicKey, {
      identity: echo.url,
      wellness: echo.url,
      forum: echo.url,
      moderation: echo.url,
    }),
  });
});
afterAll(async () => {
  await gateway.stop();
  await echo.close();
});

describe("the client's address, as services hear it", () => {
  it('is the one the gateway saw, whatever X-Forwarded-For the client sent', async () => {
    const response = await request(gateway.url)
      .get('/api/user')
      .set('X-Forwarded-For', '203.0.113.7, 198.51.100.1');
    expect(response.status).toBe(200);
    const { forwardedFor } = response.body as { forwardedFor: string };
    expect(forwardedFor).not.toContain('203.0.113.7');
    expect(forwardedFor).toMatch(/127\.0\.0\.1/);
  });
});
