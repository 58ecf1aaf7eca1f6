import {
  authorNoticeFor,
  ContentRemoved,
  type ContentSnapshot,
  type RemoveContentRequest,
} from '@heartwise/contracts';
import { conflict, helplinesFor, newEvent, notFound } from '@heartwise/service-kit/domain';
import type { ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRecord, ReplyRepository } from '../../ports/reply.repository.port.js';
import type { StandingRepository } from '../../ports/standing.repository.port.js';
import { replySnapshot, threadSnapshot } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';
import { screen } from '../screening/screening.js';
import type { ScreeningPolicy } from '../screening/screen-post.js';
import { contentNotice, noticeId, withNotice } from '../standing/notices.js';
import { ensureMayUseForum, type AccessDeps } from '../standing/restriction.js';
import { REPLY_NOT_FOUND, THREAD_NOT_FOUND } from './visible-content.js';
import type { PlaceLookup } from './reader.js';
import { inView, callersView } from './callers-view.js';

export const CHANGED_MEANWHILE = 'This post changed just now. Please look at it again before taking it down.';

type RemoveDeps = AccessDeps & {
  threads: ThreadRepository;
  replies: ReplyRepository;
  standing: Pick<StandingRepository, 'of' | 'update'>;
  screening: ScreeningPolicy;
  memberships: PlaceLookup;
};

/**
 * A moderator or admin takes a thread down from its page, whatever its status: archived at once
 * (and moderated now, so an older decision arriving late cannot bring it back; a later restore
 * can), `forum.content.removed` in the same write so moderation records it in the item's history,
 * and its author is told kindly. Taking down what is already down changes nothing. A district
 * moderator finds nothing outside their district (404).
 */
export async function removeThread(
  deps: RemoveDeps,
  caller: ForumCaller,
  threadId: string,
  request: RemoveContentRequest,
): Promise<void> {
  await ensureMayUseForum(deps, caller);
  const thread = await deps.threads.findById(threadId);
  if (!thread || !inView(await callersView(deps, caller), thread)) throw notFound(THREAD_NOT_FOUND);
  if (thread.status === 'archived') return;
  const removedAt = deps.now().toISOString();
  const event = removedEvent(caller, request, removedAt, threadSnapshot({ ...thread, status: 'archived' }));
  if (!(await deps.threads.remove(thread, { removedAt }, [event]))) throw conflict(CHANGED_MEANWHILE);
  await tellAuthor(deps, thread, thread.title, removedAt);
}

/** As for threads: a reply taken down in place; its thread's count is recounted. */
export async function removeReply(
  deps: RemoveDeps,
  caller: ForumCaller,
  replyId: string,
  request: RemoveContentRequest,
): Promise<void> {
  await ensureMayUseForum(deps, caller);
  const reply = await deps.replies.findById(replyId);
  const thread = reply ? await deps.threads.findById(reply.threadId) : null;
  if (!reply || !thread || !inView(await callersView(deps, caller), thread, reply)) {
    throw notFound(REPLY_NOT_FOUND);
  }
  if (reply.status === 'archived') return;
  const removedAt = deps.now().toISOString();
  const event = removedEvent(
    caller,
    request,
    removedAt,
    replySnapshot({ ...reply, status: 'archived' }, thread),
  );
  if (!(await deps.replies.remove(reply, { removedAt }, [event]))) throw conflict(CHANGED_MEANWHILE);
  await deps.threads.setReplyCount(thread.id, await deps.replies.countActiveIn(thread.id));
  await tellAuthor(deps, reply, thread.title, removedAt);
}

const removedEvent = (
  caller: ForumCaller,
  request: RemoveContentRequest,
  removedAt: string,
  content: ContentSnapshot,
) => newEvent(ContentRemoved, { removedBy: caller.sub, reason: request.reason, removedAt, content });

/**
 * The author hears it in kind words: crisis words are never said to break the guidelines (they
 * get the helplines: their district's when it set any), anything else in neutral words. The
 * staff's reason is for the record only.
 */
async function tellAuthor(
  deps: RemoveDeps,
  content: ThreadRecord | ReplyRecord,
  threadTitle: string,
  removedAt: string,
): Promise<void> {
  const kind = screen(content.content, deps.screening.lists) === 'crisis' ? 'crisis' : 'report';
  const told = authorNoticeFor('remove', kind, 'title' in content ? 'post' : 'reply');
  if (!told) return;
  const notice = contentNotice(
    noticeId('removed', content.id, removedAt),
    told,
    { threadTitle, at: removedAt },
    helplinesFor(await deps.memberships.placeOf(content.userId), deps.screening.helplines),
  );
  await deps.standing.update(content.userId, (standing) => withNotice(standing, notice));
}
