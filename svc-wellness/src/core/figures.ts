import type { Completion } from '@heartwise/contracts';

/** One decimal, as every average on the wellness screens is shown. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The mean, or null for no values. */
export function mean(values: readonly number[]): number | null {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
}

/** N of M with a rounded percent; 0 % when there is nothing to do. */
export function completion(completed: number, total: number): Completion {
  return { completed, total, percent: total ? Math.round((completed / total) * 100) : 0 };
}
