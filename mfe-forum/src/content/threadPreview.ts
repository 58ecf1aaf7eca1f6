import type { ThreadSummary } from '@heartwise/contracts';

/** SPEC §9: previews cut at 100 characters and show at most 2 tags. */
export const PREVIEW_LENGTH = 100;
export const TAG_LIMIT = 2;

/** The opening of a post: up to 100 characters, then '...' when there is more. Counts characters, not UTF-16 halves, so emoji stay whole. */
export function previewOf(content: string): string {
  const characters = Array.from(content);
  return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH).join('')}...` : content;
}

export const visibleTags = (tags: readonly string[]): string[] => tags.slice(0, TAG_LIMIT);

/** Authors are shown by first name only, or as 'Anonymous'. */
export const authorName = (author: ThreadSummary['user']): string => author.firstName?.trim() || 'Anonymous';

export const replyCountLabel = (count: number): string => `${count} ${count === 1 ? 'reply' : 'replies'}`;

/** The caller's own post or reply that screening held: only they see it, until a moderator has read it. */
export const isWaitingForModerator = (content: { mine: boolean; status: ThreadSummary['status'] }): boolean =>
  content.mine && content.status !== 'active';
