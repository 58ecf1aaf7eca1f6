import type {
  CommunityKey,
  ContentStatus,
  EventEnvelope,
  HeldNote,
  ThreadSortOrder,
} from '@heartwise/contracts';
import type { CommunityView } from '@heartwise/service-kit/domain';
import type { ModeratedContentRepository } from './moderated-content.port.js';
import type { Viewer } from '../core/visibility.js';

export interface ThreadRecord {
  id: string;
  userId: string;
  title: string;
  content: string;
  tags: string[];
  status: ContentStatus;
  /** Active replies only: what everyone sees (an author's own held replies are added per reader). */
  replyCount: number;
  createdAt: string;
  updatedAt: string;
  /** When the latest moderation decision applied to it was made (older ones arriving late lose). */
  moderatedAt?: string;
  /** Why only its author sees it; always present on flagged content (stored or read so). */
  heldNote?: HeldNote;
  /** The community it was posted in, and its district (issue 16); absent on older content: public. */
  community?: CommunityKey;
  organizationId?: string | null;
  /**
   * When its newest active replies were posted (at most `ACTIVITY_KEPT`, oldest first): its latest
   * activity at any moment, for the finder's "most active" order. Absent: only its creation.
   */
  activity?: string[];
  /**
   * When its author last edited its words: the finder's word lists hold it at this time (its
   * entries of earlier words are passed over). Absent: when it was started.
   */
  wordsAt?: string;
}

/** How many reply times a thread keeps in `activity`. */
export const ACTIVITY_KEPT = 20;

/** What the finder asks for (GET /api/forum/search). */
export interface FindQuery {
  /** Normalised words (core/search/search-words.ts); the thread holds every one. */
  words: string[];
  /** A topic group: the thread's tag. */
  group?: string;
  sort: ThreadSortOrder;
  limit: number;
  /** The page before's cursor: this page starts strictly after its last thread. */
  after?: string;
  /** Now: a first page is of this moment, and so are the pages after it. */
  now: string;
}

/** One page the finder found, and the cursor of the next (null: nothing further). */
export type FoundPage = { threads: ThreadRecord[]; next: string | null } | { unknownCursor: true };

export interface Page {
  /** The createdAt of the last thread already shown. */
  before?: string;
  limit: number;
}

/** Who reads the list: their own held threads and replies count, within the communities they see. */
export interface ListReader {
  id: string;
  community: CommunityView;
}

/** A thread of the list, and how many of the reader's own held replies it has. */
export interface ListedThread {
  thread: ThreadRecord;
  heldReplies: number;
}

/** Threads: listed, found and counted; moderated, edited and deleted as replies are. */
export interface ThreadRepository extends ModeratedContentRepository<ThreadRecord> {
  /** Stores a new thread with the events it causes, in one write (the outbox). */
  create(thread: ThreadRecord, events: EventEnvelope[]): Promise<ThreadRecord>;
  findById(id: string): Promise<ThreadRecord | null>;
  /**
   * One page of the list, newest first, of the communities `reader.community` sees: active threads
   * and the reader's own held (flagged) ones, older than `page.before`, at most `page.limit`; each
   * with the reader's own held replies in it. However the store finds them, the page is the one a
   * query of the threads would give.
   */
  newestVisibleTo(reader: ListReader, page: Page): Promise<ListedThread[]>;
  /**
   * One page of the active threads `viewer` is shown (`isShownTo`) that match the query, in its
   * order; pages follow each other by cursor without skipping or repeating a thread, whatever is
   * posted or replied to between them. Each call reads a bounded number of documents by key: a
   * page may come back short with a cursor to read further.
   */
  find(viewer: Viewer, query: FindQuery): Promise<FoundPage>;
  /** How many threads `newestVisibleTo` would show in all, page after page. */
  countVisibleTo(readerId: string, view: CommunityView): Promise<number>;
  /** Active threads carrying this tag (a topic group), of the communities `view` sees. */
  countActiveTagged(tag: string, view: CommunityView): Promise<number>;
  /** The person's threads with one of these statuses. */
  countBy(userId: string, statuses: readonly ContentStatus[]): Promise<number>;
  /** These threads, by id (missing ones left out). */
  byIds(ids: readonly string[]): Promise<ThreadRecord[]>;
  /** One more active reply (a new reply that passed screening), posted at `at`. */
  addActiveReply(threadId: string, at: string): Promise<void>;
  /** Sets the count from a fresh count of active replies (idempotent, so decisions can repeat). */
  setReplyCount(threadId: string, activeReplies: number): Promise<void>;
  /** How many threads have this status, whoever wrote them (admin figures). */
  countByStatus(status: ContentStatus): Promise<number>;
  /** How many threads of any status were started from `from` (included) to `to` (excluded), ISO instants. */
  countStartedBetween(from: string, to: string): Promise<number>;
  /** Threads of any status posted in this district at or after `since`, in no order (its figures). */
  postedInDistrictSince(organizationId: string, since: string): Promise<ThreadRecord[]>;
}
