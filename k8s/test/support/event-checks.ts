// Kafka as the code uses it: every topic declared on a cluster that can hold it, and the services
// pointed at that cluster's bootstrap address.
import type { CodeFacts } from './code-facts.js';
import { containersOf, named, ofKind, type K8sObject } from './objects.js';
import { resolveEnv } from './workload-checks.js';

const brokersOf = (objects: readonly K8sObject[], cluster: string): number =>
  ofKind(objects, 'KafkaNodePool')
    .filter(
      (pool) =>
        pool.metadata.labels?.['strimzi.io/cluster'] === cluster && pool.spec?.roles?.includes('broker'),
    )
    .reduce((sum, pool) => sum + Number(pool.spec?.replicas ?? 0), 0);

export function checkTopics(objects: readonly K8sObject[], facts: CodeFacts): string[] {
  const problems: string[] = [];
  const topics = new Map(
    ofKind(objects, 'KafkaTopic').map((topic) => [
      String(topic.spec?.topicName ?? topic.metadata.name),
      topic,
    ]),
  );
  for (const topic of facts.topics)
    if (!topics.has(topic)) problems.push(`topic ${topic} is used by the code but has no KafkaTopic`);
  for (const [name, topic] of topics) {
    if (!facts.topics.includes(name)) problems.push(`KafkaTopic ${name} is not a topic the code uses`);
    const cluster = topic.metadata.labels?.['strimzi.io/cluster'] ?? '';
    if (!named(objects, 'Kafka', cluster)) {
      problems.push(`KafkaTopic ${name}: strimzi.io/cluster "${cluster}" is not a Kafka of the render`);
      continue;
    }
    const brokers = brokersOf(objects, cluster);
    const replicas = Number(topic.spec?.replicas);
    if (replicas > brokers) problems.push(`KafkaTopic ${name}: ${replicas} replicas on ${brokers} broker(s)`);
    const minIsr = Number(topic.spec?.config?.['min.insync.replicas'] ?? 1);
    if (minIsr > replicas)
      problems.push(`KafkaTopic ${name}: min.insync.replicas ${minIsr} > replicas ${replicas}`);
  }
  return problems;
}

/** KAFKA_BROKERS of every service: <cluster>-kafka-bootstrap:<listener port> of a Kafka in the render. */
export function checkBrokers(objects: readonly K8sObject[], facts: CodeFacts): string[] {
  const problems: string[] = [];
  const addresses = new Set(
    ofKind(objects, 'Kafka').flatMap((kafka) =>
      (kafka.spec?.kafka?.listeners ?? []).map(
        (listener: { port: number }) => `${kafka.metadata.name}-kafka-bootstrap:${listener.port}`,
      ),
    ),
  );
  for (const deployable of facts.deployables.filter((candidate) => candidate.kind === 'service')) {
    const container = containersOf(named(objects, 'Deployment', deployable.name) ?? ({} as K8sObject))[0];
    if (!container) continue;
    const source = resolveEnv(objects, container, [], deployable.name).get('KAFKA_BROKERS');
    if (!source || !('value' in source)) continue;
    for (const broker of source.value.split(','))
      if (!addresses.has(broker))
        problems.push(`${deployable.name}: KAFKA_BROKERS ${broker} is no Kafka listener of the render`);
  }
  return problems;
}
