import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { staticSite } from '../src/http/static-site.js';

// The builds put a brotli and a gzip copy beside each file (web-build/src/precompressed.ts): a
// browser that accepts brotli gets those bytes, one that accepts nothing gets the file as it is.
const dist = mkdtempSync(join(tmpdir(), 'heartwise-precompressed-'));
const chunk = `self.chunk = ${JSON.stringify('a calm walk after school '.repeat(200))};`;
const app = express();

beforeAll(() => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Heartwise</title><div id="root"></div>');
  writeFileSync(join(dist, 'remoteEntry.js'), 'var wellness;');
  writeFileSync(join(dist, 'remoteEntry.js.br'), brotliCompressSync('var wellness;'));
  writeFileSync(join(dist, '540.9df33d47.js'), chunk);
  writeFileSync(join(dist, '540.9df33d47.js.br'), brotliCompressSync(chunk));
  writeFileSync(join(dist, '540.9df33d47.js.gz'), gzipSync(chunk));
  app.use(staticSite(dist, { spaFallback: true }));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('static files, precompressed at build time', () => {
  it('sends the brotli copy to a browser that accepts it, as JavaScript, varying by encoding', async () => {
    const reply = await request(app)
      .get('/540.9df33d47.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(reply.headers['vary']).toMatch(/Accept-Encoding/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // supertest decodes what it was sent: the brotli copy holds the same script.
    expect(reply.text).toBe(chunk);
  });

  it('sends gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await request(app).get('/540.9df33d47.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await request(app).get('/540.9df33d47.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(chunk);
  });

  it("keeps an entry file's copy fresh on every load, like the entry itself", async () => {
    const entry = await request(app).get('/remoteEntry.js').set('Accept-Encoding', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('still answers client-side routes with index.html', async () => {
    const page = await request(app).get('/youth/dashboard').set('Accept-Encoding', 'br');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
  });
});
