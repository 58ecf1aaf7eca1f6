import { decisionRules, type ContentRemoval } from '@heartwise/contracts';
import { earlier, isAfterLastDecision, priorityOf, type ItemDecision } from '../moderation-item.js';
import { newerSnapshot, newItem } from '../item-snapshot.js';
import type { QueueDeps } from './queue-content.js';
import { changeItem } from './change-item.js';

/**
 * A moderator or admin took a thread or reply down from its page, and the forum applied it at
 * once. Moderation records it as a removal in the item's history (making the item if there was
 * none), by whom and why, so it can be restored from the queue like any removed item. No decision
 * is published: it is applied already. A take-down older than the item's latest decision only
 * joins the history.
 */
export async function recordRemoval(deps: QueueDeps, removal: ContentRemoval): Promise<void> {
  const { content, removedBy, reason, removedAt } = removal;
  const entry: ItemDecision = {
    action: 'removed-from-page',
    moderatorId: removedBy,
    at: removedAt,
    notes: reason,
  };
  const author = await deps.places.placeOf(content.authorId);
  await changeItem(
    deps,
    () => deps.items.findByContent(content.contentType, content.contentId),
    (current) => {
      const base = current ?? newItem(deps.newId(), content, removedAt, 'public', author);
      const known = base.history.some(
        (kept) => kept.action === entry.action && kept.at === entry.at && kept.moderatorId === removedBy,
      );
      if (known) return null;
      const history = [...base.history, entry].sort((a, b) => a.at.localeCompare(b.at));
      const revision = current ? current.revision + 1 : 0;
      const updatedAt = deps.now().toISOString();
      if (base.visibility === 'deleted' || !isAfterLastDecision(base, removedAt)) {
        return { next: { ...base, history, updatedAt, revision } };
      }
      const next = {
        ...base,
        ...newerSnapshot(base, content, removedAt),
        // A take-down from the page is a removal: it leaves the item as the remove decision does.
        status: decisionRules.remove.status,
        visibility: decisionRules.remove.visibility,
        editRequested: false,
        editAwaitingReview: false,
        moderatorId: removedBy,
        moderatorNotes: reason,
        reviewedAt: removedAt,
        history,
        createdAt: earlier(base.createdAt, removedAt),
        updatedAt,
        revision,
      };
      return { next: { ...next, priority: priorityOf(next) } };
    },
  );
}
