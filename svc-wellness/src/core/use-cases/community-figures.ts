import type {
  CheckInType,
  CheckInTypeFigures,
  WeeklyTrend,
  WellnessAdminFigures,
} from '@heartwise/contracts';
import { trendWeeks } from '@heartwise/contracts';
import { addDays, localDay } from '@heartwise/service-kit/domain';
import type { CheckInRepository } from '../../ports/check-in.repository.port.js';
import { oneDecimal } from '../figures.js';

type FigureReads = Pick<CheckInRepository, 'countsByRating' | 'promptedCount' | 'countMadeBetween'>;

/**
 * The admin Analytics tab: how many pre, post and post-post check-ins the community made, how many
 * of them answered the app's prompt, and their average emotion rating (over every check-in of the
 * type); and check-ins made per week, the last 8 of the caller's weeks (issue 19), each check-in in
 * the week of its youth's own day. Aggregates only: nobody's check-in is read or returned.
 */
export async function communityFigures(
  deps: { checkIns: FigureReads; now: () => Date },
  timeZone: string,
): Promise<WellnessAdminFigures> {
  const [pre, post, postPost, checkInsMade] = await Promise.all([
    figuresOf(deps.checkIns, 'pre'),
    figuresOf(deps.checkIns, 'post'),
    figuresOf(deps.checkIns, 'post-post'),
    madePerWeek(deps.checkIns, localDay(deps.now(), timeZone)),
  ]);
  return { checkIns: { pre, post, postPost }, checkInsMade };
}

async function figuresOf(checkIns: FigureReads, type: CheckInType): Promise<CheckInTypeFigures> {
  const [counts, prompted] = await Promise.all([checkIns.countsByRating(type), checkIns.promptedCount(type)]);
  const count = counts.reduce((sum, entry) => sum + entry.count, 0);
  const total = counts.reduce((sum, entry) => sum + entry.rating * entry.count, 0);
  return { count, prompted, averageRating: count ? oneDecimal(total / count) : null };
}

/** One count per week (Sunday to Saturday): the store counts a range of days, no check-in is read. */
async function madePerWeek(checkIns: FigureReads, today: string): Promise<WeeklyTrend> {
  return Promise.all(
    trendWeeks(today).map(async (weekStart) => ({
      weekStart,
      count: await checkIns.countMadeBetween(weekStart, addDays(weekStart, 6)),
    })),
  );
}
