import type { HelpRequest } from '@heartwise/contracts';
import { priorityOf, type ItemDecision } from '../moderation-item.js';
import { newItem } from '../item-snapshot.js';
import type { QueueDeps } from './queue-content.js';
import { changeItem } from './change-item.js';

/**
 * The author of crisis content kept private with support asked for help: the item goes back to
 * the top of the pending queue (High from now on) for a moderator to follow up, with an
 * `asked-for-help` entry holding what they wrote. The content stays as private as it was. An
 * escalated item stays with the administrators. A request for content moderation never saw is
 * kept all the same: a young person asking for help is never dropped.
 */
export async function recordHelpRequest(deps: QueueDeps, help: HelpRequest): Promise<void> {
  const { content, requestedAt } = help;
  const message = help.message?.trim();
  const entry: ItemDecision = {
    action: 'asked-for-help',
    moderatorId: content.authorId,
    at: requestedAt,
    ...(message ? { notes: message } : {}),
  };
  const author = await deps.places.placeOf(content.authorId);
  await changeItem(
    deps,
    () => deps.items.findByContent(content.contentType, content.contentId),
    (current) => {
      const base = current ?? newItem(deps.newId(), content, requestedAt, 'private', author);
      if (base.visibility === 'deleted') return null;
      const known = base.history.some((kept) => kept.action === entry.action && kept.at === entry.at);
      if (known) return null;
      const history = [...base.history, entry];
      return {
        next: {
          ...base,
          history,
          status: base.status === 'flagged' ? 'flagged' : 'pending',
          priority: priorityOf({ ...base, history }),
          updatedAt: deps.now().toISOString(),
          revision: current ? current.revision + 1 : 0,
        },
      };
    },
  );
}
