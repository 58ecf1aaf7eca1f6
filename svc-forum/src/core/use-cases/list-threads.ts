import type { ThreadListQuery, ThreadSummary } from '@heartwise/contracts';
import type { Page, ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import type { ThreadFeed } from '../../ports/thread-feed.port.js';
import type { BlockRepository } from '../../ports/block.repository.port.js';
import type { ReportRepository } from '../../ports/report.repository.port.js';
import { isShownTo, type Viewer } from '../visibility.js';
import { threadView } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';
import { readerOf, type PlaceLookup, type Reader } from './reader.js';

type ListDeps = AccessDeps & {
  threads: ThreadRepository;
  replies: ReplyRepository;
  authors: AuthorRepository;
  feed: ThreadFeed;
  blocks: Pick<BlockRepository, 'of'>;
  reports: Pick<ReportRepository, 'reportedBy'>;
  memberships: PlaceLookup;
};

/** A listed thread and how many of the reader's own held replies it has. */
interface Listed {
  thread: ThreadRecord;
  heldReplies: number;
}

/**
 * The threads this reader may see, newest first: the active threads of their community (issue 16:
 * their district's or school's, or the public one) and their own held ones, without the threads of people a block hides from them (further pages are read until
 * the page is full, so a block never shortens it). Each reply count is what this reader sees in the
 * thread (their held replies too). Staff see the list as members do, of every community (platform
 * staff) or of their district's (district moderators). The first pages come from
 * the feed and are read by id; each thread is checked against the feed, and any disagreement (a
 * change the feed missed) reads the threads themselves instead.
 */
export async function listThreads(
  deps: ListDeps,
  caller: ForumCaller,
  query: ThreadListQuery,
): Promise<ThreadSummary[]> {
  await ensureMayUseForum(deps, caller);
  const reader = await readerOf(deps, caller);
  const shown: Listed[] = [];
  let before = query.before;
  for (;;) {
    const page = await onePage(deps, reader, { limit: query.limit, ...(before ? { before } : {}) });
    shown.push(...page.filter((listed) => !reader.hidden.has(listed.thread.userId)));
    const last = page.at(-1);
    if (shown.length >= query.limit || page.length < query.limit || !last) break;
    before = last.thread.createdAt;
  }
  return present(deps, reader, shown.slice(0, query.limit));
}

async function onePage(deps: ListDeps, reader: Viewer, page: Page): Promise<Listed[]> {
  const fromFeed = await pageFromFeed(deps, reader, page);
  if (fromFeed) return fromFeed;
  const threads = await deps.threads.listVisibleTo(reader.id, reader.community, page);
  const held = await deps.replies.heldBy(
    reader.id,
    threads.map((thread) => thread.id),
  );
  return threads.map((thread) => ({
    thread,
    heldReplies: held.filter((reply) => reply.threadId === thread.id).length,
  }));
}

async function pageFromFeed(deps: ListDeps, reader: Viewer, query: Page): Promise<Listed[] | null> {
  const page = await deps.feed.page(reader, query);
  if (!page) return null;
  const found = await deps.threads.byIds(page.threadIds);
  const byId = new Map(found.map((thread) => [thread.id, thread]));
  const threads = page.threadIds.map((id) => byId.get(id));
  const agrees = (thread: ThreadRecord | undefined): thread is ThreadRecord =>
    thread !== undefined && isShownTo(thread, { ...reader, hidden: new Set() });
  if (!threads.every(agrees)) {
    await deps.feed.invalidate();
    return null;
  }
  return threads.map((thread) => ({ thread, heldReplies: page.heldRepliesOf[thread.id] ?? 0 }));
}

async function present(
  deps: Pick<ListDeps, 'authors'>,
  reader: Reader,
  listed: Listed[],
): Promise<ThreadSummary[]> {
  const authors = await deps.authors.byIds(listed.map(({ thread }) => thread.userId));
  return listed.map(({ thread, heldReplies }) => threadView(thread, authors, reader, heldReplies));
}
