import type { Collection, Doc } from '@heartwise/service-kit';

/** How many ids the store reads one by one, by `{_id}` (service-kit's mongo adapter: up to 100). */
const READ_GROUP = 100;

/**
 * These documents, read by id in groups the store reads by `{_id}` (more ids at once would make
 * FerretDB v1 read the whole collection); missing ones are left out, in no order.
 */
export async function readByIds<T extends Doc>(
  collection: Collection<T>,
  ids: readonly string[],
): Promise<T[]> {
  const distinct = [...new Set(ids)];
  const groups: string[][] = [];
  for (let start = 0; start < distinct.length; start += READ_GROUP)
    groups.push(distinct.slice(start, start + READ_GROUP));
  // The cast: `id` is on every Doc, and an `$in` of ids is a filter on it.
  const found = await Promise.all(
    groups.map((group) => collection.find({ id: { $in: group } } as Parameters<Collection<T>['find']>[0])),
  );
  return found.flat();
}
