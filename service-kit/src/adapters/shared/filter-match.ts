import type { Filter, FindOptions, SortSpec } from '../../ports/document-store.port.js';

type Operators = Record<string, unknown>;

const OPERATOR_KEYS = new Set(['$in', '$nin', '$ne', '$gt', '$gte', '$lt', '$lte', '$exists']);

function isOperatorObject(value: unknown): value is Operators {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0 &&
    Object.keys(value).every((key) => OPERATOR_KEYS.has(key))
  );
}

/** MongoDB's order of types when sorting: missing and null alike first, then numbers, strings, ... */
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (Array.isArray(value)) return 4;
  if (typeof value === 'object') return 3;
  if (typeof value === 'boolean') return 5;
  return 6;
}

function compare(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (rankA === 0 || a === b) return 0;
  return (a as string | number) < (b as string | number) ? -1 : 1;
}

/**
 * MongoDB's ranges: only values of the operand's type compare (a number is never `$gt` a
 * string), and an array field matches when any of its items does.
 */
function inRange(actual: unknown, operand: unknown, accept: (order: number) => boolean): boolean {
  if (Array.isArray(actual)) return actual.some((item) => inRange(item, operand, accept));
  const rank = typeRank(actual);
  return rank !== 0 && rank === typeRank(operand) && accept(compare(actual, operand));
}

/** MongoDB's equality: arrays match when they hold the value. */
function equals(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual) && !Array.isArray(expected)) return actual.some((item) => equals(item, expected));
  if (expected === null) return actual === null || actual === undefined;
  return JSON.stringify(actual) === JSON.stringify(expected);
}

function matchesField(actual: unknown, condition: unknown): boolean {
  if (!isOperatorObject(condition)) return equals(actual, condition);
  return Object.entries(condition).every(([op, operand]) => {
    switch (op) {
      case '$in':
        return (operand as unknown[]).some((value) => equals(actual, value));
      case '$nin':
        return !(operand as unknown[]).some((value) => equals(actual, value));
      case '$ne':
        return !equals(actual, operand);
      case '$exists':
        return (actual !== undefined) === operand;
      case '$gt':
        return inRange(actual, operand, (order) => order > 0);
      case '$gte':
        return inRange(actual, operand, (order) => order >= 0);
      case '$lt':
        return inRange(actual, operand, (order) => order < 0);
      case '$lte':
        return inRange(actual, operand, (order) => order <= 0);
      default:
        return false;
    }
  });
}

export function matches<T>(doc: T, filter: Filter<T>): boolean {
  return Object.entries(filter).every(([field, condition]) =>
    condition === undefined ? true : matchesField((doc as Record<string, unknown>)[field], condition),
  );
}

export function sortDocs<T>(docs: T[], sort: SortSpec<T> | undefined): T[] {
  if (!sort) return docs;
  const keys = Object.entries(sort) as [string, 1 | -1][];
  return [...docs].sort((a, b) => {
    for (const [key, direction] of keys) {
      const order = compare((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
      if (order !== 0) return order * direction;
    }
    return 0;
  });
}

export function applyFind<T>(docs: T[], filter: Filter<T>, options: FindOptions<T> = {}): T[] {
  const sorted = sortDocs(
    docs.filter((doc) => matches(doc, filter)),
    options.sort,
  );
  const start = options.skip ?? 0;
  return sorted.slice(start, options.limit === undefined ? undefined : start + options.limit);
}
