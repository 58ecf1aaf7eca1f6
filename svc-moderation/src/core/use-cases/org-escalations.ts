import type { ModerationItem } from '@heartwise/contracts';
import type { ModerationItemRepository } from '../../ports/moderation-item.repository.port.js';
import type { QueueScope } from '../queue-scope.js';
import { QUEUE_PAGE } from './list-queue.js';
import { showItems, type ShowDeps } from './show-items.js';

/**
 * What a district's moderators escalated, for its organization admin (issue 16): the district's
 * escalated items in the queue's read shape, so they see what the moderator saw (the words, the
 * reports, the author's sanctions) and wrote (the history's notes). High priority first, then
 * newest. Platform admins see the same items in their own queue, so none waits on one person.
 */
export async function listEscalations(
  deps: ShowDeps & { items: ModerationItemRepository },
  scope: QueueScope,
): Promise<ModerationItem[]> {
  if (scope.kind !== 'district') return [];
  return showItems(deps, await deps.items.listByStatus('flagged', QUEUE_PAGE, scope.organizationId));
}
