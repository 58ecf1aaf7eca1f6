import { randomUUID } from 'node:crypto';
import { ReplyCreated, type CreatedReply, type CreateReplyRequest } from '@heartwise/contracts';
import { newEvent, stampOf } from '@heartwise/service-kit/domain';
import { policyFor } from '../screening/district-policy.js';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRecord, ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import type { BlockRepository } from '../../ports/block.repository.port.js';
import { heldForReview, screenedEvents, screenPost, type ScreeningPolicy } from '../screening/screen-post.js';
import { readerWithoutReports, replySnapshot, replyView } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayPost, type AccessDeps } from '../standing/restriction.js';
import { ensureInYouthForum } from '../youth-forum.js';
import { viewerOf, type PlaceLookup } from './reader.js';
import { visibleThread } from './visible-content.js';

/**
 * Replies to a thread the caller can see (not one by someone a block hides: that answers 404 like
 * missing content). A held reply is not counted for others (their count and list stay as they
 * were); its author sees it, and counts it, in their own view. A thread of another community is
 * missing too (404). The reply is stamped with its author's community, screened with their
 * district's phrases too, and its notice names their district's helplines.
 */
export async function createReply(
  deps: AccessDeps & {
    threads: ThreadRepository;
    replies: ReplyRepository;
    authors: AuthorRepository;
    blocks: Pick<BlockRepository, 'of'>;
    screening: ScreeningPolicy;
    memberships: PlaceLookup;
  },
  caller: ForumCaller,
  threadId: string,
  request: CreateReplyRequest,
): Promise<CreatedReply> {
  ensureInYouthForum(caller);
  await ensureMayPost(deps, caller);
  const place = await deps.memberships.placeOfCaller(caller);
  const thread = await visibleThread(deps, await viewerOf(deps, caller, place), threadId);
  const screened = screenPost(policyFor(place, deps.screening, caller.country), request.content, 'reply');
  const now = deps.now().toISOString();
  const reply: ReplyRecord = {
    id: randomUUID(),
    threadId: thread.id,
    userId: caller.sub,
    content: request.content,
    status: screened.status,
    createdAt: now,
    updatedAt: now,
    ...heldForReview(screened, now),
    ...stampOf(place),
  };
  const snapshot = replySnapshot(reply, thread);
  await deps.replies.create(reply, [
    newEvent(ReplyCreated, { ...snapshot, contentType: 'reply' }),
    ...screenedEvents(screened.outcome, snapshot, now),
  ]);
  if (reply.status === 'active') await deps.threads.addActiveReply(thread.id, reply.createdAt);
  const authors = await deps.authors.byIds([caller.sub]);
  return {
    ...replyView(reply, authors, readerWithoutReports(caller.sub)),
    ...(screened.notice ? { notice: screened.notice } : {}),
  };
}
