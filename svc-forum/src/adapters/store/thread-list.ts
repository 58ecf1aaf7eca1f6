import type { Collection } from '@heartwise/service-kit';
import type {
  ListReader,
  ListedThread,
  Page,
  ThreadRecord,
  ThreadRepository,
} from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import { isShownTo } from '../../core/visibility.js';
import type { ThreadFeed } from './thread-feed.repository.js';
import { audienceFilter } from './community-stamp.js';
import { newestFirst } from './moderated-content.js';

/**
 * The list's pages on the document store (`ThreadRepository.newestVisibleTo`). The first pages come
 * from the feed (thread-feed.repository.ts), then the threads it names are read by id; each is
 * checked against the feed's claim with the core's own rule (`isShownTo`), and any disagreement (a
 * change the feed missed) drops the feed, to be rebuilt, and queries the threads instead, as pages
 * beyond the feed do.
 */
export function threadList(
  threads: Collection<ThreadRecord>,
  byIds: ThreadRepository['byIds'],
  replies: Pick<ReplyRepository, 'heldBy'>,
  feed: ThreadFeed,
): ThreadRepository['newestVisibleTo'] {
  const before = (cursor?: string) => (cursor ? { createdAt: { $lt: cursor } } : {});
  const order = { sort: { createdAt: -1, id: -1 } } as const;

  async function queried(reader: ListReader, page: Page): Promise<ListedThread[]> {
    const audience = audienceFilter(reader.community);
    // No $or on the storage port: the two visible sets are read apart and merged.
    const [active, held] = await Promise.all([
      threads.find(
        { status: 'active', ...audience, ...before(page.before) },
        { ...order, limit: page.limit },
      ),
      threads.find(
        { userId: reader.id, status: 'flagged', ...audience, ...before(page.before) },
        { ...order, limit: page.limit },
      ),
    ]);
    const listed = newestFirst([...active, ...held]).slice(0, page.limit);
    const heldReplies = await replies.heldBy(
      reader.id,
      listed.map((thread) => thread.id),
    );
    return listed.map((thread) => ({
      thread,
      heldReplies: heldReplies.filter((reply) => reply.threadId === thread.id).length,
    }));
  }

  async function fromFeed(reader: ListReader, query: Page): Promise<ListedThread[] | null> {
    const page = await feed.page(reader, query);
    if (!page) return null;
    const found = await byIds(page.threadIds);
    const byId = new Map(found.map((thread) => [thread.id, thread]));
    const listed = page.threadIds.map((id) => byId.get(id));
    // Blocks are the core's to apply: here the thread only has to be what the feed claimed.
    const agrees = (thread: ThreadRecord | undefined): thread is ThreadRecord =>
      thread !== undefined && isShownTo(thread, { ...reader, hidden: new Set() });
    if (!listed.every(agrees)) {
      await feed.invalidate();
      return null;
    }
    return listed.map((thread) => ({ thread, heldReplies: page.heldRepliesOf[thread.id] ?? 0 }));
  }

  return async (reader, page) => (await fromFeed(reader, page)) ?? queried(reader, page);
}
