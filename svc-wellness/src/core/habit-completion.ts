import type { z } from 'zod';
import type { Completion, HabitDay } from '@heartwise/contracts';
import { completion } from './figures.js';

interface DayHabit {
  date: string;
  completed: boolean;
}

/**
 * Habits done over some days. Only the habit records that exist count: a day on which the person
 * never opened their habits has no records and is left out, rather than counted as five habits
 * not done (we cannot tell "not done" from "not asked" for that day).
 */
export function habitCompletion(habits: readonly DayHabit[], days: readonly string[]): Completion {
  const inDays = habits.filter((habit) => days.includes(habit.date));
  return completion(inDays.filter((habit) => habit.completed).length, inDays.length);
}

/** Each day's habits, oldest first; a day without records reads 0 of 0. */
export function habitDays(habits: readonly DayHabit[], days: readonly string[]): z.infer<typeof HabitDay>[] {
  return days.map((date) => {
    const onDay = habits.filter((habit) => habit.date === date);
    return { date, completed: onDay.filter((habit) => habit.completed).length, total: onDay.length };
  });
}
