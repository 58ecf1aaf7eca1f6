import type { ContentSnapshot, HeldNote, Reply, ThreadSummary, UserProfile } from '@heartwise/contracts';
import type { ThreadRecord } from '../ports/thread.repository.port.js';
import type { ReplyRecord } from '../ports/reply.repository.port.js';

/** The reader a view is made for: who they are and what they already reported. */
export interface ViewReader {
  id: string;
  reported: ReadonlySet<string>;
}

/** A reader who reported nothing (their own new post, or a view where it does not matter). */
export const readerWithoutReports = (id: string): ViewReader => ({ id, reported: new Set() });

/**
 * How an author is shown: first name from the forum's projection, or null ('Anonymous' in the
 * UI). Never an email: identity's events carry none, so the forum never holds one (README).
 */
function shownAuthor(authors: ReadonlyMap<string, UserProfile>, userId: string) {
  return { firstName: authors.get(userId)?.firstName ?? null };
}

/** Why only its author sees it: told to the author only, and only while it is held. */
function heldNoteFor(
  content: { userId: string; status: string; heldNote?: HeldNote },
  reader: ViewReader,
): { heldNote?: HeldNote } {
  return content.status === 'flagged' && content.heldNote && content.userId === reader.id
    ? { heldNote: content.heldNote }
    : {};
}

/** A thread as this reader sees it; `heldReplies` are the reader's own replies waiting for a moderator. */
export function threadView(
  thread: ThreadRecord,
  authors: ReadonlyMap<string, UserProfile>,
  reader: ViewReader,
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
    mine: thread.userId === reader.id,
    ...heldNoteFor(thread, reader),
    reportedByMe: reader.reported.has(thread.id),
  };
}

export function replyView(
  reply: ReplyRecord,
  authors: ReadonlyMap<string, UserProfile>,
  reader: ViewReader,
): Reply {
  return {
    id: reply.id,
    threadId: reply.threadId,
    content: reply.content,
    createdAt: reply.createdAt,
    user: shownAuthor(authors, reply.userId),
    status: reply.status,
    mine: reply.userId === reader.id,
    ...heldNoteFor(reply, reader),
    reportedByMe: reader.reported.has(reply.id),
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
    threadTitle: thread.title,
    content: thread.content,
    status: thread.status,
    createdAt: thread.createdAt,
  };
}

/** A reply's snapshot names its discussion's title, so a reported reply is never out of context. */
export function replySnapshot(reply: ReplyRecord, thread: Pick<ThreadRecord, 'title'>): ContentSnapshot {
  return {
    contentType: 'reply',
    contentId: reply.id,
    threadId: reply.threadId,
    authorId: reply.userId,
    threadTitle: thread.title,
    content: reply.content,
    status: reply.status,
    createdAt: reply.createdAt,
  };
}
