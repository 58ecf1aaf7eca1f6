import { opaqueCursor } from '@heartwise/service-kit';
import { z } from 'zod';

/**
 * The finder's cursor, opaque to callers: base64url of JSON naming what the pages before read.
 * `f` fingerprints the search it belongs to (order, group, words, the reader's lists), `s` is when
 * the first page was read (later entries are left out, so the pages are of one moment), and `l`
 * each list read with the position everything at or above was consumed (absent: nothing yet).
 */
const FindCursor = z.object({
  v: z.literal(1),
  f: z.string().max(1000),
  s: z.number().int().nonnegative(),
  l: z
    .array(z.object({ k: z.string().min(1).max(300), p: z.number().int().nonnegative().optional() }))
    .max(8),
});
export type FindCursor = z.infer<typeof FindCursor>;

const codec = opaqueCursor(FindCursor);
export const encodeCursor = codec.encode;
/** The cursor, or null when it is not one this service made. */
export const decodeCursor = codec.decode;
