// Who may open a connection to whom under a set of NetworkPolicies, as the API defines it:
// a pod selected by no policy of a direction is open in that direction; otherwise one rule of
// one selecting policy must allow the peer and the port.
import type { K8sObject } from './objects.js';

export interface Pod {
  /** How the checks name it (a workload, an operator's pods, or a stand-in). */
  name: string;
  namespace: string;
  labels: Record<string, string>;
  /** The port its clients connect to (and its protocol). */
  port: number;
  protocol?: 'TCP' | 'UDP';
}

interface Selector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: unknown;
}

interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { port?: number | string; protocol?: string }[];
}

export function matches(selector: Selector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return true;
  for (const [key, value] of Object.entries(selector.matchLabels ?? {}))
    if (labels[key] !== value) return false;
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const present = key in labels;
    const value = labels[key];
    const ok =
      operator === 'In'
        ? present && values.includes(value ?? '')
        : operator === 'NotIn'
          ? !present || !values.includes(value ?? '')
          : operator === 'Exists'
            ? present
            : operator === 'DoesNotExist'
              ? !present
              : false;
    if (!ok) return false;
  }
  return true;
}

const namespaceLabels = (namespace: string) => ({ 'kubernetes.io/metadata.name': namespace });

function peerMatches(peer: Peer, policyNamespace: string, pod: Pod): boolean {
  if (peer.ipBlock) return false;
  const inNamespace = peer.namespaceSelector
    ? matches(peer.namespaceSelector, namespaceLabels(pod.namespace))
    : pod.namespace === policyNamespace;
  return inNamespace && matches(peer.podSelector ?? {}, pod.labels);
}

function portMatches(rule: Rule, target: Pod): boolean {
  if (!rule.ports?.length) return true;
  return rule.ports.some(
    (port) =>
      (port.port === undefined || port.port === target.port) &&
      (port.protocol ?? 'TCP') === (target.protocol ?? 'TCP'),
  );
}

export class NetworkModel {
  constructor(private readonly policies: readonly K8sObject[]) {}

  private selecting(pod: Pod, direction: 'Ingress' | 'Egress'): K8sObject[] {
    return this.policies.filter((policy) => {
      const namespace = policy.metadata.namespace ?? pod.namespace;
      const types: string[] =
        policy.spec?.policyTypes ??
        (direction === 'Ingress' ? ['Ingress'] : policy.spec?.egress ? ['Egress'] : []);
      return (
        namespace === pod.namespace &&
        types.includes(direction) &&
        matches(policy.spec?.podSelector, pod.labels)
      );
    });
  }

  private allows(direction: 'Ingress' | 'Egress', subject: Pod, peer: Pod, target: Pod): boolean {
    const policies = this.selecting(subject, direction);
    if (policies.length === 0) return true;
    return policies.some((policy) => {
      const rules: Rule[] = (direction === 'Ingress' ? policy.spec?.ingress : policy.spec?.egress) ?? [];
      const namespace = policy.metadata.namespace ?? subject.namespace;
      return rules.some((rule) => {
        const peers = direction === 'Ingress' ? rule.from : rule.to;
        const peerOk = !peers?.length || peers.some((candidate) => peerMatches(candidate, namespace, peer));
        return peerOk && portMatches(rule, target);
      });
    });
  }

  /** Can `source` open a connection to `target` on the target's port? */
  reaches(source: Pod, target: Pod): boolean {
    return this.allows('Egress', source, target, target) && this.allows('Ingress', target, source, target);
  }
}
