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
  app.use('/api', bodyLimit(1024, [{ method: 'POST', path: '/api/upload', limitBytes: 4096 }]));
  const echo: express.RequestHandler = (req, res) => {
    received += 1;
    req.resume();
    req.on('end', () => res.json({ ok: true }));
  };
  app.post('/api/echo', echo);
  app.post('/api/upload', echo);

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

  it('lets the one call with a larger limit take more, up to its own limit', async () => {
    const before = received;
    const upload = (bytes: number) =>
      request(app).post('/api/upload').set('Content-Type', 'text/csv').send('x'.repeat(bytes));
    expect((await upload(4000)).status).toBe(200);
    expect((await upload(4200)).status).toBe(413);
    expect(received).toBe(before + 1);
    // Only that call: another path, or another method on it, keeps the general limit.
    const other = await request(app).post('/api/echo').set('Content-Type', 'text/csv').send('x'.repeat(4000));
    expect(other.status).toBe(413);
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
