import {
  ContentEdited,
  type ContentSnapshot,
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

export const NOT_YOURS = 'You can only edit your own posts.';
export const NO_EDIT_ASKED =
  'You can edit a post only when a moderator asks you to. This one has no edit request (any more).';

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
  policyFor(await deps.memberships.placeOfCaller(caller), deps.screening);

/**
 * The author edits a thread a moderator asked them to edit. The new words are screened as a new
 * post would be (crisis words bring the support notice at once), and the edit stays visible to its
 * author only (`edit-review`) until a moderator publishes it: an edit never goes public unread.
 * Moderation is told (`forum.content.edited`, with a screening event when screening held it) in the
 * same write.
 */
export async function editThread(
  deps: EditDeps,
  caller: ForumCaller,
  threadId: string,
  request: EditThreadRequest,
): Promise<CreatedThread> {
  await ensureMayPost(deps, caller);
  const reader = await readerOf(deps, caller);
  const thread = await visibleThread(deps, reader, threadId);
  if (thread.userId !== caller.sub) throw forbidden(NOT_YOURS);
  if (thread.heldNote?.reason !== 'edit-requested') throw conflict(NO_EDIT_ASKED);
  const screened = screenPost(await authorsPolicy(deps, caller), request.content, 'discussion');
  const edit = authorEdit(deps, request.content);
  const snapshot = threadSnapshot({ ...thread, content: edit.content });
  const stored = await deps.threads.applyAuthorEdit(thread, edit, editEvents(edit, snapshot, screened));
  if (!stored) throw conflict(NO_EDIT_ASKED);
  const [authors, held] = await Promise.all([
    deps.authors.byIds([caller.sub]),
    deps.replies.heldBy(caller.sub, [thread.id]),
  ]);
  return { ...threadView(stored, authors, reader, held.length), ...noticeOf(screened) };
}

/** As for threads: the author's edit of a reply, held for review; its thread's count is unchanged. */
export async function editReply(
  deps: EditDeps,
  caller: ForumCaller,
  replyId: string,
  request: EditReplyRequest,
): Promise<CreatedReply> {
  await ensureMayPost(deps, caller);
  const reader = await readerOf(deps, caller);
  const { reply, thread } = await visibleReply(deps, reader, replyId);
  if (reply.userId !== caller.sub) throw forbidden(NOT_YOURS);
  if (reply.heldNote?.reason !== 'edit-requested') throw conflict(NO_EDIT_ASKED);
  const screened = screenPost(await authorsPolicy(deps, caller), request.content, 'reply');
  const edit = authorEdit(deps, request.content);
  const snapshot = replySnapshot({ ...reply, content: edit.content }, thread);
  const stored = await deps.replies.applyAuthorEdit(reply, edit, editEvents(edit, snapshot, screened));
  if (!stored) throw conflict(NO_EDIT_ASKED);
  const authors = await deps.authors.byIds([caller.sub]);
  return { ...replyView(stored, authors, reader), ...noticeOf(screened) };
}

function authorEdit(deps: Pick<EditDeps, 'now'>, content: string): AuthorEdit {
  const editedAt = deps.now().toISOString();
  return { content, heldNote: { reason: 'edit-review', at: editedAt }, editedAt };
}

function editEvents(edit: AuthorEdit, snapshot: ContentSnapshot, screened: ScreenedPost): EventEnvelope[] {
  return [
    newEvent(ContentEdited, { editedAt: edit.editedAt, content: snapshot }),
    ...screenedEvents(screened.outcome, snapshot, edit.editedAt),
  ];
}

const noticeOf = (screened: ScreenedPost) => (screened.notice ? { notice: screened.notice } : {});
