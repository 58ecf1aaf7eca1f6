import type { EventEnvelope } from '@heartwise/contracts';
import type {
  ModerationItemRecord,
  ModerationItemRepository,
} from '../../ports/moderation-item.repository.port.js';

/** What to store, given the item as it is now (null: none yet); null means nothing changes. */
export type DecideItem = (
  current: ModerationItemRecord | null,
) => { next: ModerationItemRecord; events?: EventEnvelope[] } | null;

const ATTEMPTS = 5;

/**
 * Read, decide, write only if nobody wrote in between (no transactions on FerretDB). Someone did
 * write (another topic's event, another moderator): read and decide again, so events always
 * describe what was stored. Returns the item as stored afterwards (null: none, and none was made).
 */
export async function changeItem(
  deps: { items: ModerationItemRepository },
  load: () => Promise<ModerationItemRecord | null>,
  decide: DecideItem,
): Promise<ModerationItemRecord | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await load();
    const change = decide(current);
    if (!change) return current;
    if (!current) {
      if (await deps.items.add(change.next)) return change.next;
      continue;
    }
    const stored = await deps.items.replaceIfUnchanged(change.next, current.revision, change.events);
    if (stored) return stored;
  }
  throw new ItemKeptChangingError();
}

/** Every attempt met someone else's write; thrown from an event handler, the event comes again. */
export class ItemKeptChangingError extends Error {
  constructor() {
    super('The moderation item kept changing while we tried to update it');
    this.name = 'ItemKeptChangingError';
  }
}
