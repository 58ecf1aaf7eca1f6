import type { KindnessActivityId, KindnessCompletion } from '@heartwise/contracts';

export type KindnessRecord = KindnessCompletion & { userId: string };

/** One record per person, local day and activity: marking done inserts it, undoing deletes it. */
export interface KindnessRepository {
  doneOn(userId: string, date: string): Promise<KindnessRecord[]>;
  /** Marks it done; already done stays done (a unique key holds one record per day and activity). */
  markDone(record: KindnessRecord): Promise<void>;
  /** Marks it not done; returns whether it was done. */
  unmark(userId: string, date: string, activityId: KindnessActivityId): Promise<boolean>;
  /** Oldest day first (their data export). */
  allOf(userId: string): Promise<KindnessRecord[]>;
}
