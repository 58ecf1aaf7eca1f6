// Each deployable's Dockerfile keeps the promises of its image, and each front end's nginx config
// lets a redeployed remote be picked up at once while hashed files stay cached.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { identityConfig } from '@heartwise/svc-identity';
import { wellnessConfig } from '@heartwise/svc-wellness';
import { forumConfig } from '@heartwise/svc-forum';
import { moderationConfig } from '@heartwise/svc-moderation';
import { gatewayConfig } from '@heartwise/gateway';
import { lintDockerfile } from './support/dockerfile-lint.js';
import { REMOTE_BUNDLE_CSP } from '@heartwise/service-kit';
import { cacheControlFor, headerFor } from './support/nginx-cache.js';
import { repoRoot } from './support/render.js';
import { staticServerConfig } from './support/static-server.js';

const defaultPort = (schema: z.ZodType): number =>
  (schema as unknown as z.ZodObject).shape.PORT?.parse(undefined) as number;

const nodeImages = {
  'svc-identity': identityConfig,
  'svc-wellness': wellnessConfig,
  'svc-forum': forumConfig,
  'svc-moderation': moderationConfig,
  gateway: gatewayConfig,
};
const staticImages = ['shell', 'mfe-wellness', 'mfe-forum', 'mfe-admin', 'mfe-portal'];
const dockerfile = (name: string) => readFileSync(resolve(repoRoot, name, 'Dockerfile'), 'utf8');

describe.each(Object.entries(nodeImages))('the %s image', (name, schema) => {
  it('is multi-stage, Node 24 slim, non-root, production dependencies and dist only', () => {
    expect(lintDockerfile(dockerfile(name), { kind: 'node', port: defaultPort(schema) })).toEqual([]);
  });
});

describe.each(staticImages)('the %s image', (name) => {
  const config = staticServerConfig(name);

  it('is multi-stage, nginx-unprivileged, non-root, built files only', () => {
    expect(lintDockerfile(dockerfile(name), { kind: 'static', port: config.port })).toEqual([]);
  });

  it('never caches its entry files and caches content-hashed chunks for a year', () => {
    const entries =
      name === 'shell' ? ['/index.html', '/forum/threads'] : ['/remoteEntry.js', '/mf-manifest.json'];
    for (const path of entries)
      expect([path, cacheControlFor(config.text, path)]).toEqual([path, 'no-cache']);
    expect(cacheControlFor(config.text, '/540.c9706231.js')).toBe('public, max-age=31536000, immutable');
  });
});

describe.each(staticImages.filter((name) => name.startsWith('mfe-')))('the %s image', (name) => {
  const { text } = staticServerConfig(name);

  it('sends every file with nosniff, the CSP of the local modes and CORS for the shell', () => {
    for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/540.c9706231.js', '/index.html']) {
      expect([path, headerFor(text, path, 'X-Content-Type-Options')]).toEqual([path, 'nosniff']);
      expect([path, headerFor(text, path, 'Content-Security-Policy')]).toEqual([path, REMOTE_BUNDLE_CSP]);
      expect([path, headerFor(text, path, 'Access-Control-Allow-Origin')]).toEqual([path, '*']);
    }
  });
});

it('the build context leaves out installed, built and local files', () => {
  const ignored = readFileSync(resolve(repoRoot, '.dockerignore'), 'utf8').split('\n');
  expect(ignored).toEqual(
    expect.arrayContaining(['**/node_modules', '**/dist', '.infra', '.git', '**/.env']),
  );
});

describe('the Dockerfile rules', () => {
  it('name what is wrong with a careless Dockerfile', () => {
    const careless = [
      'FROM node:latest',
      'WORKDIR /app',
      'COPY . .',
      'ENV DB_PASSWORD=hunter2',
      'RUN npm install && npm run build',
      'EXPOSE 3000',
      'CMD npm start',
    ].join('\n');
    expect(lintDockerfile(careless, { kind: 'node', port: 4003 })).toEqual([
      'not multi-stage: build tools would ship in the image',
      'FROM node:latest: latest is not a version',
      'final stage runs on node:latest, not a Node 24 slim image',
      "line 4: a secret in ENV stays in the image's history",
      'line 5: npm install (use npm ci: the lock decides)',
      'final stage runs as root (no USER, or USER root)',
      'line 3: final stage copies . from the sources',
      'CMD is not ["node", ...]: signals must reach node for a graceful stop',
      'final stage does not set NODE_ENV=production',
      'EXPOSE 3000 is not the port it listens on (4003)',
    ]);
  });

  it('name a final stage that takes node_modules from a stage with dev dependencies', () => {
    const leaky = [
      'ARG NODE_IMAGE=node:24-slim',
      'FROM ${NODE_IMAGE} AS build',
      'RUN npm ci --include-workspace-root -w @heartwise/svc-forum',
      'FROM ${NODE_IMAGE}',
      'ENV NODE_ENV=production',
      'COPY --from=build /app/node_modules node_modules',
      'USER 1000:1000',
      'EXPOSE 4003',
      'CMD ["node", "svc-forum/dist/main.js"]',
    ].join('\n');
    expect(lintDockerfile(leaky, { kind: 'node', port: 4003 })).toEqual([
      'line 6: final stage copies /app/node_modules from build, which has dev dependencies',
    ]);
  });
});
