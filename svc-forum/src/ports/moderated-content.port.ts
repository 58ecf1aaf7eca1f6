import type { ContentStatus, HeldNote } from '@heartwise/contracts';

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
