import {
  authorNoticeFor,
  visibilityOfV1,
  type ContentStatus,
  type ContentType,
  type Decision,
  type HeldNote,
  type Helpline,
  type LegacyDecision,
  type ModerationDecision,
  type ReviewKind,
} from '@heartwise/contracts';
import { helplinesFor } from '@heartwise/service-kit/domain';
import type { ThreadRecord, ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRecord, ReplyRepository } from '../../ports/reply.repository.port.js';
import type { StandingRepository } from '../../ports/standing.repository.port.js';
import type { ModerationChange } from '../../ports/moderated-content.port.js';
import { contentNotice, noticeId, withNotice } from '../standing/notices.js';
import type { PlaceLookup } from './reader.js';

export interface DecisionDeps {
  threads: ThreadRepository;
  replies: ReplyRepository;
  standing: Pick<StandingRepository, 'update'>;
  /** Named in the author's notice after a crisis decision, unless their district set its own. */
  helplines: readonly Helpline[];
  memberships: PlaceLookup;
}

/** A decision as the forum applies it, whichever version of the event carried it. */
export interface AppliedDecision {
  contentType: ContentType;
  contentId: string;
  decidedAt: string;
  change: ModerationChange;
  /** What to tell the author (version 2 only): the decision and the kind of item it was about. */
  tell?: { decision: ModerationDecision; kind: ReviewKind; messageToAuthor?: string };
}

/** Who can see the content afterwards, as a stored status: only public content is shown to others. */
const statusOf: Readonly<Record<Decision['visibility'], ContentStatus>> = {
  public: 'active',
  held: 'flagged',
  private: 'flagged',
  removed: 'archived',
};

/** Why only the author sees held or private content (shown to them); none for the rest. */
function heldNoteAfter(
  visibility: Decision['visibility'],
  editRequested: boolean,
  message: string | undefined,
  at: string,
): HeldNote | undefined {
  const words = message ? { message } : {};
  if (visibility === 'private') return { reason: 'support', ...words, at };
  if (visibility !== 'held') return undefined;
  return editRequested ? { reason: 'edit-requested', ...words, at } : { reason: 'review', at };
}

function changeOf(
  visibility: Decision['visibility'],
  editRequested: boolean,
  message: string | undefined,
  decidedAt: string,
): ModerationChange {
  const heldNote = heldNoteAfter(visibility, editRequested, message, decidedAt);
  return { status: statusOf[visibility], decidedAt, ...(heldNote ? { heldNote } : {}) };
}

/** A version 2 decision: its visibility, its note to the author, and what the author is told. */
export function fromDecision(decision: Decision): AppliedDecision {
  return {
    contentType: decision.contentType,
    contentId: decision.contentId,
    decidedAt: decision.decidedAt,
    change: changeOf(
      decision.visibility,
      decision.decision === 'request-edit',
      decision.messageToAuthor,
      decision.decidedAt,
    ),
    tell: {
      decision: decision.decision,
      kind: decision.kind,
      ...(decision.messageToAuthor ? { messageToAuthor: decision.messageToAuthor } : {}),
    },
  };
}

/**
 * A version 1 decision (written before issue 14): its visibility only, and nothing new told to
 * the author; request-edit's notes were the author's note then, so they still are.
 */
export function fromLegacyDecision(decision: LegacyDecision): AppliedDecision {
  const editRequested = decision.action === 'request-edit';
  return {
    contentType: decision.contentType,
    contentId: decision.contentId,
    decidedAt: decision.decidedAt,
    change: changeOf(
      visibilityOfV1[decision.action],
      editRequested,
      editRequested ? decision.notes : undefined,
      decision.decidedAt,
    ),
  };
}

/**
 * Applies a moderator's decision to a thread or reply, and tells its author what contracts'
 * `authorNoticeFor` says (nothing at all for a dismissed report). Idempotent and order-proof: a
 * decision older than the one applied changes nothing and tells nothing; a reply's thread count is
 * recounted from the replies (set, never incremented); the notice's id comes from the decision, so
 * a redelivery (even after a crash between the write and the notice) tells the author once.
 */
export async function applyDecision(deps: DecisionDeps, decision: AppliedDecision): Promise<void> {
  const found = await decide(deps, decision);
  if (!found) return;
  const { content, threadTitle } = found;
  // This decision is the one in force (just applied, or applied before a redelivery).
  if (content.moderatedAt !== decision.decidedAt || !decision.tell) return;
  const { tell } = decision;
  const told = authorNoticeFor(
    tell.decision,
    tell.kind,
    decision.contentType === 'thread' ? 'post' : 'reply',
  );
  if (!told) return;
  const notice = contentNotice(
    noticeId('decision', decision.contentId, decision.decidedAt, tell.decision),
    told,
    { threadTitle, at: decision.decidedAt, fromModerator: tell.messageToAuthor },
    helplinesFor(await deps.memberships.placeOf(content.userId), deps.helplines),
  );
  await deps.standing.update(content.userId, (standing) => withNotice(standing, notice));
}

/** The content as it is after the decision, with its discussion's title; null when the forum has none. */
async function decide(
  deps: DecisionDeps,
  decision: AppliedDecision,
): Promise<{ content: ThreadRecord | ReplyRecord; threadTitle: string | undefined } | null> {
  if (decision.contentType === 'thread') {
    const thread =
      (await deps.threads.applyDecision(decision.contentId, decision.change)) ??
      (await deps.threads.findById(decision.contentId));
    return thread ? { content: thread, threadTitle: thread.title } : null;
  }
  const reply = await deps.replies.findById(decision.contentId);
  if (!reply) return null;
  const decided = (await deps.replies.applyDecision(reply.id, decision.change)) ?? reply;
  await deps.threads.setReplyCount(reply.threadId, await deps.replies.countActiveIn(reply.threadId));
  const thread = await deps.threads.findById(reply.threadId);
  return { content: decided, threadTitle: thread?.title };
}
