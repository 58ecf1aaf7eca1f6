// Each deployable's Deployment, Service, HPA, PDB, hardening, ports, probes and environment,
// against what its code says.
import type { z } from 'zod';
import type { CodeFacts, DeployableFacts } from './code-facts.js';
import { matches } from './network-reach.js';
import { containersOf, named, ofKind, portNumber, type Container, type K8sObject } from './objects.js';

/** What an env var resolves to in the render: a literal (directly or through a ConfigMap) or a Secret key. */
export type EnvSource = { value: string } | { secret: string; key: string };

export function resolveEnv(
  objects: readonly K8sObject[],
  container: Container,
  problems: string[],
  where: string,
) {
  const env = new Map<string, EnvSource>();
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) {
      const map = named(objects, 'ConfigMap', from.configMapRef.name);
      if (!map) problems.push(`${where}: envFrom ConfigMap ${from.configMapRef.name} is not in the render`);
      for (const [key, value] of Object.entries(map?.data ?? {})) env.set(key, { value });
    }
  }
  for (const variable of container.env ?? []) {
    const mapRef = variable.valueFrom?.configMapKeyRef;
    const secretRef = variable.valueFrom?.secretKeyRef;
    if (variable.value !== undefined) env.set(variable.name, { value: variable.value });
    else if (mapRef) {
      const value = named(objects, 'ConfigMap', mapRef.name)?.data?.[mapRef.key];
      if (value === undefined)
        problems.push(
          `${where}: ${variable.name} refers to ConfigMap ${mapRef.name} key ${mapRef.key}, which is not in the render`,
        );
      else env.set(variable.name, { value });
    } else if (secretRef) env.set(variable.name, { secret: secretRef.name, key: secretRef.key });
  }
  return env;
}

function checkHardening(workload: K8sObject, container: Container, where: string, problems: string[]) {
  const pod = workload.spec?.template?.spec ?? {};
  const context = container.securityContext ?? {};
  if (pod.securityContext?.runAsNonRoot !== true && context.runAsNonRoot !== true)
    problems.push(`${where}: runAsNonRoot is not true`);
  if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
    problems.push(`${where}: the pod has no RuntimeDefault seccomp profile`);
  if (pod.automountServiceAccountToken !== false)
    problems.push(`${where}: automountServiceAccountToken is not false`);
  if (context.allowPrivilegeEscalation !== false)
    problems.push(`${where}: allowPrivilegeEscalation is not false`);
  if (context.readOnlyRootFilesystem !== true) problems.push(`${where}: readOnlyRootFilesystem is not true`);
  if (context.privileged === true) problems.push(`${where}: privileged`);
  if (!context.capabilities?.drop?.includes('ALL'))
    problems.push(`${where}: capabilities are not dropped (drop: [ALL])`);
  for (const kind of ['requests', 'limits'] as const)
    for (const resource of ['cpu', 'memory'])
      if (!container.resources?.[kind]?.[resource])
        problems.push(`${where}: no ${resource} ${kind.slice(0, -1)}`);
}

function checkCompanions(
  objects: readonly K8sObject[],
  name: string,
  podLabels: Record<string, string>,
  problems: string[],
) {
  if (!named(objects, 'Service', name)) problems.push(`${name}: no Service`);
  const hpa = ofKind(objects, 'HorizontalPodAutoscaler').find(
    (candidate) =>
      candidate.spec?.scaleTargetRef?.kind === 'Deployment' && candidate.spec?.scaleTargetRef?.name === name,
  );
  if (!hpa) problems.push(`${name}: no HorizontalPodAutoscaler scales its Deployment`);
  else if (!(hpa.spec.minReplicas >= 1 && hpa.spec.maxReplicas >= hpa.spec.minReplicas))
    problems.push(`${name}: HPA bounds ${hpa.spec.minReplicas}..${hpa.spec.maxReplicas} make no sense`);
  const pdb = ofKind(objects, 'PodDisruptionBudget').find((candidate) =>
    matches(candidate.spec?.selector, podLabels),
  );
  if (!pdb) problems.push(`${name}: no PodDisruptionBudget selects its pods`);
}

async function checkProbes(
  facts: CodeFacts,
  deployable: DeployableFacts,
  container: Container,
  port: number | undefined,
  where: string,
  problems: string[],
) {
  for (const kind of ['readinessProbe', 'livenessProbe'] as const) {
    const probe = container[kind]?.httpGet;
    if (!probe?.path) {
      problems.push(`${where}: no HTTP ${kind}`);
      continue;
    }
    if (portNumber(container, probe.port) !== port)
      problems.push(`${where}: ${kind} port ${probe.port} is not the port it listens on (${port})`);
    const status = await facts.probe(deployable.name, probe.path);
    if (status !== 200) problems.push(`${where}: ${kind} path ${probe.path} answers ${status}, not 200`);
  }
  // A liveness probe that checks the database would restart every pod during a database outage.
  if (container.livenessProbe?.httpGet?.path === '/readyz')
    problems.push(`${where}: livenessProbe uses /readyz (dependencies) instead of /healthz`);
}

function checkEnv(
  objects: readonly K8sObject[],
  deployable: DeployableFacts,
  container: Container,
  port: number | undefined,
  where: string,
  problems: string[],
) {
  const fields = deployable.env ?? {};
  const env = resolveEnv(objects, container, problems, where);
  for (const [key, field] of Object.entries(fields)) {
    if (!env.has(key) && !field.safeParse(undefined).success)
      problems.push(`${where}: ${key} is required by its config schema and not set`);
  }
  for (const key of deployable.mustSet)
    if (!env.has(key)) problems.push(`${where}: ${key} is not set (its fallback only works on one machine)`);
  for (const key of deployable.mustNotSet)
    if (env.has(key)) problems.push(`${where}: ${key} is set, but the code never connects to it`);
  for (const [key, source] of env) {
    const field: z.ZodType | undefined = fields[key];
    if (!field) {
      problems.push(`${where}: ${key} is not a variable its config schema reads`);
      continue;
    }
    if (!('value' in source)) continue;
    const parsed = field.safeParse(source.value);
    if (!parsed.success) problems.push(`${where}: ${key}=${source.value} is refused by its config schema`);
    if (/^(127\.|localhost|::1$)/.test(source.value) || /\/\/(127\.|localhost)/.test(source.value))
      problems.push(`${where}: ${key}=${source.value} points at loopback`);
    if (key === 'PORT' && Number(source.value) !== port)
      problems.push(`${where}: PORT=${source.value} but the container port is ${port}`);
    if (/^https?:\/\//.test(source.value)) checkInClusterUrl(objects, key, source.value, where, problems);
  }
  return env;
}

/** http://<service>:<port> must name a Service of the render and one of its ports. */
function checkInClusterUrl(
  objects: readonly K8sObject[],
  key: string,
  value: string,
  where: string,
  problems: string[],
) {
  const url = new URL(value);
  if (url.hostname.includes('.')) return;
  const service = named(objects, 'Service', url.hostname);
  if (!service) {
    problems.push(`${where}: ${key}=${value} names no Service of the render`);
    return;
  }
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (!service.spec?.ports?.some((candidate: { port: number }) => candidate.port === port))
    problems.push(`${where}: ${key}=${value} uses a port Service ${url.hostname} does not have`);
}

/** MONGO_URL must come from the operator's connection string of a user that may use the service's database. */
function checkDatabase(
  objects: readonly K8sObject[],
  facts: CodeFacts,
  service: string,
  env: Map<string, unknown>,
  where: string,
  problems: string[],
) {
  const source = env.get('MONGO_URL') as EnvSource | undefined;
  if (!source || !('secret' in source)) return;
  const database = facts.databaseOf[service];
  const owner = ofKind(objects, 'MongoDBCommunity').find((mongo) =>
    (mongo.spec?.users ?? []).some(
      (user: { connectionStringSecretName?: string }) => user.connectionStringSecretName === source.secret,
    ),
  );
  if (!owner) {
    problems.push(
      `${where}: MONGO_URL comes from Secret ${source.secret}, which no MongoDBCommunity user writes`,
    );
    return;
  }
  if (source.key !== 'connectionString.standard')
    problems.push(
      `${where}: MONGO_URL reads key ${source.key}; the mongodb:// string is connectionString.standard`,
    );
  const user = owner.spec.users.find(
    (candidate: { connectionStringSecretName?: string }) =>
      candidate.connectionStringSecretName === source.secret,
  );
  if (
    !user.roles.some(
      (role: { name: string; db: string }) => role.db === database && /^(readWrite|dbOwner)$/.test(role.name),
    )
  )
    problems.push(
      `${where}: the database user of ${owner.metadata.name} may not write ${database}, the database the code uses`,
    );
}

export async function checkWorkloads(objects: readonly K8sObject[], facts: CodeFacts): Promise<string[]> {
  const problems: string[] = [];
  for (const deployable of facts.deployables) {
    const workload = named(objects, 'Deployment', deployable.name);
    if (!workload) {
      problems.push(`${deployable.name}: no Deployment`);
      continue;
    }
    const podLabels: Record<string, string> = workload.spec?.template?.metadata?.labels ?? {};
    checkCompanions(objects, deployable.name, podLabels, problems);
    const containers = containersOf(workload);
    const container = containers.find((candidate) => candidate.name === deployable.name) ?? containers[0];
    if (!container) {
      problems.push(`${deployable.name}: no container`);
      continue;
    }
    const where = `${deployable.name}`;
    checkHardening(workload, container, where, problems);
    if (!container.image || /:latest$/.test(container.image) || !/[:@]/.test(container.image))
      problems.push(`${where}: image ${container.image ?? '(none)'} is not pinned to a tag or digest`);

    const envPort = container.env?.find((variable) => variable.name === 'PORT')?.value;
    const expectedPort = envPort !== undefined ? Number(envPort) : deployable.port;
    const port = portNumber(container, 'http');
    if (port !== expectedPort)
      problems.push(
        `${where}: container port ${port ?? '(no port named http)'} is not the port it listens on (${expectedPort})`,
      );
    const service = named(objects, 'Service', deployable.name);
    for (const servicePort of service?.spec?.ports ?? [])
      if (portNumber(container, servicePort.targetPort ?? servicePort.port) !== port)
        problems.push(
          `${where}: Service port ${servicePort.port} does not lead to the container port ${port}`,
        );

    await checkProbes(facts, deployable, container, port, where, problems);
    if (deployable.env) {
      const env = checkEnv(objects, deployable, container, port, where, problems);
      if (deployable.kind === 'service') checkDatabase(objects, facts, deployable.name, env, where, problems);
    }
  }
  return problems;
}
