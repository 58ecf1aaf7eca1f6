import type {
  ModerationActionRequest,
  ModerationDecision,
  ModerationItem,
  ModerationStatus,
} from '@heartwise/contracts';
import { decideModerationItem as decideModerationItemCall, moderationQueue } from '@heartwise/contracts';
import { callApi, queryKeys } from '@heartwise/web-runtime';
import { postDecision } from '@heartwise/web-runtime/moderation';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/admin/moderation?status=… (`moderationQueue`): the queue for one status. */
export const fetchModerationQueue = (status: ModerationStatus): Promise<ModerationItem[]> =>
  callApi(moderationQueue, { query: { status } });

export const moderationQueueQuery = (status: ModerationStatus) =>
  queryOptions({
    queryKey: queryKeys.moderationQueue(status),
    queryFn: () => fetchModerationQueue(status),
  });

/** Every status's list shares this prefix, so one invalidation refreshes them all after a decision. */
export const moderationQueuePrefix = [queryKeys.moderationQueue('pending')[0]] as const;

/** POST /api/admin/moderation/{itemId}/{decision}; the reply is the decided item (a body only with words). */
export const decideModerationItem = (
  itemId: string,
  decision: ModerationDecision,
  request: ModerationActionRequest = {},
): Promise<ModerationItem> => postDecision(decideModerationItemCall, itemId, decision, request);
