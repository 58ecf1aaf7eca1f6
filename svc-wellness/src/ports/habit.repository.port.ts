import type { Habit } from '@heartwise/contracts';

export type HabitRecord = Habit & { userId: string };

export interface HabitRepository {
  forDay(userId: string, date: string): Promise<HabitRecord[]>;
  /** The user's habits of the local days from `first` to `last`, both included. */
  between(userId: string, first: string, last: string): Promise<HabitRecord[]>;
  /** These people's habits of the local days `first` to `last`, in no order (a district's figures). */
  ofPeopleBetween(userIds: readonly string[], first: string, last: string): Promise<HabitRecord[]>;
  /** Every habit of the user, oldest day first (their data export). */
  allOf(userId: string): Promise<HabitRecord[]>;
  /** Inserts what is missing for that day; concurrent first reads never create duplicates. */
  createMissing(records: HabitRecord[]): Promise<void>;
  /** Marks one of the user's own habits; null when the user has no habit with that id. */
  setCompleted(userId: string, id: string, completed: boolean): Promise<HabitRecord | null>;
}
