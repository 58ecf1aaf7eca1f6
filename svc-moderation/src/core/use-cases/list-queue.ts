import type { ModerationItem, ModerationStatus } from '@heartwise/contracts';
import type { ModerationItemRepository } from '../../ports/moderation-item.repository.port.js';

/** The queue for one status, in SPEC's read shape (storage-only fields dropped). */
export async function listQueue(
  deps: { items: ModerationItemRepository },
  status: ModerationStatus,
): Promise<ModerationItem[]> {
  const records = await deps.items.listByStatus(status);
  return records.map(({ contentId: _contentId, updatedAt: _updatedAt, ...item }) => item);
}
