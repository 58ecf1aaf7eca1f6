import type { QueueAge } from '@heartwise/contracts';
import { moderationQueueAge } from '@heartwise/contracts';
import { apiKey, callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';

export const queueAgeKey = apiKey(moderationQueueAge);

/** GET /api/moderation/queue-age: how long the oldest pending item has waited (issue 19). */
export const fetchQueueAge = (): Promise<QueueAge> => callApi(moderationQueueAge);

// An age grows while the page is open: asked again every minute.
export const queueAgeQuery = queryOptions({
  queryKey: queueAgeKey,
  queryFn: fetchQueueAge,
  refetchInterval: 60_000,
});
