import type { ThreadDetail } from '@heartwise/contracts';
import { notFound, sees } from '@heartwise/service-kit/domain';
import type { ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRecord, ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import { replyView, threadView } from '../content-views.js';
import { isStaff, type ForumCaller } from '../forum-caller.js';
import type { Reader } from './reader.js';
import { admittedReader, type ReadingDeps } from './admitted-reader.js';
import { stampOfContent } from '../visibility.js';
import { THREAD_NOT_FOUND, visibleThread } from './visible-content.js';

type DetailDeps = ReadingDeps & {
  threads: ThreadRepository;
  replies: ReplyRepository;
  authors: AuthorRepository;
};

/**
 * A thread with the replies this reader may see, oldest first. Members see what `isShownTo`
 * allows (active content, their own held content, nothing of people a block hides); moderators
 * and admins see the thread and every reply in any status, so they can take anything down in place,
 * within the communities they look after (a district moderator: their district's). Anyone else
 * asking for a thread of another community is told it is not there (404).
 */
export async function threadDetail(
  deps: DetailDeps,
  caller: ForumCaller,
  threadId: string,
): Promise<ThreadDetail> {
  const reader = await admittedReader(deps, caller);
  const { thread, replies } = isStaff(caller)
    ? await everything(deps, reader, threadId)
    : await whatMembersSee(deps, reader, threadId);
  const authors = await deps.authors.byIds([thread.userId, ...replies.map((reply) => reply.userId)]);
  // The stored count is everyone's (active replies); the reader's own held replies are added.
  const ownHeld = replies.filter((reply) => reply.status === 'flagged' && reply.userId === caller.sub).length;
  return {
    ...threadView(thread, authors, reader, ownHeld),
    replies: replies.map((reply) => replyView(reply, authors, reader)),
  };
}

async function whatMembersSee(
  deps: DetailDeps,
  reader: Reader,
  threadId: string,
): Promise<{ thread: ThreadRecord; replies: ReplyRecord[] }> {
  const thread = await visibleThread(deps, reader, threadId);
  const replies = await deps.replies.visibleIn(thread.id, reader.id);
  return { thread, replies: replies.filter((reply) => !reader.hidden.has(reply.userId)) };
}

async function everything(
  deps: DetailDeps,
  reader: Reader,
  threadId: string,
): Promise<{ thread: ThreadRecord; replies: ReplyRecord[] }> {
  const inView = (content: ThreadRecord | ReplyRecord) => sees(reader.community, stampOfContent(content));
  const thread = await deps.threads.findById(threadId);
  if (!thread || !inView(thread)) throw notFound(THREAD_NOT_FOUND);
  return { thread, replies: (await deps.replies.allIn(thread.id)).filter(inView) };
}
