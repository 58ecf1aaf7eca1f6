import { describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { bodyLimit, parseByteSize } from '../src/body-limit.js';

describe('parseByteSize', () => {
  it('reads sizes the way express.json reads its limit', () => {
    expect(parseByteSize('100kb')).toBe(102_400);
    expect(parseByteSize('1MB')).toBe(1_048_576);
    expect(parseByteSize('512')).toBe(512);
    expect(parseByteSize('1.5kb')).toBe(1536);
    expect(parseByteSize('lots')).toBeUndefined();
    expect(parseByteSize('-1kb')).toBeUndefined();
  });
});

describe('bodyLimit', () => {
  const app = express();
  let received = 0;
  app.use(bodyLimit(1024));
  app.post('/api/echo', (req, res) => {
    received += 1;
    req.resume();
    req.on('end', () => res.json({ ok: true }));
  });

  it('lets a body up to the limit through', async () => {
    const before = received;
    const response = await request(app)
      .post('/api/echo')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(1000) }).padEnd(1024, ' '));
    expect(response.status).toBe(200);
    expect(received).toBe(before + 1);
  });

  it('refuses a larger declared body with 413 JSON before the handler runs', async () => {
    const before = received;
    const response = await request(app)
      .post('/api/echo')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(1100) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request body is too large.' });
    expect(received).toBe(before);
  });

  it('refuses a chunked body (no Content-Length) with 411', async () => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/echo' }, (res) => {
          res.resume();
          resolve(res.statusCode);
        });
        req.on('error', reject);
        req.setHeader('Transfer-Encoding', 'chunked');
        req.write('{"a":');
        req.end('1}');
      });
      expect(status).toBe(411);
    } finally {
      server.close();
    }
  });
});
