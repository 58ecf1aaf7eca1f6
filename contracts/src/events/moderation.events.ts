import { z } from 'zod';
import { Id, IsoDateTime } from '../common.js';
import { ContentVisibility, ModerationDecision, ReviewKind } from '../moderation/decisions.js';
import { SanctionKind } from '../moderation/sanctions.js';
import { ContentType } from './forum.events.js';
import { defineEvent } from './envelope.js';

/**
 * A moderator or admin decided about a thread or reply (issue 14's decisions). svc-forum applies
 * `visibility` (public → active; held or private → only its author sees it; removed → nobody) and
 * tells the author what `authorNoticeFor(decision, kind, …)` says, with `messageToAuthor` if any.
 * `notes` are the staff's own reasons and are never shown to the author.
 */
export const Decision = z.object({
  itemId: Id,
  contentType: ContentType,
  contentId: Id,
  threadId: Id,
  kind: ReviewKind,
  decision: ModerationDecision,
  visibility: ContentVisibility.exclude(['deleted']),
  moderatorId: Id,
  notes: z.string().optional(),
  messageToAuthor: z.string().optional(),
  decidedAt: IsoDateTime,
});
export type Decision = z.infer<typeof Decision>;
export const DecisionMade = defineEvent('moderation.decision.made', 2, Decision);

/**
 * Version 1 of the same topic (approve, reject, flag, request-edit). svc-forum still reads it, so an
 * event written before the upgrade is applied (its visibility only: `visibilityOfV1`) rather than
 * skipped; its author is told nothing new.
 */
export const LegacyDecision = z.object({
  itemId: Id,
  contentType: ContentType,
  contentId: Id,
  threadId: Id,
  action: z.enum(['approve', 'reject', 'flag', 'request-edit']),
  moderatorId: Id,
  notes: z.string().optional(),
  decidedAt: IsoDateTime,
});
export type LegacyDecision = z.infer<typeof LegacyDecision>;
export const DecisionMadeV1 = defineEvent('moderation.decision.made', 1, LegacyDecision);

export const visibilityOfV1: Readonly<Record<LegacyDecision['action'], Decision['visibility']>> = {
  approve: 'public',
  reject: 'removed',
  flag: 'held',
  'request-edit': 'held',
};

/**
 * A moderator or admin warned, muted or suspended a member. svc-forum keeps it in the member's
 * standing (enforcing mutes and suspensions itself) and tells the member, with the reason and end.
 */
export const SanctionIssue = z.object({
  sanctionId: Id,
  memberId: Id,
  kind: SanctionKind,
  reason: z.string(),
  issuedBy: Id,
  issuedAt: IsoDateTime,
  /** null for a warning. */
  endsAt: IsoDateTime.nullable(),
  /** The queue item it was issued from. */
  itemId: Id.optional(),
});
export type SanctionIssue = z.infer<typeof SanctionIssue>;
export const SanctionIssued = defineEvent('moderation.sanction.issued', 1, SanctionIssue);

/** A mute or suspension was lifted before its end. */
export const SanctionLift = z.object({
  sanctionId: Id,
  memberId: Id,
  liftedBy: Id,
  liftedAt: IsoDateTime,
});
export type SanctionLift = z.infer<typeof SanctionLift>;
export const SanctionLifted = defineEvent('moderation.sanction.lifted', 1, SanctionLift);
