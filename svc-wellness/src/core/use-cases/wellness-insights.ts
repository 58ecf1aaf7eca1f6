import type { WellnessInsights } from '@heartwise/contracts';
import type { WellnessRepositories } from '../../ports/repositories.js';
import { habitMood, whatHelps } from '../insights.js';

/**
 * GET /api/wellness/insights: "what helps me" and habits against mood, over all of the caller's
 * history, each shown only once there is enough data to say something true.
 */
export async function wellnessInsights(
  deps: Pick<WellnessRepositories, 'habits' | 'checkIns' | 'sessions'>,
  userId: string,
): Promise<WellnessInsights> {
  const [sessions, checkIns, habits] = await Promise.all([
    deps.sessions.allOf(userId),
    deps.checkIns.allOf(userId),
    deps.habits.allOf(userId),
  ]);
  return { whatHelps: whatHelps(sessions, checkIns), habitMood: habitMood(habits, checkIns) };
}
