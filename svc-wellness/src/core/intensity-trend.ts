import type { TrendDirection } from '@heartwise/contracts';
import { mean, oneDecimal } from './figures.js';
import { addDays } from '@heartwise/service-kit/domain';

/** The direction looks at the check-ins of the last 14 local days, today included. */
export const TREND_WINDOW_DAYS = 14;
/**
 * Fewer check-ins than this in the window say nothing true about a direction. Never below
 * contracts' MIN_CHECKINS_FOR_AVERAGE: a direction a parent sees rests on no fewer check-ins than
 * an average would (wellness-rules.test.ts holds the two together).
 */
export const MIN_CHECK_INS_FOR_TREND = 4;
/** How far the newer half's average must move from the older half's to count as a change. */
export const TREND_STEP = 0.5;
/** The average shown is over the last 7 local days, today included. */
export const AVERAGE_WINDOW_DAYS = 7;

interface DatedIntensity {
  intensity: number;
  /** The person's local day of the check-in. */
  date: string;
  createdAt: string;
}

/**
 * Compares the average intensity of the newer half of the check-ins with the older half (oldest
 * first in, odd counts leave the middle one out). Lower intensity reads as calmer, so a drop of
 * 0.5 or more is improving and a rise of 0.5 or more needs care.
 */
export function trendDirection(intensitiesOldestFirst: readonly number[]): TrendDirection {
  if (intensitiesOldestFirst.length < MIN_CHECK_INS_FOR_TREND) return 'not-enough-data';
  const half = Math.floor(intensitiesOldestFirst.length / 2);
  const older = mean(intensitiesOldestFirst.slice(0, half)) ?? 0;
  const newer = mean(intensitiesOldestFirst.slice(-half)) ?? 0;
  // Rounded to hundredths so 5.5 → 5.0 is exactly a 0.5 drop, not 0.4999….
  const change = Math.round((newer - older) * 100) / 100;
  if (change <= -TREND_STEP) return 'improving';
  if (change >= TREND_STEP) return 'needs-care';
  return 'steady';
}

/**
 * The intensity figures of a person's dashboards and their parent's summary, as of `today`. The
 * average needs `minimumForAverage` check-ins in its window (else null): one for the person's own
 * dashboard, MIN_CHECKINS_FOR_AVERAGE where someone else sees it.
 */
export function intensityTrend(
  checkIns: readonly DatedIntensity[],
  today: string,
  minimumForAverage = 1,
): { direction: TrendDirection; average: number | null } {
  const since = (days: number) => {
    const first = addDays(today, -(days - 1));
    return checkIns
      .filter((checkIn) => checkIn.date >= first && checkIn.date <= today)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((checkIn) => checkIn.intensity);
  };
  const recent = since(AVERAGE_WINDOW_DAYS);
  const average = recent.length >= minimumForAverage ? mean(recent) : null;
  return {
    direction: trendDirection(since(TREND_WINDOW_DAYS)),
    average: average === null ? null : oneDecimal(average),
  };
}
