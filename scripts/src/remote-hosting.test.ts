import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Listening } from '@heartwise/service-kit';
import { hostRemote } from './remote-hosting.js';

// A remote's static server in the local modes: what the shell's page fetches from another origin.
const dist = mkdtempSync(join(tmpdir(), 'heartwise-remote-'));
let remote: Listening;

beforeAll(async () => {
  writeFileSync(join(dist, 'mf-manifest.json'), '{"id":"wellness"}');
  writeFileSync(join(dist, 'remoteEntry.js'), 'var wellness;');
  writeFileSync(join(dist, '540.9df33d47.js'), 'self.chunk = 1;');
  writeFileSync(join(dist, '540.9df33d47.js.LICENSE.txt'), 'MIT');
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Heartwise wellness (standalone)</title>');
  remote = await hostRemote('wellness', '127.0.0.1', 0, dist);
});
afterAll(async () => {
  await remote.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("a remote's static server", () => {
  const files = [
    '/mf-manifest.json',
    '/remoteEntry.js',
    '/540.9df33d47.js',
    '/540.9df33d47.js.LICENSE.txt',
    '/index.html',
  ];

  it('sends every file with nosniff and a CSP that lets nothing in from elsewhere, nor frames it', async () => {
    for (const path of files) {
      const answer = await fetch(`${remote.url}${path}`);
      expect([path, answer.status]).toEqual([path, 200]);
      expect([path, answer.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      const policy = directives(answer.headers.get('content-security-policy'));
      expect([path, policy.get('default-src')]).toEqual([path, ["'none'"]]);
      expect([path, policy.get('frame-ancestors')]).toEqual([path, ["'none'"]]);
      // Its standalone page runs its own scripts only: no other origin, no eval, no inline script.
      expect([path, policy.get('script-src')]).toEqual([path, ["'self'"]]);
      expect([path, policy.get('base-uri'), policy.get('form-action')]).toEqual([
        path,
        ["'none'"],
        ["'none'"],
      ]);
    }
  });

  it('keeps CORS open for the shell and its caching as before', async () => {
    const manifest = await fetch(`${remote.url}/mf-manifest.json`, {
      headers: { Origin: 'http://localhost:8080' },
    });
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${remote.url}/540.9df33d47.js`);
    expect(chunk.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
