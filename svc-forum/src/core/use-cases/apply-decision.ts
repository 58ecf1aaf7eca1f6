import type { ContentStatus, Decision, ModerationAction } from '@heartwise/contracts';
import type { ThreadRepository } from '../../ports/thread.repository.port.js';
import type { ReplyRepository } from '../../ports/reply.repository.port.js';
import type { ModerationChange } from '../../ports/moderated-content.port.js';

/** SPEC's moderation actions as content statuses: only approved content is shown to others. */
const statusAfter: Record<ModerationAction, ContentStatus> = {
  approve: 'active',
  reject: 'archived',
  flag: 'flagged',
  // Held until its author edits it; they see the moderator's note as the reason.
  'request-edit': 'flagged',
};

/**
 * Applies a moderator's decision to a thread or reply. Idempotent and order-proof: a decision
 * older than the one applied changes nothing, and a reply's thread count is recounted from the
 * replies (set, never incremented), so a redelivered decision leaves the count right.
 */
export async function applyDecision(
  deps: { threads: ThreadRepository; replies: ReplyRepository },
  decision: Decision,
): Promise<void> {
  const change: ModerationChange = {
    status: statusAfter[decision.action],
    decidedAt: decision.decidedAt,
    ...(decision.action === 'request-edit'
      ? { editRequest: { reason: decision.notes ?? '', requestedAt: decision.decidedAt } }
      : {}),
  };
  if (decision.contentType === 'thread') {
    await deps.threads.applyDecision(decision.contentId, change);
    return;
  }
  const reply = await deps.replies.findById(decision.contentId);
  if (!reply) return;
  await deps.replies.applyDecision(reply.id, change);
  await deps.threads.setReplyCount(reply.threadId, await deps.replies.countActiveIn(reply.threadId));
}
