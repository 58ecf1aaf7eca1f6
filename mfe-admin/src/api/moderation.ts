import type { ModerationAction, ModerationStatus } from '@heartwise/contracts';
import { ModerationItem, ModerationList } from '@heartwise/contracts';
import { apiRequest, getJson, queryKeys, sendJson } from '@heartwise/ui-kit';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/admin/moderation?status=…: the queue for one status. */
export const fetchModerationQueue = (status: ModerationStatus): Promise<ModerationItem[]> =>
  getJson(`/api/admin/moderation?status=${status}`, ModerationList);

export const moderationQueueQuery = (status: ModerationStatus) =>
  queryOptions({
    queryKey: queryKeys.moderationQueue(status),
    queryFn: () => fetchModerationQueue(status),
  });

/** Every status's list shares this prefix, so one invalidation refreshes them all after a decision. */
export const moderationQueuePrefix = [queryKeys.moderationQueue('pending')[0]] as const;

/**
 * SPEC §9: the note each action sends. Approve sends none, and then no body at all (SPEC §7: a JSON
 * body and its content type only when there is something to send).
 */
export const ACTION_NOTES: Readonly<Record<ModerationAction, string | undefined>> = {
  approve: undefined,
  reject: 'Content violates community guidelines',
  flag: 'Flagged for further review',
  'request-edit': 'Please edit your post so it follows the Community Guidelines.',
};

/**
 * POST /api/admin/moderation/{itemId}/{action} with the SPEC note, or the moderator's own (Request
 * Edit asks for one: the author reads it); the reply is the decided item.
 */
export async function decideModerationItem(
  itemId: string,
  action: ModerationAction,
  ownNotes?: string,
): Promise<ModerationItem> {
  const path = `/api/admin/moderation/${itemId}/${action}`;
  const notes = ownNotes ?? ACTION_NOTES[action];
  if (notes !== undefined) return sendJson('POST', path, { notes }, ModerationItem);
  const response = await apiRequest('POST', path);
  return ModerationItem.parse(await response.json());
}
