import type { ContentSnapshot, ContentVisibility } from '@heartwise/contracts';
import type { ModerationItemRecord } from './moderation-item.js';

/**
 * The forum's snapshot of the content as the item keeps it, stated at `at`. A thread's title is
 * its discussion's title; a snapshot without a thread title (events older than issue 14) keeps
 * the one the item already knew.
 */
export function snapshotOf(
  content: ContentSnapshot,
  at: string,
  known?: Pick<ModerationItemRecord, 'threadTitle'>,
) {
  const threadTitle =
    content.threadTitle ??
    (content.contentType === 'thread' ? content.title : undefined) ??
    known?.threadTitle;
  return {
    threadId: content.threadId,
    authorId: content.authorId,
    title: content.title,
    ...(threadTitle === undefined ? {} : { threadTitle }),
    content: content.content,
    snapshotAt: at,
  };
}

/** The snapshot of `content` if it is newer than the item's, else nothing to change. */
export const newerSnapshot = (item: ModerationItemRecord, content: ContentSnapshot, at: string) =>
  at > item.snapshotAt ? snapshotOf(content, at, item) : {};

/** A new item about `content`, entering the queue at `at` with the content visible as `visibility`. */
export function newItem(
  id: string,
  content: ContentSnapshot,
  at: string,
  visibility: ContentVisibility,
): ModerationItemRecord {
  return {
    id,
    contentType: content.contentType,
    contentId: content.contentId,
    ...snapshotOf(content, at),
    status: 'pending',
    visibility,
    priority: 'medium',
    reports: [],
    history: [],
    editRequested: false,
    editAwaitingReview: false,
    createdAt: at,
    updatedAt: at,
    revision: 0,
  };
}
