import type { NamedOperation, Operation } from './operation.js';
import { accountOperations } from './account.operations.js';
import { adminUserOperations } from './admin-users.operations.js';
import { linkOperations } from './links.operations.js';
import { wellnessOperations } from './wellness.operations.js';
import { forumOperations } from './forum.operations.js';
import { moderationOperations } from './moderation.operations.js';
import { adminOperations } from './admin.operations.js';
import { organizationOperations } from './organization.operations.js';
import { activationOperations } from './activation.operations.js';
import { rosteringOperations } from './rostering.operations.js';
import { orgPeopleOperations } from './org-people.operations.js';
import { orgModerationOperations } from './org-moderation.operations.js';
import { orgFiguresOperations } from './org-figures.operations.js';
import { ErrorBody } from '../common.js';

type OperationGroup = Readonly<Record<string, Operation>>;

/** The names two groups both declare: `never` when every name is declared once. */
type NamesDeclaredTwice<Groups extends readonly OperationGroup[]> = {
  [I in keyof Groups]: {
    [J in keyof Groups]: I extends J ? never : Extract<keyof Groups[I], keyof Groups[J]>;
  }[number];
}[number];

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

/** One record of every group's operations, each keeping its literal type. */
type Merged<Groups extends readonly OperationGroup[]> = {
  [Name in keyof UnionToIntersection<Groups[number]>]: UnionToIntersection<Groups[number]>[Name];
};

/**
 * Joins the groups into one record, in their order. A name declared twice does not compile (the
 * error names it: spreading would silently keep the last), and throws here should a cast hide it.
 */
function mergeGroups<const Groups extends readonly OperationGroup[]>(
  groups: Groups &
    ([NamesDeclaredTwice<Groups>] extends [never] ? unknown : { declaredTwice: NamesDeclaredTwice<Groups> }),
): Merged<Groups> {
  const merged: Record<string, Operation> = {};
  for (const group of groups) {
    for (const [name, operation] of Object.entries(group)) {
      if (name in merged) throw new Error(`Two operations are named ${name}: each name is one call.`);
      merged[name] = operation;
    }
  }
  return merged as Merged<Groups>;
}

/**
 * Every HTTP call of the public API under its name (its OpenAPI operationId), each with its literal
 * method and path and its exact schemas; see operation-types.ts for the types read from them.
 *
 * Each call is also its own module and export (`api/forum/listThreads.ts`: `listThreads`, the call
 * without its docs), and that is what front ends import. A bundler keeps every property of an
 * object it keeps, and a module whole wherever one of its exports is needed: a client reading this
 * record would carry every schema and sentence of the API into every page, and calls sharing a
 * module would put a lazily loaded page's schemas into the first load. The group objects and this
 * record join each call with its docs, for the server side (routes, OpenAPI, the fuzz suites).
 */
export const operationsByName = mergeGroups([
  accountOperations,
  adminUserOperations,
  linkOperations,
  wellnessOperations,
  forumOperations,
  moderationOperations,
  adminOperations,
  organizationOperations,
  activationOperations,
  rosteringOperations,
  orgPeopleOperations,
  orgModerationOperations,
  orgFiguresOperations,
]);

/** Every call as a list, in the order the OpenAPI document shows them, each with its name as `id`. */
export const operations: NamedOperation[] = Object.entries(operationsByName).map(([id, operation]) => ({
  ...operation,
  id,
}));

export { ErrorBody };
export type {
  ErrorStatus,
  Method,
  NamedOperation,
  Operation,
  OperationCall,
  OperationDocs,
  Refusals,
} from './operation.js';
