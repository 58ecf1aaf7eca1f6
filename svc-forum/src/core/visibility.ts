import type { ContentStatus } from '@heartwise/contracts';

/**
 * Who may see a thread or reply: everyone sees active content; its author also sees it while a
 * moderator has it (flagged), so they know it waits. Archived content is hidden from everyone,
 * its author too. Held content is never shown to anyone else, not even behind a click.
 */
export function isVisibleTo(content: { userId: string; status: ContentStatus }, readerId: string): boolean {
  return content.status === 'active' || (content.status === 'flagged' && content.userId === readerId);
}
