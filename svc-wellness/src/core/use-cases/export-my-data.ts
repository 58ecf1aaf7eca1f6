import { HabitType, type WellnessExport } from '@heartwise/contracts';
import type { HabitRepository } from '../../ports/habit.repository.port.js';

/**
 * "Download my data", wellness's part: every record svc-wellness keeps about the caller, and
 * nothing about anyone else. Each new kind of record joins here as it joins the erasure list.
 */
export async function exportMyWellnessData(
  deps: { habits: HabitRepository; now: () => Date },
  userId: string,
): Promise<WellnessExport> {
  const order = HabitType.options;
  const habits = (await deps.habits.allOf(userId))
    .sort((a, b) => a.date.localeCompare(b.date) || order.indexOf(a.habitType) - order.indexOf(b.habitType))
    .map(({ userId: _owner, ...habit }) => habit);
  return { exportedAt: deps.now().toISOString(), habits };
}
