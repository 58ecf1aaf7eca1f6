import type { CheckInType, CheckInTypeFigures, WellnessAdminFigures } from '@heartwise/contracts';
import type { CheckInRepository } from '../../ports/check-in.repository.port.js';
import { oneDecimal } from '../figures.js';

type FigureReads = Pick<CheckInRepository, 'countsByRating' | 'promptedCount'>;

/**
 * The admin Analytics tab: how many pre, post and post-post check-ins the community made, how many
 * of them answered the app's prompt, and their average emotion rating (over every check-in of the
 * type). Aggregates only: nobody's check-in is read or returned.
 */
export async function communityFigures(deps: { checkIns: FigureReads }): Promise<WellnessAdminFigures> {
  const [pre, post, postPost] = await Promise.all([
    figuresOf(deps.checkIns, 'pre'),
    figuresOf(deps.checkIns, 'post'),
    figuresOf(deps.checkIns, 'post-post'),
  ]);
  return { checkIns: { pre, post, postPost } };
}

async function figuresOf(checkIns: FigureReads, type: CheckInType): Promise<CheckInTypeFigures> {
  const [counts, prompted] = await Promise.all([checkIns.countsByRating(type), checkIns.promptedCount(type)]);
  const count = counts.reduce((sum, entry) => sum + entry.count, 0);
  const total = counts.reduce((sum, entry) => sum + entry.rating * entry.count, 0);
  return { count, prompted, averageRating: count ? oneDecimal(total / count) : null };
}
