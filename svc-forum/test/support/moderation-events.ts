import { randomUUID } from 'node:crypto';
import {
  DecisionMade,
  decisionRules,
  SanctionIssued,
  SanctionLifted,
  type ContentType,
  type EventEnvelope,
  type ModerationDecision,
  type ReviewKind,
  type SanctionKind,
} from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';

/** What a decision or sanction is about, as svc-moderation names it. */
export interface About {
  contentType: ContentType;
  contentId: string;
  threadId: string;
}

export const aboutThread = (thread: { id: string }): About => ({
  contentType: 'thread',
  contentId: thread.id,
  threadId: thread.id,
});
export const aboutReply = (reply: { id: string; threadId: string }): About => ({
  contentType: 'reply',
  contentId: reply.id,
  threadId: reply.threadId,
});

let last = 0;
/** Now, but always later than the previous call: decisions made one after another. */
export function later(): string {
  last = Math.max(Date.now(), last + 1);
  return new Date(last).toISOString();
}

export const moderatorId = '34343434-3434-4343-8343-343434343434';

/**
 * `moderation.decision.made` (version 2) as svc-moderation publishes it: the decision, the kind of
 * item, and the visibility contracts' rules give it.
 */
export function decided(
  about: About,
  decision: ModerationDecision,
  kind: ReviewKind,
  options: { messageToAuthor?: string; notes?: string; decidedAt?: string } = {},
): EventEnvelope {
  return newEvent(DecisionMade, {
    itemId: randomUUID(),
    ...about,
    kind,
    decision,
    visibility: decisionRules[decision].visibility,
    moderatorId,
    ...(options.notes ? { notes: options.notes } : {}),
    ...(options.messageToAuthor ? { messageToAuthor: options.messageToAuthor } : {}),
    decidedAt: options.decidedAt ?? later(),
  });
}

/** A warning, mute or suspension of a member, ending `hours` from `issuedAt` (none for a warning). */
export function sanctioned(
  memberId: string,
  kind: SanctionKind,
  options: { reason?: string; hours?: number; issuedAt?: Date; sanctionId?: string } = {},
): EventEnvelope {
  const issuedAt = options.issuedAt ?? new Date();
  const hours = options.hours ?? 24;
  return newEvent(SanctionIssued, {
    sanctionId: options.sanctionId ?? randomUUID(),
    memberId,
    kind,
    reason: options.reason ?? 'Please keep your words kind to others.',
    issuedBy: moderatorId,
    issuedAt: issuedAt.toISOString(),
    endsAt: kind === 'warning' ? null : new Date(issuedAt.getTime() + hours * 3_600_000).toISOString(),
  });
}

export function lifted(memberId: string, sanctionId: string, liftedAt = new Date()): EventEnvelope {
  return newEvent(SanctionLifted, {
    sanctionId,
    memberId,
    liftedBy: moderatorId,
    liftedAt: liftedAt.toISOString(),
  });
}
