import { MODERATION_QUEUE_PAGE, type ModerationItem, type ModerationStatus } from '@heartwise/contracts';
import type { ModerationItemRepository } from '../../ports/moderation-item.repository.port.js';
import { showItems, type ShowDeps } from './show-items.js';
import { districtOf, type QueueScope } from '../queue-scope.js';

/** How many items one tab shows at most (contracts): a queue longer than this is worked from the top. */
export const QUEUE_PAGE = MODERATION_QUEUE_PAGE;

/**
 * The queue for one status in the read shape, as far as the caller's scope reaches (a district's
 * moderators see its items alone): high priority first, then newest first.
 */
export async function listQueue(
  deps: ShowDeps & { items: ModerationItemRepository },
  scope: QueueScope,
  status: ModerationStatus,
): Promise<ModerationItem[]> {
  if (scope.kind === 'nothing') return [];
  return showItems(deps, await deps.items.listByStatus(status, QUEUE_PAGE, districtOf(scope)));
}
