import type { ContentSnapshot, ContentVisibility } from '@heartwise/contracts';
import type { ModerationItemRecord } from './moderation-item.js';
import type { Place } from '../ports/places.port.js';

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

/**
 * A new item about `content`, entering the queue at `at` with the content visible as `visibility`,
 * stamped with its author's district and school as they are now (`author`; issue 16): the item
 * stays that district's even if the author moves later, as the content stays in its community.
 */
export function newItem(
  id: string,
  content: ContentSnapshot,
  at: string,
  visibility: ContentVisibility,
  author: Place,
): ModerationItemRecord {
  return {
    id,
    organizationId: author.organizationId,
    schoolId: author.organizationId ? author.schoolId : null,
    authorRole: author.role,
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
