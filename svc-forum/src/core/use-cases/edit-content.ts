import {
  ContentEdited,
  type AccessClaims,
  type ContentSnapshot,
  type CreatedReply,
  type CreatedThread,
  type EditReplyRequest,
  type EditThreadRequest,
  type EventEnvelope,
} from '@heartwise/contracts';
import { conflict, forbidden, newEvent, notFound } from '@heartwise/service-kit';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { AuthorRepository } from '../../ports/author.repository.port.js';
import type { AuthorEdit } from '../../ports/moderated-content.port.js';
import {
  screenedEvents,
  screenPost,
  type ScreeningPolicy,
  type ScreenedPost,
} from '../screening/screen-post.js';
import { replySnapshot, replyView, threadSnapshot, threadView } from '../content-views.js';
import { isVisibleTo } from '../visibility.js';
import { THREAD_NOT_FOUND } from './thread-detail.js';
import { REPLY_NOT_FOUND } from './report-content.js';

export const NOT_YOURS = 'You can only edit your own posts.';
export const NO_EDIT_ASKED =
  'You can edit a post only when a moderator asks you to. This one has no edit request (any more).';

interface EditDeps {
  threads: ThreadRepository;
  replies: ReplyRepository;
  authors: AuthorRepository;
  screening: ScreeningPolicy;
  now: () => Date;
}

/**
 * The author edits a thread a moderator asked them to edit. The new words are screened as a new
 * post would be: clean, it shows to everyone again; held, it waits for a moderator. Either way
 * moderation is told (`forum.content.edited`, with a screening event when held) in the same write.
 */
export async function editThread(
  deps: EditDeps,
  caller: AccessClaims,
  threadId: string,
  request: EditThreadRequest,
): Promise<CreatedThread> {
  const thread = await deps.threads.findById(threadId);
  if (!thread || !isVisibleTo(thread, caller.sub)) throw notFound(THREAD_NOT_FOUND);
  if (thread.userId !== caller.sub) throw forbidden(NOT_YOURS);
  if (!thread.editRequest) throw conflict(NO_EDIT_ASKED);
  const screened = screenPost(deps.screening, request.content, 'discussion');
  const edit = authorEdit(deps, request.content, screened);
  const snapshot = threadSnapshot({ ...thread, content: edit.content, status: edit.status });
  const stored = await deps.threads.applyAuthorEdit(
    thread.id,
    caller.sub,
    edit,
    editEvents(edit, snapshot, screened),
  );
  if (!stored) throw conflict(NO_EDIT_ASKED);
  const [authors, held] = await Promise.all([
    deps.authors.byIds([caller.sub]),
    deps.replies.heldBy(caller.sub, [thread.id]),
  ]);
  return { ...threadView(stored, authors, caller.sub, held.length), ...noticeOf(screened) };
}

/** As for threads: the author's edit of a reply; its thread's count follows the reply's new status. */
export async function editReply(
  deps: EditDeps,
  caller: AccessClaims,
  replyId: string,
  request: EditReplyRequest,
): Promise<CreatedReply> {
  const reply = await deps.replies.findById(replyId);
  const thread = reply ? await deps.threads.findById(reply.threadId) : null;
  if (!reply || !thread || !isVisibleTo(reply, caller.sub) || !isVisibleTo(thread, caller.sub)) {
    throw notFound(REPLY_NOT_FOUND);
  }
  if (reply.userId !== caller.sub) throw forbidden(NOT_YOURS);
  if (!reply.editRequest) throw conflict(NO_EDIT_ASKED);
  const screened = screenPost(deps.screening, request.content, 'reply');
  const edit = authorEdit(deps, request.content, screened);
  const snapshot = replySnapshot({ ...reply, content: edit.content, status: edit.status });
  const stored = await deps.replies.applyAuthorEdit(
    reply.id,
    caller.sub,
    edit,
    editEvents(edit, snapshot, screened),
  );
  if (!stored) throw conflict(NO_EDIT_ASKED);
  await deps.threads.setReplyCount(thread.id, await deps.replies.countActiveIn(thread.id));
  const authors = await deps.authors.byIds([caller.sub]);
  return { ...replyView(stored, authors, caller.sub), ...noticeOf(screened) };
}

function authorEdit(deps: Pick<EditDeps, 'now'>, content: string, screened: ScreenedPost): AuthorEdit {
  return { content, status: screened.status, editedAt: deps.now().toISOString() };
}

function editEvents(edit: AuthorEdit, snapshot: ContentSnapshot, screened: ScreenedPost): EventEnvelope[] {
  return [
    newEvent(ContentEdited, { editedAt: edit.editedAt, content: snapshot }),
    ...screenedEvents(screened.outcome, snapshot, edit.editedAt),
  ];
}

const noticeOf = (screened: ScreenedPost) => (screened.notice ? { notice: screened.notice } : {});
