import type { ContentSnapshot, Reply, ThreadSummary, UserProfile } from '@heartwise/contracts';
import type { ThreadRecord } from '../ports/thread.repository.port.js';
import type { ReplyRecord } from '../ports/reply.repository.port.js';

/**
 * How an author is shown: first name from the forum's projection, or null ('Anonymous' in the
 * UI). Never an email: identity's events carry none, so the forum never holds one (README).
 */
function shownAuthor(authors: ReadonlyMap<string, UserProfile>, userId: string) {
  return { firstName: authors.get(userId)?.firstName ?? null };
}

/** Why a moderator asked for an edit: told to the author only. */
function editRequestFor(content: ThreadRecord | ReplyRecord, readerId: string) {
  return content.editRequest && content.userId === readerId ? { editRequest: content.editRequest } : {};
}

/** A thread as this reader sees it; `heldReplies` are the reader's own replies waiting for a moderator. */
export function threadView(
  thread: ThreadRecord,
  authors: ReadonlyMap<string, UserProfile>,
  readerId: string,
  heldReplies: number,
): ThreadSummary {
  return {
    id: thread.id,
    title: thread.title,
    content: thread.content,
    tags: thread.tags,
    createdAt: thread.createdAt,
    replyCount: thread.replyCount + heldReplies,
    user: shownAuthor(authors, thread.userId),
    status: thread.status,
    mine: thread.userId === readerId,
    ...editRequestFor(thread, readerId),
  };
}

export function replyView(
  reply: ReplyRecord,
  authors: ReadonlyMap<string, UserProfile>,
  readerId: string,
): Reply {
  return {
    id: reply.id,
    threadId: reply.threadId,
    content: reply.content,
    createdAt: reply.createdAt,
    user: shownAuthor(authors, reply.userId),
    status: reply.status,
    mine: reply.userId === readerId,
    ...editRequestFor(reply, readerId),
  };
}

/** What moderation needs to show a thread without asking the forum. */
export function threadSnapshot(thread: ThreadRecord): ContentSnapshot {
  return {
    contentType: 'thread',
    contentId: thread.id,
    threadId: thread.id,
    authorId: thread.userId,
    title: thread.title,
    content: thread.content,
    status: thread.status,
    createdAt: thread.createdAt,
  };
}

export function replySnapshot(reply: ReplyRecord): ContentSnapshot {
  return {
    contentType: 'reply',
    contentId: reply.id,
    threadId: reply.threadId,
    authorId: reply.userId,
    content: reply.content,
    status: reply.status,
    createdAt: reply.createdAt,
  };
}
