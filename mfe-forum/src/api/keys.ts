import { forumTopics, guidelinesConsent, listBlocks, myStanding, threadDetail } from '@heartwise/contracts';
import { apiKey, queryKeys } from '@heartwise/web-runtime';

/**
 * The forum's cache names. Keys are API paths (SPEC §7), each its call's `apiKey`; everything about
 * threads sits under `queryKeys.forumThreads`, so one invalidation refreshes the list, the preview
 * and a thread.
 */
export const forumKeys = {
  threads: queryKeys.forumThreads,
  threadPages: [...queryKeys.forumThreads, 'pages'],
  latestThreads: (limit: number) => [...queryKeys.forumThreads, 'latest', limit] as const,
  /** Found threads (GET /api/forum/search) sit under the threads too: a new post refreshes them. */
  found: (criteria: { q?: string | undefined; group?: string | undefined; sort: string }) =>
    [...queryKeys.forumThreads, 'found', criteria.q ?? '', criteria.group ?? '', criteria.sort] as const,
  thread: (id: string) => apiKey(threadDetail, { params: { id } }),
  topics: apiKey(forumTopics),
  consent: apiKey(guidelinesConsent),
  blocks: apiKey(listBlocks),
  standing: apiKey(myStanding),
} as const;
