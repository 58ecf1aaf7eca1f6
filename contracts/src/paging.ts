import { z } from 'zod';

/**
 * How many rows a page of a list holds, as a query parameter (`?limit=` or `?pageSize=`): a whole
 * number from 1 to `max`, `fallback` when absent, refused in words that name what the page holds.
 */
export function pageSizeParam({
  max,
  fallback,
  rows: [one, many],
}: {
  max: number;
  fallback: number;
  /** What a page holds, one and many: ['entry', 'entries']. */
  rows: readonly [string, string];
}) {
  return z.coerce
    .number('The page size must be a number.')
    .int('The page size must be a whole number.')
    .min(1, `A page holds at least 1 ${one}.`)
    .max(max, `A page holds at most ${max} ${many}.`)
    .default(fallback);
}

/**
 * A list's `cursor` query parameter: the opaque word a previous page gave as `nextCursor`
 * (service-kit's `opaqueCursor` makes and reads them). `expired` is what a caller is told when it
 * is not one at all; a well-formed cursor the service cannot follow any more is its 409.
 */
export const pageCursorParam = (expired: string, maxLength = 4000) =>
  z
    .string()
    .min(1, { error: expired })
    .max(maxLength, { error: expired })
    .regex(/^[A-Za-z0-9_-]+$/, { error: expired });
