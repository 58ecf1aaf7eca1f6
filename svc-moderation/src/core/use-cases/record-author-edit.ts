import type { ContentEdit } from '@heartwise/contracts';
import type { QueueDeps } from './queue-content.js';
import { changeItem } from './change-item.js';

/**
 * The author edited a post a moderator asked them to edit: the item keeps waiting as pending with
 * the new words, so a moderator sees what changed, and its history says the author edited it.
 * A redelivered or stale edit (the request was already answered) changes nothing.
 */
export async function recordAuthorEdit(deps: QueueDeps, edit: ContentEdit): Promise<void> {
  const { content, editedAt } = edit;
  await changeItem(
    deps,
    () => deps.items.findByContent(content.contentType, content.contentId),
    (current) => {
      if (!current?.editRequested) return null;
      const newer = editedAt > current.snapshotAt;
      return {
        next: {
          ...current,
          ...(newer ? { title: content.title, content: content.content, snapshotAt: editedAt } : {}),
          editRequested: false,
          history: [...current.history, { action: 'edited', moderatorId: content.authorId, at: editedAt }],
          updatedAt: deps.now().toISOString(),
          revision: current.revision + 1,
        },
      };
    },
  );
}
