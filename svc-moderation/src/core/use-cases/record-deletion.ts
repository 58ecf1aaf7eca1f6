import type { ContentDeletion } from '@heartwise/contracts';
import { newerSnapshot } from '../item-snapshot.js';
import type { QueueDeps } from './queue-content.js';
import { changeItem } from './change-item.js';

/**
 * Its author deleted a thread or reply: its item (if it has one) is closed, no longer public and
 * offering no decision, with a `deleted` entry by the author. Its words stay on the item, because
 * a deleted crisis post still needs a moderator's follow-up. Nothing is published: the forum
 * already deleted it.
 */
export async function recordDeletion(deps: QueueDeps, deletion: ContentDeletion): Promise<void> {
  const { content, deletedAt } = deletion;
  await changeItem(
    deps,
    () => deps.items.findByContent(content.contentType, content.contentId),
    (current) => {
      if (!current || current.visibility === 'deleted') return null;
      return {
        next: {
          ...current,
          ...newerSnapshot(current, content, deletedAt),
          status: 'rejected',
          visibility: 'deleted',
          editRequested: false,
          editAwaitingReview: false,
          history: [...current.history, { action: 'deleted', moderatorId: content.authorId, at: deletedAt }],
          updatedAt: deps.now().toISOString(),
          revision: current.revision + 1,
        },
      };
    },
  );
}
