// Every overlay renders, every object passes its schema, and the manifests agree with the code.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkManifests } from './support/check-manifests.js';
import { gatherCodeFacts, type CodeFacts } from './support/code-facts.js';
import { named } from './support/objects.js';
import { overlays, renderOverlay, repoRoot, type Rendered } from './support/render.js';
import { secretsReferenced } from './support/site-checks.js';
import { validateObjects } from './support/validate-objects.js';

let facts: CodeFacts;
const rendered = new Map<string, Rendered>();

beforeAll(async () => {
  facts = await gatherCodeFacts();
  for (const overlay of overlays) rendered.set(overlay, renderOverlay(overlay));
}, 300_000);

afterAll(async () => {
  await facts?.close();
});

const namespaceOf = (overlay: string) =>
  named(
    rendered.get(overlay)?.objects ?? [],
    'Namespace',
    overlay === 'prod' ? 'heartwise' : `heartwise-${overlay}`,
  )?.metadata.name ?? '';

describe.each(overlays)('the %s overlay', (overlay) => {
  const objects = () => rendered.get(overlay)?.objects ?? [];

  it('renders with the pinned kustomize within seconds', () => {
    const { milliseconds } = rendered.get(overlay) as Rendered;
    expect(objects().length).toBeGreaterThan(50);
    expect(milliseconds).toBeLessThan(10_000);
  });

  it('holds only objects that pass the Kubernetes and operator schemas', () => {
    expect(validateObjects(objects())).toEqual([]);
  });

  it('agrees with the code: env, ports, probes, topics, databases, network, hosts and CSP', async () => {
    expect(namespaceOf(overlay)).not.toBe('');
    expect(await checkManifests(objects(), facts, namespaceOf(overlay))).toEqual([]);
  });

  it('commits no secret, and docs/deploy.md says how to make each one it reads', () => {
    const guide = readFileSync(resolve(repoRoot, 'docs/deploy.md'), 'utf8');
    const undocumented = secretsReferenced(objects()).filter((name) => !guide.includes(`\`${name}\``));
    expect(undocumented).toEqual([]);
  });
});

describe('the code facts the checks rest on', () => {
  it('know every deployable, its port and the topics the services use', () => {
    expect(facts.deployables.map((deployable) => [deployable.name, deployable.port])).toEqual([
      ['svc-identity', 4001],
      ['svc-wellness', 4002],
      ['svc-forum', 4003],
      ['svc-moderation', 4004],
      ['gateway', 8080],
      ['shell', 8080],
      ['mfe-wellness', 8080],
      ['mfe-forum', 8080],
      ['mfe-admin', 8080],
      ['mfe-portal', 8080],
    ]);
    expect(facts.topics).toContain('identity.user.registered');
    expect(facts.databaseOf['svc-forum']).toBe('heartwise_forum');
  });

  it('see a probe path the code does not answer as such', async () => {
    expect(await facts.probe('svc-forum', '/readyz')).toBe(200);
    expect(await facts.probe('svc-forum', '/ready')).toBe(404);
    expect(await facts.probe('mfe-forum', '/healthz')).toBe(200);
    expect(await facts.probe('mfe-forum', '/health')).toBe(404);
  });
});
