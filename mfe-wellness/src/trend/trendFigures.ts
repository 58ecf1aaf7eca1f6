import type { TrendPoint } from '@heartwise/contracts';

/** Average intensity to 1 decimal (SPEC §2), or null before any check-in. */
export function averageIntensity(points: readonly Pick<TrendPoint, 'intensity'>[]): number | null {
  if (points.length === 0) return null;
  const total = points.reduce((sum, point) => sum + point.intensity, 0);
  return Math.round((total / points.length) * 10) / 10;
}

/**
 * The feeling named most often; on a tie, the one felt most recently (points are oldest first),
 * because that is the one closest to how the person is now. Null before any check-in.
 */
export function mostCommonFeeling(points: readonly Pick<TrendPoint, 'emotionName'>[]): string | null {
  const counts = new Map<string, { count: number; last: number }>();
  points.forEach((point, index) => {
    const name = point.emotionName.trim().toLowerCase();
    const seen = counts.get(name);
    counts.set(name, { count: (seen?.count ?? 0) + 1, last: index });
  });
  let best: { name: string; count: number; last: number } | null = null;
  for (const [name, { count, last }] of counts) {
    if (!best || count > best.count || (count === best.count && last > best.last))
      best = { name, count, last };
  }
  return best?.name ?? null;
}

/** How many of the check-ins named a fear (fear, anxiety or horror: the server marks them). */
export const fearsIdentified = (points: readonly Pick<TrendPoint, 'identifiedFear'>[]): number =>
  points.filter((point) => point.identifiedFear).length;
