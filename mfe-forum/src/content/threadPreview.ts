import type { HeldNote, ThreadSummary } from '@heartwise/contracts';
import type { ForumContent } from '../api/content.js';

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

/** What a thread and a reply are called where people read them. */
export const noun: Record<ForumContent, 'post' | 'reply'> = { thread: 'post', reply: 'reply' };

/** A post or reply named for a button or a dialog: "your post", "Mia's reply", "this post". */
export function contentName(kind: ForumContent, content: { mine: boolean; user: ThreadSummary['user'] }) {
  if (content.mine) return `your ${noun[kind]}`;
  const name = content.user.firstName?.trim();
  return name ? `${name}'s ${noun[kind]}` : `this ${noun[kind]}`;
}

/**
 * Why only the caller can see their own post or reply, or null when everyone can. A held post
 * from a service that sends no note yet reads as waiting for a moderator.
 */
export function heldReason(content: {
  mine: boolean;
  status: ThreadSummary['status'];
  heldNote?: HeldNote | undefined;
}): HeldNote['reason'] | null {
  if (!content.mine || content.status !== 'flagged') return null;
  return content.heldNote?.reason ?? 'review';
}
