import type { CommunityKey, ContentStatus, EventEnvelope, HeldNote } from '@heartwise/contracts';
import type { ModeratedContentRepository } from './moderated-content.port.js';

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
  /** Why only its author sees it; always present on flagged content (stored or read so). */
  heldNote?: HeldNote;
  /** The community it was posted in, and its district (issue 16); absent on older content: public. */
  community?: CommunityKey;
  organizationId?: string | null;
}

/** Replies are moderated, edited and deleted as threads are (`ModeratedContentRepository`). */
export interface ReplyRepository extends ModeratedContentRepository<ReplyRecord> {
  /** Stores a new reply with the events it causes, in one write (the outbox). */
  create(reply: ReplyRecord, events: EventEnvelope[]): Promise<ReplyRecord>;
  findById(id: string): Promise<ReplyRecord | null>;
  /** Oldest first: the thread's active replies, and the reader's own held (flagged) ones. */
  visibleIn(threadId: string, readerId: string): Promise<ReplyRecord[]>;
  /** Oldest first: every reply of the thread, whatever its status (staff read them in place). */
  allIn(threadId: string): Promise<ReplyRecord[]>;
  /** The reader's own held replies in these threads (each reader's reply count includes them). */
  heldBy(readerId: string, threadIds: readonly string[]): Promise<ReplyRecord[]>;
  countActiveIn(threadId: string): Promise<number>;
  /** The person's replies that are not archived, whatever thread they answer. */
  notArchivedBy(userId: string): Promise<ReplyRecord[]>;
  /** How many replies have this status, whoever wrote them (admin figures). */
  countByStatus(status: ContentStatus): Promise<number>;
  /** Replies of any status posted in this district at or after `since`, in no order (its figures). */
  postedInDistrictSince(organizationId: string, since: string): Promise<ReplyRecord[]>;
}
