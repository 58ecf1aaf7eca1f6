import { notFound } from '@heartwise/service-kit/domain';
import type { Habit } from '@heartwise/contracts';
import type { HabitRepository } from '../../ports/habit.repository.port.js';

export const HABIT_NOT_FOUND = "We couldn't find that habit.";

/** Marks one of the caller's own habits done or not done; anyone else's reads as not found. */
export async function markHabit(
  deps: { habits: HabitRepository },
  userId: string,
  habitId: string,
  completed: boolean,
): Promise<Habit> {
  const updated = await deps.habits.setCompleted(userId, habitId, completed);
  if (!updated) throw notFound(HABIT_NOT_FOUND);
  const { userId: _owner, ...habit } = updated;
  return habit;
}
