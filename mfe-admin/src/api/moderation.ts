import type { ModerationStatus } from '@heartwise/contracts';
import { ModerationList } from '@heartwise/contracts';
import { getJson, queryKeys } from '@heartwise/ui-kit';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/admin/moderation?status=…: the queue for one status. */
export const moderationQueueQuery = (status: ModerationStatus) =>
  queryOptions({
    queryKey: queryKeys.moderationQueue(status),
    queryFn: () => getJson(`/api/admin/moderation?status=${status}`, ModerationList),
  });
