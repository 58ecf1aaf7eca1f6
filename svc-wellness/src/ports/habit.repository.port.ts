import type { Habit } from '@heartwise/contracts';

export type HabitRecord = Habit & { userId: string };

export interface HabitRepository {
  forDay(userId: string, date: string): Promise<HabitRecord[]>;
  /** Every habit of the user, oldest day first (their data export). */
  allOf(userId: string): Promise<HabitRecord[]>;
  /** Inserts what is missing for that day; concurrent first reads never create duplicates. */
  createMissing(records: HabitRecord[]): Promise<void>;
}
