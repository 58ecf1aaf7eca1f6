import { MicroActivityType, weeklyPracticePercent } from '@heartwise/contracts';
import { weekStart } from '@heartwise/service-kit/domain';

interface DatedPractice {
  activityType: MicroActivityType;
  /** The person's local day the practice was saved on. */
  date: string;
}

/**
 * SPEC §9 weekly practice: activities completed since the start of the current week (Sunday, in
 * the person's own zone), the bar at count/7 capped at 100 %, and a count for every type.
 */
export function practiceWeek(practices: readonly DatedPractice[], today: string) {
  const start = weekStart(today);
  const thisWeek = practices.filter((practice) => practice.date >= start && practice.date <= today);
  const practicesByType = Object.fromEntries(
    MicroActivityType.options.map((type) => [
      type,
      thisWeek.filter((practice) => practice.activityType === type).length,
    ]),
  ) as Record<MicroActivityType, number>;
  return {
    start,
    practices: thisWeek.length,
    practicePercent: weeklyPracticePercent(thisWeek.length),
    practicesByType,
  };
}
