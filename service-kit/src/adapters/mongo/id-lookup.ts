import type { Filter } from '../../ports/document-store.port.js';

/** Beyond this many ids, one collection scan is cheaper than a primary-key read per id. */
export const MAX_POINT_READS = 100;

/**
 * The ids a filter names through `id` (a string, or `$in` of strings and nothing else), so its
 * documents can be read by `{_id}` alone, the only filter FerretDB v1 pushes down to SQLite; the
 * rest of the filter is then checked in code. Null when the filter names no ids this way.
 */
export function idsNamedBy<T>(filter: Filter<T>): string[] | null {
  const condition: unknown = (filter as Record<string, unknown>).id;
  if (typeof condition === 'string') return [condition];
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return null;
  const operators = Object.keys(condition);
  if (operators.length !== 1 || operators[0] !== '$in') return null;
  const ids: unknown = (condition as { $in: unknown }).$in;
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) return null;
  const distinct = [...new Set(ids)];
  return distinct.length <= MAX_POINT_READS ? distinct : null;
}
