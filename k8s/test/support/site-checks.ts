// The public side: the main site and its portals behind TLS, each remote at the address
// /remotes.json gives, and a shell CSP that lets exactly those remotes in.
import { contentSecurityPolicy, remoteOrigins } from '../../../gateway/src/security-headers.js';
import { containersOf, named, ofKind, type K8sObject } from './objects.js';
import { resolveEnv } from './workload-checks.js';

export const PORTALS = ['admin', 'mod', 'portal'] as const;
const REMOTES = {
  REMOTE_WELLNESS_URL: 'mfe-wellness',
  REMOTE_FORUM_URL: 'mfe-forum',
  REMOTE_ADMIN_URL: 'mfe-admin',
  REMOTE_PORTAL_URL: 'mfe-portal',
} as const;

interface Route {
  host: string;
  path: string;
  service: string;
  tls: boolean;
}

function routesOf(objects: readonly K8sObject[]): Route[] {
  return ofKind(objects, 'Ingress').flatMap((ingress) => {
    const tlsHosts = new Set<string>(
      (ingress.spec?.tls ?? []).flatMap((entry: { hosts?: string[] }) => entry.hosts ?? []),
    );
    return (ingress.spec?.rules ?? []).flatMap(
      (rule: {
        host: string;
        http?: { paths?: { path: string; backend: { service: { name: string } } }[] };
      }) =>
        (rule.http?.paths ?? []).map((path) => ({
          host: rule.host,
          path: path.path,
          service: path.backend.service.name,
          tls: tlsHosts.has(rule.host),
        })),
    );
  });
}

/** The CSP directives of an nginx `add_header Content-Security-Policy "..."` line. */
export function cspOf(conf: string): Map<string, string> | undefined {
  const header = /add_header\s+Content-Security-Policy\s+"([^"]*)"/.exec(conf)?.[1];
  if (header === undefined) return undefined;
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values.join(' ')]),
  );
}

export function expectedCsp(manifestUrls: readonly string[]): string {
  return Object.entries(contentSecurityPolicy(remoteOrigins(manifestUrls)))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function checkSite(objects: readonly K8sObject[]): string[] {
  const problems: string[] = [];
  const routes = routesOf(objects);
  const shellHosts = [
    ...new Set(
      routes.filter((route) => route.path === '/' && route.service === 'shell').map((route) => route.host),
    ),
  ];
  // The main host is the one whose portal subdomains are all served too.
  const main = shellHosts.find((host) => PORTALS.every((portal) => shellHosts.includes(`${portal}.${host}`)));
  if (!main)
    problems.push(
      `no host serves the shell together with its ${PORTALS.join('., ')}. portals (shell hosts: ${shellHosts.join(', ')})`,
    );
  for (const host of main ? [main, ...PORTALS.map((portal) => `${portal}.${main}`)] : []) {
    const at = (path: string) => routes.find((route) => route.host === host && route.path === path);
    if (at('/api')?.service !== 'gateway') problems.push(`${host}: /api does not go to the gateway`);
    if (at('/remotes.json')?.service !== 'gateway')
      problems.push(`${host}: /remotes.json does not go to the gateway`);
    if (!at('/')?.tls) problems.push(`${host}: no TLS`);
  }

  const gateway = containersOf(named(objects, 'Deployment', 'gateway') ?? ({} as K8sObject))[0];
  const env = gateway ? resolveEnv(objects, gateway, problems, 'gateway') : new Map();
  const urls: string[] = [];
  for (const [key, deployable] of Object.entries(REMOTES)) {
    const source = env.get(key);
    if (!source || !('value' in source)) continue;
    const url = new URL(source.value);
    urls.push(source.value);
    const route = routes.find((candidate) => candidate.host === url.hostname && candidate.path === '/');
    if (url.protocol !== 'https:') problems.push(`${key}=${source.value} is not https`);
    if (!route) problems.push(`${key}=${source.value}: no Ingress serves ${url.hostname}`);
    else if (route.service !== deployable)
      problems.push(`${key}=${source.value}: ${url.hostname} goes to ${route.service}, not ${deployable}`);
    else if (!route.tls) problems.push(`${url.hostname}: no TLS`);
  }

  const shell = named(objects, 'Deployment', 'shell');
  const mapName = (shell?.spec?.template?.spec?.volumes ?? []).find(
    (volume: { configMap?: { name: string } }) => volume.configMap,
  )?.configMap?.name;
  const conf = mapName ? named(objects, 'ConfigMap', mapName)?.data?.['csp.conf'] : undefined;
  const actual = conf ? cspOf(conf) : undefined;
  const expected = expectedCsp(urls);
  const wanted = cspOf(`add_header Content-Security-Policy "${expected}"`);
  if (!actual) problems.push('shell: no csp.conf with a Content-Security-Policy is mounted');
  else if (JSON.stringify([...actual]) !== JSON.stringify([...(wanted ?? [])]))
    problems.push(
      `shell: its CSP does not match the remotes of /remotes.json; csp.conf should say:\nadd_header Content-Security-Policy "${expected}" always;`,
    );
  return problems;
}

/** No Secret is part of the render: every secret is made per environment (docs/deploy.md). */
export function checkNoSecrets(objects: readonly K8sObject[]): string[] {
  return ofKind(objects, 'Secret').map(
    (secret) => `Secret ${secret.metadata.name} is committed in the manifests`,
  );
}

/** Every Secret a pod reads, and who makes it. */
export function secretsReferenced(objects: readonly K8sObject[]): string[] {
  const names = new Set<string>();
  const operatorMade = new Set(
    ofKind(objects, 'MongoDBCommunity').flatMap((mongo) =>
      (mongo.spec?.users ?? []).map(
        (user: { connectionStringSecretName?: string }) => user.connectionStringSecretName,
      ),
    ),
  );
  for (const workload of [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'StatefulSet')])
    for (const container of containersOf(workload))
      for (const variable of container.env ?? []) {
        const name = variable.valueFrom?.secretKeyRef?.name;
        if (name && !operatorMade.has(name)) names.add(name);
      }
  for (const mongo of ofKind(objects, 'MongoDBCommunity'))
    for (const user of mongo.spec?.users ?? []) names.add(user.passwordSecretRef.name);
  for (const ingress of ofKind(objects, 'Ingress'))
    for (const tls of ingress.spec?.tls ?? []) if (tls.secretName) names.add(tls.secretName);
  return [...names].sort();
}
