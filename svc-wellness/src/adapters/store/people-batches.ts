/**
 * How many people one query names (`userId: {$in}`): a district's figures read its youth's records
 * in batches, so one query stays a reasonable size and memory follows the district, not the
 * platform. MongoDB serves each batch from the `{userId, date}` index; FerretDB v1 reads the
 * collection once per batch (docs/architecture.md), so a district of 12 youth costs one read.
 */
export const PEOPLE_PER_QUERY = 1000;

/** `read` over `userIds` a batch at a time, results joined; no query at all for nobody. */
export async function forPeople<T>(
  userIds: readonly string[],
  read: (batch: string[]) => Promise<T[]>,
): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < userIds.length; start += PEOPLE_PER_QUERY)
    results.push(...(await read(userIds.slice(start, start + PEOPLE_PER_QUERY))));
  return results;
}
