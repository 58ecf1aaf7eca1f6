import * as models from 'kubernetes-models';
import type { K8sObject } from './objects.js';
import { operatorSchemas } from './operator-schemas.js';

interface ModelClass {
  new (data: unknown): { validate(): void };
}
// kubernetes-models groups its classes by API group (camel-cased) and version: apps.v1.Deployment.
const catalogue = models as unknown as Record<string, Record<string, Record<string, ModelClass>> | undefined>;

const groupKey = (group: string): string =>
  group.replace(/[.-]([a-z0-9])/g, (_match, next: string) => next.toUpperCase());

function modelFor(apiVersion: string, kind: string): ModelClass | undefined {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  if (!version) return undefined;
  // The core group (apiVersion "v1") sits at the top: models.v1.Service.
  const versions = group
    ? catalogue[groupKey(group)]
    : { [version]: catalogue[version] as unknown as Record<string, ModelClass> };
  return versions?.[version]?.[kind];
}

/**
 * Every object against its schema, offline: built-in kinds with kubernetes-models (the API's own
 * OpenAPI schemas), operator kinds with ./operator-schemas. Returns one sentence per problem.
 */
export function validateObjects(objects: readonly K8sObject[]): string[] {
  const problems: string[] = [];
  for (const object of objects) {
    const where = `${object.kind} ${object.metadata?.name ?? '(no name)'}`;
    const operatorSchema = operatorSchemas[`${object.apiVersion}/${object.kind}`];
    if (operatorSchema) {
      const result = operatorSchema.safeParse(object);
      if (!result.success)
        problems.push(
          ...result.error.issues.map((issue) => `${where}: ${issue.path.join('.')}: ${issue.message}`),
        );
      continue;
    }
    const Model = modelFor(object.apiVersion, object.kind);
    if (!Model) {
      problems.push(`${where}: no schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}
