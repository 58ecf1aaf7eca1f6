import type { ModerationDecision, ModerationStatus } from '@heartwise/contracts';
import { ModerationActionRequest, ModerationItem, ModerationList } from '@heartwise/contracts';
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

/** What a decision carries once blank words and an unconfirmed risk are left out; null: nothing. */
function somethingToSend(request: ModerationActionRequest): ModerationActionRequest | null {
  const { notes, messageToAuthor, confirmRisk } = ModerationActionRequest.parse(request);
  const body: ModerationActionRequest = {
    ...(notes ? { notes } : {}),
    ...(messageToAuthor ? { messageToAuthor } : {}),
    ...(confirmRisk ? { confirmRisk } : {}),
  };
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * POST /api/admin/moderation/{itemId}/{decision}; the reply is the decided item. A JSON body (and
 * its content type) only when there is something to send (SPEC §7): "Keep it" sends none.
 */
export async function decideModerationItem(
  itemId: string,
  decision: ModerationDecision,
  request: ModerationActionRequest = {},
): Promise<ModerationItem> {
  const path = `/api/admin/moderation/${itemId}/${decision}`;
  const body = somethingToSend(request);
  if (body) return sendJson('POST', path, body, ModerationItem);
  const response = await apiRequest('POST', path);
  return ModerationItem.parse(await response.json());
}
