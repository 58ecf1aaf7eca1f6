import { z } from 'zod';
import { ModerationHistoryAction, type ContentVisibility } from '@heartwise/contracts';
import type { ItemDecision, StoredItem } from './moderation-item.js';

/**
 * Items stored before issue 14 must still read: they have no `visibility`, and their history holds
 * the old actions (approve, reject, flag), which meant opposite things for reports and screened
 * content. Both are derived here, when the item is read; the next write stores them.
 */
export const LegacyHistoryAction = z.enum(['approve', 'reject', 'flag']);
type LegacyHistoryAction = z.infer<typeof LegacyHistoryAction>;

/** Who could see the content under the old statuses: what the forum did with each decision. */
function legacyVisibility(item: StoredItem): ContentVisibility {
  switch (item.status) {
    case 'approved':
      return 'public';
    case 'rejected':
      return 'removed';
    case 'flagged':
      return 'held';
    case 'pending':
      // The forum hid screened content and content waiting for a requested edit.
      return item.screening || item.editRequested ? 'held' : 'public';
  }
}

/** The decision an old action was, read by what the item was about. */
function decisionOf(action: LegacyHistoryAction, item: StoredItem): ModerationHistoryAction {
  const outcome = item.screening?.outcome;
  switch (action) {
    case 'approve':
      return outcome === 'crisis' ? 'publish' : outcome === 'abusive' ? 'allow' : 'keep';
    case 'reject':
      return outcome ? 'remove' : 'hide';
    case 'flag':
      return 'escalate';
  }
}

/** The item with every field of issues 14 and 16 present: what the core works with. */
export function upgradeStoredItem(item: StoredItem) {
  const history: ItemDecision[] = item.history.map((entry) => {
    const legacy = LegacyHistoryAction.safeParse(entry.action);
    const action = legacy.success
      ? decisionOf(legacy.data, item)
      : ModerationHistoryAction.parse(entry.action);
    return { ...entry, action };
  });
  return {
    ...item,
    visibility: item.visibility ?? legacyVisibility(item),
    history,
    // Items stored before districts (issue 16) are the public community's.
    organizationId: item.organizationId ?? null,
    schoolId: item.schoolId ?? null,
    authorRole: item.authorRole ?? null,
  };
}
