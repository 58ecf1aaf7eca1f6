import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';

export const HabitType = z.enum(['water', 'exercise', 'outdoor', 'nutrition', 'sleep']);
export type HabitType = z.infer<typeof HabitType>;

/** SPEC §3 habit table, in display order. */
export const habitDefinitions: Record<HabitType, { title: string; question: string }> = {
  water: { title: 'Water Intake', question: 'Did you drink 8 glasses of water today?' },
  exercise: { title: 'Exercise', question: 'Did you exercise for 20 minutes today?' },
  outdoor: { title: 'Outdoor Time', question: 'Did you get 20 minutes outside today?' },
  nutrition: { title: 'Healthy Eating', question: 'Did you eat green leafy vegetables today?' },
  sleep: { title: 'Sleep Quality', question: 'Did you get adequate sleep last night?' },
};

/** A calendar day in the user's own time zone, YYYY-MM-DD. */
export const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date like 2026-11-21');

export const Habit = z
  .object({
    id: Id,
    habitType: HabitType,
    completed: z.boolean(),
    date: LocalDate,
    frequency: z.enum(['daily', 'weekly']),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'Habit' });
export type Habit = z.infer<typeof Habit>;

export const HabitList = z.array(Habit);

/** The browser sends its IANA zone on every wellness call so "today" is the user's today. */
export const TIMEZONE_HEADER = 'x-timezone';

export const HabitIdParams = z.object({ id: Id });
export const ToggleHabitRequest = z.object({ completed: z.boolean() });
export type ToggleHabitRequest = z.infer<typeof ToggleHabitRequest>;

/** 'Get My Challenge': a small personal challenge for a habit not yet done today. */
export const habitChallenges: Record<HabitType, string> = {
  water: 'Fill a glass of water now and drink it slowly before your next task.',
  exercise: 'Put on one song you love and move to it until it ends.',
  outdoor: 'Step outside for ten minutes and notice three things you can hear.',
  nutrition: 'Add one green vegetable to your next meal or snack.',
  sleep: 'Put your phone away 30 minutes before bed tonight.',
};
