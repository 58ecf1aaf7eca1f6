import type { ModerationItem, ModerationStatus } from '@heartwise/contracts';
import type { ModerationItemRepository } from '../../ports/moderation-item.repository.port.js';
import type { PersonRepository } from '../../ports/person.repository.port.js';
import { peopleNamedBy, toModerationItem } from '../item-view.js';

/** How many items one tab shows at most; a queue longer than this is worked from the top. */
export const QUEUE_PAGE = 500;

/** The queue for one status in SPEC's read shape: high priority first, then newest first. */
export async function listQueue(
  deps: { items: ModerationItemRepository; people: PersonRepository },
  status: ModerationStatus,
): Promise<ModerationItem[]> {
  const records = await deps.items.listByStatus(status, QUEUE_PAGE);
  const people = await deps.people.byIds(records.flatMap(peopleNamedBy));
  return records.map((record) => toModerationItem(record, people));
}
