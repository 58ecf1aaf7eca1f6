import type { CheckInType, CheckInTypeFigures, WellnessAdminFigures } from '@heartwise/contracts';
import type { CheckInRepository } from '../../ports/check-in.repository.port.js';
import { oneDecimal } from '../figures.js';

/**
 * The admin Analytics tab: how many pre, post and post-post check-ins the community made and
 * their average emotion rating. Aggregates only: nobody's check-in is read or returned.
 */
export async function communityFigures(deps: {
  checkIns: Pick<CheckInRepository, 'countsByRating'>;
}): Promise<WellnessAdminFigures> {
  const [pre, post, postPost] = await Promise.all([
    figuresOf(deps.checkIns, 'pre'),
    figuresOf(deps.checkIns, 'post'),
    figuresOf(deps.checkIns, 'post-post'),
  ]);
  return { checkIns: { pre, post, postPost } };
}

async function figuresOf(
  checkIns: Pick<CheckInRepository, 'countsByRating'>,
  type: CheckInType,
): Promise<CheckInTypeFigures> {
  const counts = await checkIns.countsByRating(type);
  const count = counts.reduce((sum, entry) => sum + entry.count, 0);
  const total = counts.reduce((sum, entry) => sum + entry.rating * entry.count, 0);
  return { count, averageRating: count ? oneDecimal(total / count) : null };
}
