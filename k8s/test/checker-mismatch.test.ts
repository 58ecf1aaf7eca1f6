// The agreement check cannot pass vacuously: each way the manifests can drift from the code is
// fed to it on a copy of the prod render, and it names that drift.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { checkManifests } from './support/check-manifests.js';
import { gatherCodeFacts, type CodeFacts } from './support/code-facts.js';
import { clone, containersOf, named, type K8sObject } from './support/objects.js';
import { renderOverlay } from './support/render.js';

let facts: CodeFacts;
let prod: K8sObject[];

beforeAll(async () => {
  facts = await gatherCodeFacts();
  prod = renderOverlay('prod').objects;
}, 300_000);

afterAll(async () => {
  await facts?.close();
});

/** The problems the checker finds in the prod render after `change`. */
async function problemsAfter(change: (objects: K8sObject[]) => void): Promise<string[]> {
  const objects = clone(prod);
  change(objects);
  return checkManifests(objects, facts, 'heartwise');
}

const container = (objects: K8sObject[], deployment: string) => {
  const found = containersOf(named(objects, 'Deployment', deployment) as K8sObject)[0];
  if (!found) throw new Error(`no container in ${deployment}`);
  return found;
};
const withoutEnv = (objects: K8sObject[], deployment: string, name: string) => {
  const target = container(objects, deployment);
  target.env = target.env?.filter((variable) => variable.name !== name);
};

it('finds nothing in the render as it is', async () => {
  expect(await problemsAfter(() => undefined)).toEqual([]);
});

it('names a variable the config schema requires that the Deployment leaves out', async () => {
  const problems = await problemsAfter((objects) => withoutEnv(objects, 'svc-forum', 'JWT_PUBLIC_KEY'));
  expect(problems).toContain('svc-forum: JWT_PUBLIC_KEY is required by its config schema and not set');
});

it('names a real server left unset, which would make the pod run an in-memory one', async () => {
  const problems = await problemsAfter((objects) => withoutEnv(objects, 'svc-moderation', 'MONGO_URL'));
  expect(problems).toContain('svc-moderation: MONGO_URL is not set (its fallback only works on one machine)');
});

it('names REDIS_URL given to a service that keeps nothing in Redis (it would never connect)', async () => {
  const problems = await problemsAfter((objects) => {
    container(objects, 'svc-moderation').env?.push({
      name: 'REDIS_URL',
      valueFrom: { secretKeyRef: { name: 'heartwise-redis', key: 'url' } },
    });
  });
  expect(problems).toContain('svc-moderation: REDIS_URL is set, but the code never connects to it');
});

it('names Redis left open to a service that keeps nothing there', async () => {
  const problems = await problemsAfter((objects) => {
    named(objects, 'NetworkPolicy', 'svc-moderation')?.spec.egress.push({
      to: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'redis' } } }],
      ports: [{ protocol: 'TCP', port: 6379 }],
    });
    named(
      objects,
      'NetworkPolicy',
      'redis',
    )?.spec.ingress[0].from[0].podSelector.matchExpressions[0].values.push('svc-moderation');
  });
  expect(
    problems.some((problem) => problem.startsWith('svc-moderation reaches [') && problem.includes('redis')),
  ).toBe(true);
  expect(
    problems.some(
      (problem) => problem.startsWith('redis is reached by [') && problem.includes('svc-moderation'),
    ),
  ).toBe(true);
});

it('names a variable no config schema reads (a typo)', async () => {
  const problems = await problemsAfter((objects) => {
    container(objects, 'svc-wellness').env?.push({ name: 'HELPLINE', value: '[]' });
  });
  expect(problems).toContain('svc-wellness: HELPLINE is not a variable its config schema reads');
});

it('names a probe path the service does not answer', async () => {
  const problems = await problemsAfter((objects) => {
    const probe = container(objects, 'svc-wellness').readinessProbe?.httpGet;
    if (probe) probe.path = '/ready';
  });
  expect(problems).toContain('svc-wellness: readinessProbe path /ready answers 404, not 200');
});

it("names a front end's probe path its nginx config does not answer", async () => {
  const problems = await problemsAfter((objects) => {
    const probe = container(objects, 'mfe-forum').livenessProbe?.httpGet;
    if (probe) probe.path = '/health';
  });
  expect(problems).toContain('mfe-forum: livenessProbe path /health answers 404, not 200');
});

it('names a container port that is not the one the code listens on', async () => {
  const problems = await problemsAfter((objects) => {
    const port = container(objects, 'svc-identity').ports?.[0];
    if (port) port.containerPort = 4000;
  });
  expect(problems).toContain('svc-identity: container port 4000 is not the port it listens on (4001)');
});

it('names a topic the code uses that no KafkaTopic declares', async () => {
  const problems = await problemsAfter((objects) => {
    objects.splice(
      objects.findIndex(
        (object) => object.kind === 'KafkaTopic' && object.metadata.name === 'forum.reply.created',
      ),
      1,
    );
  });
  expect(problems).toContain('topic forum.reply.created is used by the code but has no KafkaTopic');
});

it('names a service that anyone may call, not only the gateway', async () => {
  const problems = await problemsAfter((objects) => {
    const policy = named(objects, 'NetworkPolicy', 'svc-forum');
    delete policy?.spec.ingress[0].from;
  });
  expect(
    problems.some(
      (problem) => problem.startsWith('svc-forum is reached by [') && problem.includes('stranger'),
    ),
  ).toBe(true);
});

it("names a service that may reach another service's database", async () => {
  const problems = await problemsAfter((objects) => {
    named(objects, 'NetworkPolicy', 'svc-identity')?.spec.egress.push({
      to: [{ podSelector: { matchLabels: { app: 'mongo-forum-svc' } } }],
      ports: [{ protocol: 'TCP', port: 27017 }],
    });
    named(objects, 'NetworkPolicy', 'mongo-forum')?.spec.ingress[0].from.push({
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'svc-identity' } },
    });
  });
  expect(
    problems.some(
      (problem) => problem.startsWith('svc-identity reaches [') && problem.includes('mongo-forum'),
    ),
  ).toBe(true);
  expect(problems).toContain('mongo-forum is reached by [svc-forum, svc-identity], not by svc-forum alone');
});

it('names a weakened security context', async () => {
  const problems = await problemsAfter((objects) => {
    const target = container(objects, 'gateway');
    target.securityContext = { ...target.securityContext, readOnlyRootFilesystem: false };
  });
  expect(problems).toContain('gateway: readOnlyRootFilesystem is not true');
});

it('names a remote moved to a new address without the shell CSP following', async () => {
  const problems = await problemsAfter((objects) => {
    const remotes = objects.find(
      (object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('gateway-remotes'),
    );
    if (remotes?.data)
      remotes.data.REMOTE_FORUM_URL = 'https://forum-v2.heartwise.example.org/mf-manifest.json';
  });
  expect(problems).toContain(
    'REMOTE_FORUM_URL=https://forum-v2.heartwise.example.org/mf-manifest.json: no Ingress serves forum-v2.heartwise.example.org',
  );
  expect(problems.some((problem) => problem.startsWith('shell: its CSP does not match the remotes'))).toBe(
    true,
  );
});

it('names a secret committed with the manifests', async () => {
  const problems = await problemsAfter((objects) => {
    objects.push({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'heartwise-jwt' },
      data: { 'private.pem': 'LS0t' },
    });
  });
  expect(problems).toContain('Secret heartwise-jwt is committed in the manifests');
});
