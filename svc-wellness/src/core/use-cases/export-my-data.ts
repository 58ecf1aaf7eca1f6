import { HabitType, type WellnessExport } from '@heartwise/contracts';
import type { WellnessRepositories } from '../../ports/repositories.js';
import { sessionView } from './emotion-sessions.js';
import { practiceView } from './complete-micro-activity.js';
import { checkInView } from './record-check-in.js';

/**
 * "Download my data", wellness's part: every record svc-wellness keeps about the caller, and
 * nothing about anyone else. Each new kind of record joins here as it joins the erasure list.
 */
export async function exportMyWellnessData(
  deps: Pick<WellnessRepositories, 'habits' | 'kindness' | 'practices' | 'checkIns' | 'sessions'> & {
    now: () => Date;
  },
  userId: string,
): Promise<WellnessExport> {
  const order = HabitType.options;
  const [habits, kindness, practices, checkIns, sessions] = await Promise.all([
    deps.habits.allOf(userId),
    deps.kindness.allOf(userId),
    deps.practices.allOf(userId),
    deps.checkIns.allOf(userId),
    deps.sessions.allOf(userId),
  ]);
  return {
    exportedAt: deps.now().toISOString(),
    habits: habits
      .sort((a, b) => a.date.localeCompare(b.date) || order.indexOf(a.habitType) - order.indexOf(b.habitType))
      .map(({ userId: _owner, ...habit }) => habit),
    kindness: kindness.map(({ userId: _owner, ...record }) => record),
    microActivityCompletions: practices.map(practiceView),
    checkIns: checkIns.map(checkInView),
    emotionSessions: sessions.map(sessionView),
  };
}
