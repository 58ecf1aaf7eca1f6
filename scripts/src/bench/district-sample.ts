import { seededThreadId } from '@heartwise/svc-forum';

/**
 * `count` of the items, evenly spread from the first to the last (all of them when there are
 * fewer): the bench's students and threads come from the whole district, not from its first rows.
 */
export function spreadOver<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, index) => items[Math.floor(index * step)] as T);
}

/** The ids of `count` of the first `seeded` seeded threads, evenly spread (the newest among them). */
export function seededThreadIds(seeded: number, count: number): string[] {
  return spreadOver(
    Array.from({ length: seeded }, (_, index) => index),
    count,
  ).map(seededThreadId);
}
