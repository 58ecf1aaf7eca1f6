import type { ContentStatus } from '@heartwise/contracts';

/**
 * Who may see a thread or reply: everyone sees active content; its author also sees it while a
 * moderator has it (flagged), so they know it waits. Archived content is hidden from everyone,
 * its author too. Held content is never shown to anyone else, not even behind a click.
 */
export function isVisibleTo(content: { userId: string; status: ContentStatus }, readerId: string): boolean {
  return content.status === 'active' || (content.status === 'flagged' && content.userId === readerId);
}

/** A member as the forum shows them content: themselves, and the people blocks hide from them. */
export interface Viewer {
  id: string;
  /** People they blocked or who blocked them: neither sees the other's threads or replies. */
  hidden: ReadonlySet<string>;
}

/** What a member sees: `isVisibleTo`, minus the content of people a block hides from them. */
export function isShownTo(content: { userId: string; status: ContentStatus }, viewer: Viewer): boolean {
  return isVisibleTo(content, viewer.id) && !viewer.hidden.has(content.userId);
}
