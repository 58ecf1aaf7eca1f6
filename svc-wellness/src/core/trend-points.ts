import { fearEmotions, TREND_LENGTH, type TrendPoint } from '@heartwise/contracts';

/** SPEC §3 trend items from the newest check-ins: the last 7, oldest first. */
export function trendPoints(
  newestFirst: readonly { intensity: number; emotionLabel: string; createdAt: string }[],
): TrendPoint[] {
  return newestFirst
    .slice(0, TREND_LENGTH)
    .reverse()
    .map((checkIn) => ({
      intensity: checkIn.intensity,
      emotionName: checkIn.emotionLabel,
      identifiedFear: fearEmotions.includes(checkIn.emotionLabel.trim().toLowerCase()),
      createdAt: checkIn.createdAt,
    }));
}
