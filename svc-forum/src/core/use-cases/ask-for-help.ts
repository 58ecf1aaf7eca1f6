import {
  HelpRequested,
  type AskForHelpRequest,
  type ContentSnapshot,
  type HeldNote,
} from '@heartwise/contracts';
import { conflict, forbidden, newEvent } from '@heartwise/service-kit/domain';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { BlockRepository } from '../../ports/block.repository.port.js';
import { replySnapshot, threadSnapshot } from '../content-views.js';
import type { ForumCaller } from '../forum-caller.js';
import { viewerOf, type PlaceLookup } from './reader.js';
import { visibleReply, visibleThread } from './visible-content.js';

export const NOT_YOURS_TO_ASK = 'Only the person who wrote a post can ask for help with it.';
export const NOT_KEPT_PRIVATE =
  'You can ask a moderator for help from a post they kept private with support. If you need ' +
  'someone to talk to now, the helplines are always there for you.';
export const ALREADY_ASKED =
  'You already asked, and a moderator will get back to you soon. If you need someone right now, ' +
  'please reach out to one of the helplines.';

type HelpDeps = {
  threads: ThreadRepository;
  replies: ReplyRepository;
  blocks: Pick<BlockRepository, 'of'>;
  memberships: PlaceLookup;
  now: () => Date;
};

/**
 * The author of a thread kept private with support asks a moderator for help: the note remembers
 * when, and `forum.help.requested` (with their words, if any) puts it back at the top of the queue,
 * in the same write. Once per moderator's message. Never stopped by a mute or suspension.
 */
export async function askForHelpWithThread(
  deps: HelpDeps,
  caller: ForumCaller,
  threadId: string,
  request: AskForHelpRequest,
): Promise<void> {
  const thread = await visibleThread(deps, await viewerOf(deps, caller), threadId);
  if (thread.userId !== caller.sub) throw forbidden(NOT_YOURS_TO_ASK);
  const asked = askedNote(thread.heldNote, deps.now().toISOString());
  const event = helpEvent(asked, request, threadSnapshot(thread));
  if (!(await deps.threads.setHeldNote(thread, asked, asked.helpRequestedAt, [event]))) {
    throw conflict(ALREADY_ASKED);
  }
}

/** As for threads: the author of a reply kept private with support asks for help. */
export async function askForHelpWithReply(
  deps: HelpDeps,
  caller: ForumCaller,
  replyId: string,
  request: AskForHelpRequest,
): Promise<void> {
  const { reply, thread } = await visibleReply(deps, await viewerOf(deps, caller), replyId);
  if (reply.userId !== caller.sub) throw forbidden(NOT_YOURS_TO_ASK);
  const asked = askedNote(reply.heldNote, deps.now().toISOString());
  const event = helpEvent(asked, request, replySnapshot(reply, thread));
  if (!(await deps.replies.setHeldNote(reply, asked, asked.helpRequestedAt, [event]))) {
    throw conflict(ALREADY_ASKED);
  }
}

/** The note with the request remembered; only on support notes not yet answered by a request. */
function askedNote(note: HeldNote | undefined, now: string): HeldNote & { helpRequestedAt: string } {
  if (note?.reason !== 'support') throw conflict(NOT_KEPT_PRIVATE);
  // A moderator's later message (a new support decision) starts a new note without a request.
  if (note.helpRequestedAt) throw conflict(ALREADY_ASKED);
  return { ...note, helpRequestedAt: now };
}

const helpEvent = (note: { helpRequestedAt: string }, request: AskForHelpRequest, content: ContentSnapshot) =>
  newEvent(HelpRequested, {
    requestedAt: note.helpRequestedAt,
    ...(request.message ? { message: request.message } : {}),
    content,
  });
