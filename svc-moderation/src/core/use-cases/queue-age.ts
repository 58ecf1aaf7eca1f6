import type { QueueAge } from '@heartwise/contracts';
import type {
  ModerationItemRecord,
  ModerationItemRepository,
} from '../../ports/moderation-item.repository.port.js';
import { isAfterLastDecision } from '../moderation-item.js';

/**
 * Since when a pending item has waited: from entering the queue, or, once decided, from the first
 * report or screening after the latest decision (else its last change: an edit sent it back).
 */
export function waitingSince(item: ModerationItemRecord): string {
  if (!item.reviewedAt) return item.createdAt;
  const since = [
    ...item.reports.map((report) => report.reportedAt),
    ...(item.screening ? [item.screening.screenedAt] : []),
  ].filter((at) => isAfterLastDecision(item, at));
  return since.sort()[0] ?? item.updatedAt;
}

/**
 * The moderator dashboard's "Oldest waiting" (issue 19), over every pending item of the caller's
 * queue (`organizationId`: one district's), not over the page a browser happens to hold.
 */
export async function queueAge(
  deps: { items: Pick<ModerationItemRepository, 'pendingItems'>; now: () => Date },
  organizationId?: string,
): Promise<QueueAge> {
  const pending = await deps.items.pendingItems(organizationId);
  const oldest = pending.map(waitingSince).sort()[0] ?? null;
  const minutes =
    oldest === null ? null : Math.max(0, Math.floor((deps.now().getTime() - Date.parse(oldest)) / 60_000));
  return { pending: pending.length, oldestWaitingSince: oldest, oldestWaitingMinutes: minutes };
}
