// NetworkPolicies as a matrix: only the gateway reaches services; each service reaches only its
// own database, Kafka, DNS and — if it keeps something there — Redis, which answers only those;
// the front ends and the gateway are reached from the ingress.
import type { CodeFacts } from './code-facts.js';
import { NetworkModel, type Pod } from './network-reach.js';
import { containersOf, named, ofKind, portNumber, type K8sObject } from './objects.js';

const INGRESS_NAMESPACE = 'ingress-nginx';

/** The pods the render makes, directly or through an operator, plus stand-ins for the outside. */
export function podsOf(objects: readonly K8sObject[], namespace: string): Pod[] {
  const pods: Pod[] = [];
  for (const workload of [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'StatefulSet')]) {
    const container = containersOf(workload)[0];
    const port = container?.ports?.[0]?.containerPort ?? portNumber(container ?? { name: '' }, 'http') ?? 0;
    pods.push({
      name: workload.metadata.name,
      namespace,
      labels: workload.spec?.template?.metadata?.labels ?? {},
      port,
    });
  }
  // The MongoDB Community operator labels a replica set's pods app=<name>-svc.
  for (const mongo of ofKind(objects, 'MongoDBCommunity'))
    pods.push({
      name: mongo.metadata.name,
      namespace,
      labels: { app: `${mongo.metadata.name}-svc` },
      port: 27017,
    });
  // Strimzi labels broker pods with their cluster and broker role.
  for (const pool of ofKind(objects, 'KafkaNodePool').filter((candidate) =>
    candidate.spec?.roles?.includes('broker'),
  )) {
    const cluster = pool.metadata.labels?.['strimzi.io/cluster'] ?? '';
    const listener = named(objects, 'Kafka', cluster)?.spec?.kafka?.listeners?.[0];
    pods.push({
      name: `kafka/${pool.metadata.name}`,
      namespace,
      labels: { 'strimzi.io/cluster': cluster, 'strimzi.io/broker-role': 'true', 'strimzi.io/kind': 'Kafka' },
      port: listener?.port ?? 9092,
    });
  }
  pods.push(
    {
      name: 'ingress-controller',
      namespace: INGRESS_NAMESPACE,
      labels: { 'app.kubernetes.io/name': 'ingress-nginx' },
      port: 443,
    },
    {
      name: 'kube-dns',
      namespace: 'kube-system',
      labels: { 'k8s-app': 'kube-dns' },
      port: 53,
      protocol: 'UDP',
    },
    { name: 'stranger', namespace, labels: { run: 'debug' }, port: 8080 },
  );
  return pods;
}

/** Strimzi writes the brokers' NetworkPolicy from each listener's networkPolicyPeers. */
function strimziPolicies(objects: readonly K8sObject[], namespace: string): K8sObject[] {
  return ofKind(objects, 'Kafka').map((kafka) => ({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: `${kafka.metadata.name}-network-policy-kafka`, namespace },
    spec: {
      podSelector: { matchLabels: { 'strimzi.io/cluster': kafka.metadata.name, 'strimzi.io/kind': 'Kafka' } },
      policyTypes: ['Ingress'],
      ingress: (kafka.spec?.kafka?.listeners ?? []).map(
        (listener: { port: number; networkPolicyPeers?: unknown[] }) => ({
          ...(listener.networkPolicyPeers ? { from: listener.networkPolicyPeers } : {}),
          ports: [{ port: listener.port, protocol: 'TCP' }],
        }),
      ),
    },
  }));
}

const same = (actual: string[], expected: string[]) =>
  actual.length === expected.length &&
  [...actual].sort().every((name, index) => name === [...expected].sort()[index]);

export function checkNetwork(objects: readonly K8sObject[], facts: CodeFacts, namespace: string): string[] {
  const problems: string[] = [];
  const pods = podsOf(objects, namespace);
  const model = new NetworkModel([
    ...ofKind(objects, 'NetworkPolicy').map((policy) => ({
      ...policy,
      metadata: { ...policy.metadata, namespace },
    })),
    ...strimziPolicies(objects, namespace),
  ]);
  const pod = (name: string) => pods.find((candidate) => candidate.name === name);
  const reachedBy = (target: Pod) =>
    pods.filter((source) => source !== target && model.reaches(source, target)).map((source) => source.name);
  const reaches = (source: Pod) =>
    pods.filter((target) => target !== source && model.reaches(source, target)).map((target) => target.name);
  const mongoOf = (service: string) =>
    ofKind(objects, 'MongoDBCommunity').find((mongo) =>
      (mongo.spec?.users ?? []).some((user: { connectionStringSecretName?: string }) =>
        containersOf(named(objects, 'Deployment', service) ?? ({} as K8sObject))[0]?.env?.some(
          (variable) =>
            variable.name === 'MONGO_URL' &&
            variable.valueFrom?.secretKeyRef?.name === user.connectionStringSecretName,
        ),
      ),
    )?.metadata.name;
  const kafkaPods = pods
    .filter((candidate) => candidate.name.startsWith('kafka/'))
    .map((candidate) => candidate.name);

  for (const deployable of facts.deployables) {
    const self = pod(deployable.name);
    if (!self) continue;
    if (deployable.kind === 'service') {
      const from = reachedBy(self);
      if (!same(from, ['gateway']))
        problems.push(`${deployable.name} is reached by [${from.join(', ')}], not by the gateway alone`);
      const database = mongoOf(deployable.name);
      const expected = [
        ...(database ? [database] : []),
        ...kafkaPods,
        ...(deployable.usesRedis ? ['redis'] : []),
        'kube-dns',
      ];
      const to = reaches(self);
      if (!same(to, expected))
        problems.push(`${deployable.name} reaches [${to.join(', ')}], not [${expected.join(', ')}]`);
      if (database) {
        const databaseFrom = reachedBy(pod(database) as Pod);
        if (!same(databaseFrom, [deployable.name]))
          problems.push(
            `${database} is reached by [${databaseFrom.join(', ')}], not by ${deployable.name} alone`,
          );
      }
    } else {
      const from = reachedBy(self);
      if (!same(from, ['ingress-controller']))
        problems.push(
          `${deployable.name} is reached by [${from.join(', ')}], not by the ingress controller alone`,
        );
      if (deployable.kind === 'static' && reaches(self).length > 0)
        problems.push(`${deployable.name} reaches [${reaches(self).join(', ')}]; static files need nobody`);
    }
  }
  const redis = pod('redis');
  if (redis) {
    const from = reachedBy(redis);
    const expected = facts.deployables.filter((deployable) => deployable.usesRedis).map(({ name }) => name);
    if (!same(from, expected))
      problems.push(`redis is reached by [${from.join(', ')}], not by [${expected.join(', ')}] alone`);
  }
  return problems;
}
