import { randomUUID } from 'node:crypto';
import {
  ReplyCreated,
  type AccessClaims,
  type CreatedReply,
  type CreateReplyRequest,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRecord, ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import { screenedEvents, screenPost, type ScreeningPolicy } from '../screening/screen-post.js';
import { replySnapshot, replyView } from '../content-views.js';
import { visibleThread } from './thread-detail.js';

/**
 * Replies to a thread the caller can see. A held reply is not counted for others (their count
 * and list stay as they were); its author sees it, and counts it, in their own view.
 */
export async function createReply(
  deps: {
    threads: ThreadRepository;
    replies: ReplyRepository;
    authors: AuthorRepository;
    screening: ScreeningPolicy;
    now: () => Date;
  },
  caller: AccessClaims,
  threadId: string,
  request: CreateReplyRequest,
): Promise<CreatedReply> {
  const thread = await visibleThread(deps, caller.sub, threadId);
  const screened = screenPost(deps.screening, request.content, 'reply');
  const now = deps.now().toISOString();
  const reply: ReplyRecord = {
    id: randomUUID(),
    threadId: thread.id,
    userId: caller.sub,
    content: request.content,
    status: screened.status,
    createdAt: now,
    updatedAt: now,
  };
  const snapshot = replySnapshot(reply);
  await deps.replies.create(reply, [
    newEvent(ReplyCreated, { ...snapshot, contentType: 'reply' }),
    ...screenedEvents(screened.outcome, snapshot, now),
  ]);
  if (reply.status === 'active') await deps.threads.addActiveReply(thread.id);
  const authors = await deps.authors.byIds([caller.sub]);
  return {
    ...replyView(reply, authors, caller.sub),
    ...(screened.notice ? { notice: screened.notice } : {}),
  };
}
