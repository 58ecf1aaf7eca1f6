import {
  CONTEXT_REPLIES,
  type ContentContext,
  type ContextPost,
  type ContentType,
  type UserProfile,
} from '@heartwise/contracts';
import { notFound } from '@heartwise/service-kit/domain';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRecord, ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';
import { REPLY_NOT_FOUND, THREAD_NOT_FOUND } from './visible-content.js';
import type { PlaceLookup } from './reader.js';
import { inView, callersView } from './callers-view.js';

type ContextDeps = AccessDeps & {
  threads: ThreadRepository;
  replies: ReplyRepository;
  authors: AuthorRepository;
  memberships: PlaceLookup;
};

/**
 * A queue item in its discussion, for moderators and admins: the thread (any status) with its
 * title, and for a reply the few replies before and after it (any status, each marked), so a
 * reply is never judged out of context. For a thread, the first few replies follow it. A district
 * moderator finds nothing outside their district (404).
 */
export async function contentContext(
  deps: ContextDeps,
  caller: ForumCaller,
  contentType: ContentType,
  contentId: string,
): Promise<ContentContext> {
  await ensureMayUseForum(deps, caller);
  const target = contentType === 'reply' ? await deps.replies.findById(contentId) : null;
  if (contentType === 'reply' && !target) throw notFound(REPLY_NOT_FOUND);
  const thread = await deps.threads.findById(target ? target.threadId : contentId);
  const view = await callersView(deps, caller);
  if (!thread || !inView(view, thread, ...(target ? [target] : []))) {
    throw notFound(target ? REPLY_NOT_FOUND : THREAD_NOT_FOUND);
  }
  const replies = (await deps.replies.allIn(thread.id)).filter((reply) => inView(view, reply));
  const at = target ? replies.findIndex((reply) => reply.id === target.id) : -1;
  const before = at > 0 ? replies.slice(Math.max(0, at - CONTEXT_REPLIES), at) : [];
  const after = target ? replies.slice(at + 1, at + 1 + CONTEXT_REPLIES) : replies.slice(0, CONTEXT_REPLIES);
  const authors = await deps.authors.byIds([
    thread.userId,
    ...[...before, ...after, ...(target ? [target] : [])].map((reply) => reply.userId),
  ]);
  return {
    thread: { ...contextPost(thread, authors), title: thread.title },
    before: before.map((reply) => contextPost(reply, authors)),
    target: target ? contextPost(target, authors) : null,
    after: after.map((reply) => contextPost(reply, authors)),
  };
}

function contextPost(
  post: Pick<ReplyRecord, 'id' | 'content' | 'createdAt' | 'status' | 'userId'>,
  authors: ReadonlyMap<string, UserProfile>,
): ContextPost {
  return {
    id: post.id,
    content: post.content,
    createdAt: post.createdAt,
    status: post.status,
    author: { firstName: authors.get(post.userId)?.firstName ?? null },
  };
}
