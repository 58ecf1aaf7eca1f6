import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { K8sObject } from './objects.js';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const overlays = ['dev', 'prod'] as const;
export type Overlay = (typeof overlays)[number];

let kustomize: string | undefined;

/** The pinned kustomize, built once from the Go module proxy into .infra/cache. */
export function kustomizeBinary(): string {
  kustomize ??= execFileSync('bash', [resolve(repoRoot, 'scripts/k8s/ensure-kustomize.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  return kustomize;
}

export interface Rendered {
  objects: K8sObject[];
  milliseconds: number;
}

/** `kustomize build k8s/overlays/<overlay>`, parsed. */
export function renderOverlay(overlay: Overlay): Rendered {
  const binary = kustomizeBinary();
  const started = performance.now();
  const output = execFileSync(binary, ['build', resolve(repoRoot, 'k8s/overlays', overlay)], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  const milliseconds = performance.now() - started;
  const objects = parseAllDocuments(output)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
  return { objects, milliseconds };
}
