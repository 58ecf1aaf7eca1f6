import { z } from 'zod';

/**
 * Fewest youth a district figure may be computed over (issue 16): under it, the page, the API and
 * the export all say "fewer than 10", so no figure can single a child out.
 */
export const MIN_YOUTH_PER_FIGURE = 10;
export const FEWER_THAN_10 = 'fewer than 10';

/** A number, or "fewer than 10" when it was computed over fewer than 10 youth. */
export const GuardedFigure = z.union([z.number(), z.literal(FEWER_THAN_10)]).meta({ id: 'GuardedFigure' });
export type GuardedFigure = z.infer<typeof GuardedFigure>;

/** `value` when `youth` (how many youth it was computed over) is at least 10; otherwise the words. */
export function guardFigure(value: number, youth: number): GuardedFigure {
  return youth >= MIN_YOUTH_PER_FIGURE ? value : FEWER_THAN_10;
}
