import type { ContentStatus, HeldNote } from '@heartwise/contracts';

/** A moderation decision as the forum stores it on a thread or reply. */
export interface ModerationChange {
  status: ContentStatus;
  decidedAt: string;
  /** Why only its author sees it (held or private content); absent clears the note. */
  heldNote?: HeldNote;
}

/** The author's new words after an edit request: held for review until a moderator decides. */
export interface AuthorEdit {
  content: string;
  heldNote: HeldNote;
  editedAt: string;
}

/** A moderator or admin took the content down from its page. */
export interface Removal {
  removedAt: string;
}
