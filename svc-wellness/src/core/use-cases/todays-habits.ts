import { randomUUID } from 'node:crypto';
import { HabitType, type Habit } from '@heartwise/contracts';
import type { HabitRecord, HabitRepository } from '../../ports/habit.repository.port.js';

/** Today's five habits for a user, made fresh each local day on first read (SPEC §3, §7). */
export async function todaysHabits(
  deps: { habits: HabitRepository; now: () => Date },
  userId: string,
  today: string,
): Promise<Habit[]> {
  let records = await deps.habits.forDay(userId, today);
  if (records.length < HabitType.options.length) {
    const have = new Set(records.map((record) => record.habitType));
    const createdAt = deps.now().toISOString();
    const missing: HabitRecord[] = HabitType.options
      .filter((habitType) => !have.has(habitType))
      .map((habitType) => ({
        id: randomUUID(),
        userId,
        habitType,
        completed: false,
        date: today,
        frequency: 'daily',
        createdAt,
      }));
    await deps.habits.createMissing(missing);
    records = await deps.habits.forDay(userId, today);
  }
  const order = HabitType.options;
  return records
    .sort((a, b) => order.indexOf(a.habitType) - order.indexOf(b.habitType))
    .map(({ userId: _owner, ...habit }) => habit);
}
