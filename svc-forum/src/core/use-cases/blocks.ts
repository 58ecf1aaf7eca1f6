import { randomUUID } from 'node:crypto';
import type { Block, BlockRequest, UserProfile } from '@heartwise/contracts';
import { invalid, notFound } from '@heartwise/service-kit/domain';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import type { BlockEntry, BlockRepository } from '../../ports/block.repository.port.js';
import type { ForumCaller } from '../forum-caller.js';
import type { Viewer } from '../visibility.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';
import { ensureInYouthForum } from '../youth-forum.js';
import { viewerOf, type PlaceLookup } from './reader.js';
import { visibleReply, visibleThread } from './visible-content.js';

export const BLOCK_NOT_FOUND = "We couldn't find that block.";
export const OWN_POST = 'This is your own post, so there is nobody to block.';

type BlockDeps = AccessDeps & {
  threads: ThreadRepository;
  replies: ReplyRepository;
  authors: AuthorRepository;
  blocks: BlockRepository;
  memberships: PlaceLookup;
};

const blockOf = (entry: BlockEntry, authors: ReadonlyMap<string, UserProfile>): Block => ({
  id: entry.id,
  firstName: authors.get(entry.memberId)?.firstName ?? null,
  blockedAt: entry.blockedAt,
});

/**
 * Blocks the author of a post the caller can see (members never learn each other's ids): from now
 * on neither sees the other's threads or replies, so neither can reply to or report the other.
 * Blocking someone already blocked (a second tap, a retry) gives the block they already have. The
 * maker's side is written first: what they asked for holds for them even if the other side's write
 * has to be repeated.
 */
export async function blockAuthor(
  deps: BlockDeps,
  caller: ForumCaller,
  request: BlockRequest,
): Promise<Block> {
  ensureInYouthForum(caller);
  await ensureMayUseForum(deps, caller);
  const blocks = await deps.blocks.of(caller.sub);
  const viewer = await viewerOf(deps, caller);
  // Visible to them but for blocks: a post of someone they already blocked names that block.
  const content = await namedContent(deps, { ...viewer, hidden: new Set() }, request);
  if (content.userId === caller.sub) throw invalid(OWN_POST);
  const existing = blocks.blocking.find((entry) => entry.memberId === content.userId);
  if (existing) return blockOf(existing, await deps.authors.byIds([existing.memberId]));
  // Someone who blocked the caller is hidden from them: their post is missing, as anything unseen.
  await namedContent(deps, viewer, request);
  const made: BlockEntry = {
    id: randomUUID(),
    memberId: content.userId,
    blockedAt: deps.now().toISOString(),
  };
  const mine = await deps.blocks.update(caller.sub, (current) =>
    current.blocking.some((entry) => entry.memberId === made.memberId)
      ? null
      : { ...current, blocking: [...current.blocking, made] },
  );
  const block = mine.blocking.find((entry) => entry.memberId === made.memberId) ?? made;
  await deps.blocks.update(block.memberId, (current) =>
    current.blockedBy.some((entry) => entry.id === block.id)
      ? null
      : { ...current, blockedBy: [...current.blockedBy, { ...block, memberId: caller.sub }] },
  );
  return blockOf(block, await deps.authors.byIds([block.memberId]));
}

/** The thread or reply a block request names, if this viewer may see it; 404 otherwise. */
async function namedContent(deps: BlockDeps, viewer: Viewer, request: BlockRequest) {
  return request.contentType === 'thread'
    ? visibleThread(deps, viewer, request.contentId)
    : (await visibleReply(deps, viewer, request.contentId)).reply;
}

/** The people the caller blocked, newest first, by first name only. */
export async function listBlocks(deps: BlockDeps, caller: ForumCaller): Promise<Block[]> {
  await ensureMayUseForum(deps, caller);
  const { blocking } = await deps.blocks.of(caller.sub);
  const authors = await deps.authors.byIds(blocking.map((entry) => entry.memberId));
  return [...blocking]
    .sort((a, b) => b.blockedAt.localeCompare(a.blockedAt))
    .map((entry) => blockOf(entry, authors));
}

/** Unblocks: both see each other again. Someone else's block does not exist for the caller (404). */
export async function unblock(deps: BlockDeps, caller: ForumCaller, blockId: string): Promise<void> {
  await ensureMayUseForum(deps, caller);
  const ended = (await deps.blocks.of(caller.sub)).blocking.find((entry) => entry.id === blockId);
  if (!ended) throw notFound(BLOCK_NOT_FOUND);
  await deps.blocks.update(caller.sub, (blocks) =>
    blocks.blocking.some((entry) => entry.id === blockId)
      ? { ...blocks, blocking: blocks.blocking.filter((entry) => entry.id !== blockId) }
      : null,
  );
  await deps.blocks.update(ended.memberId, (blocks) =>
    blocks.blockedBy.some((entry) => entry.id === blockId)
      ? { ...blocks, blockedBy: blocks.blockedBy.filter((entry) => entry.id !== blockId) }
      : null,
  );
}
