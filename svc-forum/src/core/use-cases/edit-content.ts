import {
  ContentEdited,
  type ContentSnapshot,
  type ContentStatus,
  type HeldNote,
  type CreatedReply,
  type CreatedThread,
  type EditReplyRequest,
  type EditThreadRequest,
  type EventEnvelope,
} from '@heartwise/contracts';
import { conflict, forbidden, newEvent } from '@heartwise/service-kit/domain';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import type { BlockRepository } from '../../ports/block.repository.port.js';
import type { ReportRepository } from '../../ports/report.repository.port.js';
import type { AuthorEdit } from '../../ports/moderated-content.port.js';
import {
  heldForReview,
  screenedEvents,
  screenPost,
  type ScreeningPolicy,
  type ScreenedPost,
} from '../screening/screen-post.js';
import { replySnapshot, replyView, threadSnapshot, threadView } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';
import { ensureMayPost, type AccessDeps } from '../standing/restriction.js';
import { readerOf, type PlaceLookup } from './reader.js';
import { policyFor } from '../screening/district-policy.js';
import { visibleReply, visibleThread } from './visible-content.js';
import { ensureInYouthForum } from '../youth-forum.js';

export const NOT_YOURS = 'You can only edit your own posts.';
/** Held content is read by a moderator as it was held: its author edits it once they decided. */
export const WAITS_FOR_MODERATOR =
  'A moderator is reading this post. You can edit it once they have looked at it.';

type EditDeps = AccessDeps & {
  threads: ThreadRepository;
  replies: ReplyRepository;
  authors: AuthorRepository;
  blocks: Pick<BlockRepository, 'of'>;
  reports: Pick<ReportRepository, 'reportedBy'>;
  screening: ScreeningPolicy;
  memberships: PlaceLookup;
};

/** The author's screening: the deployment's lists and their district's phrases and helplines. */
const authorsPolicy = async (deps: EditDeps, caller: ForumCaller) =>
  policyFor(await deps.memberships.placeOfCaller(caller), deps.screening, caller.country);

/**
 * The author edits their thread, screened as a new post would be (crisis words bring the support
 * notice at once), its events (`forum.content.edited`, and a screening event when screening held
 * it) in the same write:
 * - published content: clean words are published at once; words screening holds take the whole
 *   post out of sight (flagged, waiting for review) until a moderator decides, as a new post;
 * - after a moderator's edit request: the edit stays visible to its author only (`edit-review`)
 *   until a moderator publishes it;
 * - other held content (a moderator is reading it, or kept it private): 409, so words a moderator
 *   has not read never replace the ones they are deciding on.
 */
export async function editThread(
  deps: EditDeps,
  caller: ForumCaller,
  threadId: string,
  request: EditThreadRequest,
): Promise<CreatedThread> {
  ensureInYouthForum(caller);
  await ensureMayPost(deps, caller);
  const reader = await readerOf(deps, caller);
  const thread = await visibleThread(deps, reader, threadId);
  if (thread.userId !== caller.sub) throw forbidden(NOT_YOURS);
  const screened = screenPost(await authorsPolicy(deps, caller), request.content, 'discussion');
  const edit = authorEdit(deps, thread, request.content, screened);
  const snapshot = threadSnapshot({ ...thread, content: edit.content });
  const stored = await deps.threads.applyAuthorEdit(thread, edit, editEvents(edit, snapshot, screened));
  if (!stored) throw conflict(CHANGED_MEANWHILE);
  const [authors, held] = await Promise.all([
    deps.authors.byIds([caller.sub]),
    deps.replies.heldBy(caller.sub, [thread.id]),
  ]);
  return { ...threadView(stored, authors, reader, held.length), ...noticeOf(screened) };
}

/** As for threads: the author's edit of a reply; its thread's count follows when screening held it. */
export async function editReply(
  deps: EditDeps,
  caller: ForumCaller,
  replyId: string,
  request: EditReplyRequest,
): Promise<CreatedReply> {
  ensureInYouthForum(caller);
  await ensureMayPost(deps, caller);
  const reader = await readerOf(deps, caller);
  const { reply, thread } = await visibleReply(deps, reader, replyId);
  if (reply.userId !== caller.sub) throw forbidden(NOT_YOURS);
  const screened = screenPost(await authorsPolicy(deps, caller), request.content, 'reply');
  const edit = authorEdit(deps, reply, request.content, screened);
  const snapshot = replySnapshot({ ...reply, content: edit.content }, thread);
  const stored = await deps.replies.applyAuthorEdit(reply, edit, editEvents(edit, snapshot, screened));
  if (!stored) throw conflict(CHANGED_MEANWHILE);
  if (stored.status !== reply.status) {
    await deps.threads.setReplyCount(thread.id, await deps.replies.countActiveIn(thread.id));
  }
  const authors = await deps.authors.byIds([caller.sub]);
  return { ...replyView(stored, authors, reader), ...noticeOf(screened) };
}

/** It changed between the read and the write (a moderator decided, or another edit came first). */
export const CHANGED_MEANWHILE =
  'This post changed while you were editing it. Please reload it and try again.';

/** What the edit makes of the content as it was read (see `editThread`). */
function authorEdit(
  deps: Pick<EditDeps, 'now'>,
  read: { status: ContentStatus; heldNote?: HeldNote | undefined },
  content: string,
  screened: ScreenedPost,
): AuthorEdit {
  const editedAt = deps.now().toISOString();
  if (read.heldNote?.reason === 'edit-requested') {
    return { content, status: 'flagged', heldNote: { reason: 'edit-review', at: editedAt }, editedAt };
  }
  if (read.status !== 'active') throw conflict(WAITS_FOR_MODERATOR);
  return { content, status: screened.status, ...heldForReview(screened, editedAt), editedAt };
}

function editEvents(edit: AuthorEdit, snapshot: ContentSnapshot, screened: ScreenedPost): EventEnvelope[] {
  return [
    newEvent(ContentEdited, { editedAt: edit.editedAt, content: snapshot }),
    ...screenedEvents(screened.outcome, snapshot, edit.editedAt),
  ];
}

const noticeOf = (screened: ScreenedPost) => (screened.notice ? { notice: screened.notice } : {});
