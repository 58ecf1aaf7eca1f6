import type { CommunityView } from '@heartwise/service-kit';
import type { Page, ThreadRecord } from './thread.repository.port.js';
import type { ReplyRecord } from './reply.repository.port.js';

/** One page of the thread list as the feed holds it. */
export interface FeedPage {
  /** The threads to show, newest first (still to be read, and checked, by id). */
  threadIds: string[];
  /** For each listed thread, how many of the reader's own held replies it has. */
  heldRepliesOf: Record<string, number>;
}

/**
 * The newest threads anyone may see (active) or their author may see (held), kept in one document
 * read by its id: the list's first pages without reading the threads collection, which FerretDB v1
 * would read whole for any other query (docs/architecture.md). Kept current by the repositories
 * on every write that changes a thread's or reply's status; rebuilt from the threads when missing.
 */
export interface ThreadFeed {
  /**
   * The page from the feed, of the communities `reader.community` sees, or null when the feed
   * cannot tell it exactly (then read the threads).
   */
  page(reader: { id: string; community: CommunityView }, page: Page): Promise<FeedPage | null>;
  /** A thread was written: created, decided about or edited. */
  threadChanged(thread: ThreadRecord): Promise<void>;
  /** A reply was written: its thread's count of held replies may change. */
  replyChanged(reply: ReplyRecord): Promise<void>;
  /** Its author deleted the thread: it leaves the feed. */
  threadDeleted(threadId: string): Promise<void>;
  /** Its author deleted the reply: it no longer counts as held. */
  replyDeleted(reply: ReplyRecord): Promise<void>;
  /** The feed disagreed with the threads: the next page rebuilds it. */
  invalidate(): Promise<void>;
}
