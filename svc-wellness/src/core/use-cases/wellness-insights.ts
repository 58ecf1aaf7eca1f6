import type { WellnessInsights } from '@heartwise/contracts';
import type { WellnessRepositories } from '../../ports/repositories.js';
import { insightsOf } from '../insight-figures.js';

/**
 * GET /api/wellness/insights: "what helps me" and habits against mood, over all of the caller's
 * history, each shown only once there is enough data to say something true. The history's figures
 * are kept as it is written (issue 18), so this reads them, not the history.
 */
export async function wellnessInsights(
  deps: Pick<WellnessRepositories, 'insights'>,
  userId: string,
): Promise<WellnessInsights> {
  return insightsOf(await deps.insights.of(userId));
}
