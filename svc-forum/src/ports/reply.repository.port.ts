import type { ContentStatus, EventEnvelope } from '@heartwise/contracts';
import type { AuthorEdit, EditRequest, ModerationChange } from './moderated-content.port.js';

export interface ReplyRecord {
  id: string;
  threadId: string;
  userId: string;
  content: string;
  status: ContentStatus;
  createdAt: string;
  updatedAt: string;
  /** When the latest moderation decision applied to it was made. */
  moderatedAt?: string;
  /** A moderator asked its author to edit it (it is held, status flagged, until they do). */
  editRequest?: EditRequest;
}

export interface ReplyRepository {
  /** Stores a new reply with the events it causes, in one write (the outbox). */
  create(reply: ReplyRecord, events: EventEnvelope[]): Promise<ReplyRecord>;
  findById(id: string): Promise<ReplyRecord | null>;
  /** Oldest first: the thread's active replies, and the reader's own held (flagged) ones. */
  visibleIn(threadId: string, readerId: string): Promise<ReplyRecord[]>;
  /** The reader's own held replies in these threads (each reader's reply count includes them). */
  heldBy(readerId: string, threadIds: readonly string[]): Promise<ReplyRecord[]>;
  countActiveIn(threadId: string): Promise<number>;
  /** The person's replies that are not archived, whatever thread they answer. */
  notArchivedBy(userId: string): Promise<ReplyRecord[]>;
  /** As for threads: the new status unless a later decision was applied; null when nothing changed. */
  applyDecision(id: string, change: ModerationChange): Promise<ReplyRecord | null>;
  /** As for threads: the author's edit when one is asked for; null otherwise. */
  applyAuthorEdit(
    id: string,
    authorId: string,
    edit: AuthorEdit,
    events: EventEnvelope[],
  ): Promise<ReplyRecord | null>;
  /** Every reply the person wrote, whatever its status, oldest first (their data export). */
  allBy(userId: string): Promise<ReplyRecord[]>;
  /** How many replies have this status, whoever wrote them (admin figures). */
  countByStatus(status: ContentStatus): Promise<number>;
}
