import {
  decisionLabel,
  decisionRules,
  decisionsFor,
  waitsForAnAdministrator,
  type DecidableItem,
  type ModerationDecision,
  type Role,
} from '@heartwise/contracts';

/** "A, B or C": the labels of the decisions an item offers. */
function choices(item: DecidableItem, offered: ModerationDecision[]): string {
  const labels = offered.map((decision) => decisionLabel(decision, item));
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`
    : (labels[0] ?? 'nothing');
}

/**
 * Why `decision` is not one this person may make about this item now (`decisionsFor` did not
 * offer it), in a sentence that says what they can do instead.
 */
export function refusalOf(item: DecidableItem, role: Role, decision: ModerationDecision): string {
  const offered = decisionsFor(item, role);
  if (item.visibility === 'deleted') {
    return 'Its author deleted this post, so there is nothing left to decide.';
  }
  if (role === 'org-admin' && item.status !== 'flagged') {
    return 'This item is no longer escalated, so it is not yours to decide now. Its moderators have it.';
  }
  if (waitsForAnAdministrator(item, role)) {
    return "This item was escalated for an administrator's review, so only an administrator can decide it now.";
  }
  if (item.status === 'flagged' && decision === 'escalate') {
    return "This item is already escalated for an administrator's review.";
  }
  if (item.status === 'pending' || item.status === 'flagged') {
    if (item.editRequested) {
      return decision === 'request-edit'
        ? 'The author was already asked to edit this post; only they see it until they do.'
        : `This post waits for its author's edit. Until it comes, you can choose ${choices(item, offered)}.`;
    }
    return `"${decisionRules[decision].label}" is not a choice for this item. You can choose ${choices(item, offered)}.`;
  }
  if (item.visibility === 'public') {
    return 'This item was already decided and the post is public, so it can only be removed now.';
  }
  if (item.visibility === 'private') {
    return `This post is kept private with support. You can choose ${choices(item, offered)}.`;
  }
  return 'This item was already decided and the post is not public, so it can only be restored now, with a reason.';
}
