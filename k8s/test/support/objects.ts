// The rendered manifests as plain objects, and the few ways the checks look them up.

/** One Kubernetes object as kustomize renders it (JSON-shaped YAML). */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  // Objects are checked field by field below; their shapes are the API's, not ours.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  spec?: any;
  data?: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  [field: string]: any;
}

export interface Container {
  name: string;
  image?: string;
  ports?: { name?: string; containerPort: number; protocol?: string }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: Record<string, unknown> & { capabilities?: { drop?: string[] } };
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string };
  };
}

export interface Probe {
  httpGet?: { path?: string; port: number | string };
  tcpSocket?: { port: number | string };
}

export const named = (objects: readonly K8sObject[], kind: string, name: string): K8sObject | undefined =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);

export const ofKind = (objects: readonly K8sObject[], kind: string): K8sObject[] =>
  objects.filter((object) => object.kind === kind);

export const containersOf = (workload: K8sObject): Container[] =>
  (workload.spec?.template?.spec?.containers ?? []) as Container[];

/** A port given by name (as probes and Services do) or number, as the container's number. */
export function portNumber(container: Container, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((candidate) => candidate.name === port)?.containerPort;
}

export const clone = <T>(value: T): T => structuredClone(value);
