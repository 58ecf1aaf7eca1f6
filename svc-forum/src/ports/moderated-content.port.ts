import type { ContentStatus, EventEnvelope, HeldNote } from '@heartwise/contracts';

/** A moderation decision as the forum stores it on a thread or reply. */
export interface ModerationChange {
  status: ContentStatus;
  decidedAt: string;
  /** Why only its author sees it (held or private content); absent clears the note. */
  heldNote?: HeldNote;
}

/**
 * The author's new words and what they make of the content: held for review (`flagged`, with why)
 * after a moderator's edit request or when screening held them; published (`active`, no note) when
 * the author edited published content freely and screening found nothing.
 */
export interface AuthorEdit {
  content: string;
  status: ContentStatus;
  /** Absent: everyone sees it again (the note is cleared). */
  heldNote?: HeldNote;
  editedAt: string;
}

/** A moderator or admin took the content down from its page. */
export interface Removal {
  removedAt: string;
}

/**
 * The writes threads and replies share, one contract for both (the use cases treat a reply as they
 * treat a thread): moderation's decisions and its author's and staff's changes, each with the events
 * it causes in the same write, and its author's own copy of everything they wrote.
 */
export interface ModeratedContentRepository<T> {
  /**
   * A moderator's decision: the new status, unless a decision made later was already applied.
   * Returns the content as it is now, or null when nothing changed.
   */
  applyDecision(id: string, change: ModerationChange): Promise<T | null>;
  /** The author's edit of the content as read (`read`); null when it changed in between (nothing written). */
  applyAuthorEdit(read: T, edit: AuthorEdit, events: EventEnvelope[]): Promise<T | null>;
  /** Staff took it down (archived, note cleared); null when it changed in between. */
  remove(read: T, removal: Removal, events: EventEnvelope[]): Promise<T | null>;
  /** Its author's note changed (they asked for help); null when it changed in between. */
  setHeldNote(read: T, note: HeldNote, at: string, events: EventEnvelope[]): Promise<T | null>;
  /** Its author deleted it: gone for everyone; the events go out from the tombstone. */
  delete(content: T, events: EventEnvelope[]): Promise<boolean>;
  /** Everything of its kind the person wrote, whatever its status, oldest first (their data export). */
  allBy(userId: string): Promise<T[]>;
}
