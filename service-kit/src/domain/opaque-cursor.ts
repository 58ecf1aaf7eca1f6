import type { z } from 'zod';

/**
 * A list's paging cursor, opaque to callers: base64url of the JSON of what the service needs to
 * continue (contracts' `pageCursorParam` is its query parameter). One codec for every list, so a
 * cursor is always one word and every service reads a foreign or broken one the same way: null
 * (the service answers 409, the page has gone) and never a throw.
 */
export interface OpaqueCursor<T> {
  encode(position: T): string;
  /** The position, or null when the text is not a cursor this codec made. */
  decode(text: string): T | null;
}

export function opaqueCursor<T>(schema: z.ZodType<T>): OpaqueCursor<T> {
  return {
    encode: (position) => Buffer.from(JSON.stringify(position), 'utf8').toString('base64url'),
    decode(text) {
      try {
        const parsed = schema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
