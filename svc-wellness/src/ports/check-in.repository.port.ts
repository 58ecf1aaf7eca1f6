import type { CheckIn, CheckInType } from '@heartwise/contracts';

export type CheckInRecord = CheckIn & { userId: string };

export interface CheckInRepository {
  /**
   * Stores a check-in and returns it; when one with its id is stored already (the same check-in
   * sent again from a device, issue 18), stores nothing and returns the one stored. Held by the
   * primary key, so two copies racing in are recorded once on any store.
   */
  add(record: CheckInRecord): Promise<CheckInRecord>;
  /** The user's own check-in with this id (read by id); null for none or someone else's. */
  findOwn(userId: string, id: string): Promise<CheckInRecord | null>;
  /** Newest first: up to `limit` check-ins made before `before` (all when absent). */
  page(userId: string, options: { before?: string; limit: number }): Promise<CheckInRecord[]>;
  /** The user's check-ins of local days from `first` on, oldest first. */
  since(userId: string, first: string): Promise<CheckInRecord[]>;
  /**
   * These people's check-ins of local days `first` to `last` (both included), in no order: a
   * district's figures (issue 16) read only the numbers of them.
   */
  ofPeopleBetween(userIds: readonly string[], first: string, last: string): Promise<CheckInRecord[]>;
  /** The user's check-ins attached to these sessions. */
  inSessions(userId: string, sessionIds: readonly string[]): Promise<CheckInRecord[]>;
  /** Oldest first (their data export, and insights over all their history). */
  allOf(userId: string): Promise<CheckInRecord[]>;
  /**
   * Everyone's check-ins of one type, counted per emotion rating (ratings nobody gave left out):
   * admin figures, community-wide, without reading a single check-in.
   */
  countsByRating(checkInType: CheckInType): Promise<{ rating: number; count: number }[]>;
  /** How many of everyone's check-ins of one type answered the app's prompt (admin figures). */
  promptedCount(checkInType: CheckInType): Promise<number>;
  /**
   * How many of everyone's check-ins, of any type, were made on local days `first` to `last` (both
   * included, each on its youth's own calendar): admin figures' weekly trend, counted, never read.
   */
  countMadeBetween(first: string, last: string): Promise<number>;
  /**
   * The user's newest prompted check-in of this type made from `since` to `until` (both included;
   * no end when absent), for this session when one is named (the repeat guard); null when none.
   */
  latestPrompted(
    userId: string,
    checkInType: CheckInType,
    options: { since: string; until?: string | undefined; sessionId?: string | undefined },
  ): Promise<CheckInRecord | null>;
}
