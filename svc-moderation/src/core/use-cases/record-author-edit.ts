import type { ContentEdit } from '@heartwise/contracts';
import { newerSnapshot } from '../item-snapshot.js';
import type { QueueDeps } from './queue-content.js';
import { changeItem } from './change-item.js';

/**
 * The author edited their post.
 * - A moderator had asked for the edit: it is reviewed before it goes public. The item waits as
 *   pending with the new words, held (only its author sees it), marked as an edit in review, and
 *   its history says the author edited it.
 * - Otherwise (issue 19: authors edit freely, screened as a new post) while the item waits for a
 *   moderator: its history says the author edited it when, so the moderator knows the words on the
 *   page changed, and the item keeps the words as they were reported: what was reported stays in
 *   front of the moderator even when its author rewrote it.
 * A redelivered or stale edit changes nothing.
 */
export async function recordAuthorEdit(deps: QueueDeps, edit: ContentEdit): Promise<void> {
  const { content, editedAt } = edit;
  await changeItem(
    deps,
    () => deps.items.findByContent(content.contentType, content.contentId),
    (current) => {
      if (!current) return null;
      if (!current.editRequested) {
        const waiting = current.status === 'pending' || current.status === 'flagged';
        const told = current.history.some((entry) => entry.action === 'edited' && entry.at === editedAt);
        if (!waiting || told) return null;
        return {
          next: {
            ...current,
            history: [...current.history, { action: 'edited', moderatorId: content.authorId, at: editedAt }],
            updatedAt: deps.now().toISOString(),
            revision: current.revision + 1,
          },
        };
      }
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
