import type { ContentEdit } from '@heartwise/contracts';
import { newerSnapshot } from '../item-snapshot.js';
import type { QueueDeps } from './queue-content.js';
import { changeItem } from './change-item.js';

/**
 * The author edited a post a moderator asked them to edit. An edit is reviewed before it goes
 * public: the item waits as pending with the new words, held (only its author sees it) and marked
 * as an edit in review, and its history says the author edited it. A redelivered or stale edit
 * (the request was already answered) changes nothing.
 */
export async function recordAuthorEdit(deps: QueueDeps, edit: ContentEdit): Promise<void> {
  const { content, editedAt } = edit;
  await changeItem(
    deps,
    () => deps.items.findByContent(content.contentType, content.contentId),
    (current) => {
      if (!current?.editRequested) return null;
      return {
        next: {
          ...current,
          ...newerSnapshot(current, content, editedAt),
          status: 'pending',
          visibility: 'held',
          editRequested: false,
          editAwaitingReview: true,
          history: [...current.history, { action: 'edited', moderatorId: content.authorId, at: editedAt }],
          updatedAt: deps.now().toISOString(),
          revision: current.revision + 1,
        },
      };
    },
  );
}
