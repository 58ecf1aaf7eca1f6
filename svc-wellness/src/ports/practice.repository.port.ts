import type { MicroActivityCompletion } from '@heartwise/contracts';

export type PracticeRecord = MicroActivityCompletion & { userId: string };

export interface PracticeRepository {
  add(record: PracticeRecord): Promise<PracticeRecord>;
  /** Every completion of the user, newest first. */
  newestFirst(userId: string): Promise<PracticeRecord[]>;
  /** The user's completions saved on local days from `first` on, oldest first. */
  since(userId: string, first: string): Promise<PracticeRecord[]>;
  /** These people's completions of the local days `first` to `last`, in no order (a district's figures). */
  ofPeopleBetween(userIds: readonly string[], first: string, last: string): Promise<PracticeRecord[]>;
  /** Oldest first (their data export). */
  allOf(userId: string): Promise<PracticeRecord[]>;
}
