import type { ContentStatus } from '@heartwise/contracts';

/** A moderator asked the author to edit a post: the reason they are shown, and when. */
export interface EditRequest {
  reason: string;
  requestedAt: string;
}

/** A moderation decision as the forum stores it on a thread or reply. */
export interface ModerationChange {
  status: ContentStatus;
  decidedAt: string;
  /** Only for request-edit; any other decision clears an earlier request. */
  editRequest?: EditRequest;
}

/** The author's new words after an edit request, and the status screening gave them. */
export interface AuthorEdit {
  content: string;
  status: ContentStatus;
  editedAt: string;
}
