import type { EmotionSession } from '@heartwise/contracts';

export type EmotionSessionRecord = EmotionSession & { userId: string };

/** What a check-in or a practice records on the session it joins (flags only ever turn on). */
export type SessionMarks = Partial<
  Pick<EmotionSession, 'hasPreCheckin' | 'hasPostCheckin' | 'hasPostPostCheckin' | 'activityType'>
>;

export interface EmotionSessionRepository {
  /**
   * Stores a new session; when one with its id is stored already (a check-in sent again from a
   * device opens its session once), returns that one instead.
   */
  open(record: EmotionSessionRecord): Promise<EmotionSessionRecord>;
  /** The user's own session; null for a session of someone else or none. */
  findOwn(userId: string, id: string): Promise<EmotionSessionRecord | null>;
  /** The user's active sessions, newest first. */
  activeOf(userId: string): Promise<EmotionSessionRecord[]>;
  /** Active sessions of the user started before `cutoff` become abandoned; returns how many. */
  abandonStartedBefore(userId: string, cutoff: string): Promise<number>;
  /** The user's active sessions beyond the newest `keep` become abandoned; returns how many. */
  abandonBeyond(userId: string, keep: number): Promise<number>;
  mark(userId: string, id: string, marks: SessionMarks): Promise<EmotionSessionRecord | null>;
  /** Completes the user's session unless it already is; null when the user has no such session. */
  complete(userId: string, id: string, at: string): Promise<EmotionSessionRecord | null>;
  /** Oldest first (their data export, and insights). */
  allOf(userId: string): Promise<EmotionSessionRecord[]>;
}
