import type { CodeFacts } from './code-facts.js';
import { checkBrokers, checkTopics } from './event-checks.js';
import { checkNetwork } from './network-checks.js';
import type { K8sObject } from './objects.js';
import { checkNoSecrets, checkSite } from './site-checks.js';
import { checkWorkloads } from './workload-checks.js';

/**
 * Everything the manifests must agree on with the code, one sentence per disagreement: an empty
 * list means the render would run what the code expects.
 */
export async function checkManifests(
  objects: readonly K8sObject[],
  facts: CodeFacts,
  namespace: string,
): Promise<string[]> {
  return [
    ...(await checkWorkloads(objects, facts)),
    ...checkTopics(objects, facts),
    ...checkBrokers(objects, facts),
    ...checkNetwork(objects, facts, namespace),
    ...checkSite(objects),
    ...checkNoSecrets(objects),
  ];
}
