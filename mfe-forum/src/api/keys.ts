import { queryKeys } from '@heartwise/web-runtime';

/**
 * The forum's cache names. Keys are API paths (SPEC §7); everything about threads sits under
 * `queryKeys.forumThreads`, so one invalidation refreshes the list, the preview and a thread.
 */
export const forumKeys = {
  threads: queryKeys.forumThreads,
  threadPages: [...queryKeys.forumThreads, 'pages'],
  latestThreads: (limit: number) => [...queryKeys.forumThreads, 'latest', limit] as const,
  thread: (id: string) => [...queryKeys.forumThreads, id] as const,
  topics: ['/api/forum/topics'],
  consent: ['/api/forum/consent'],
  blocks: ['/api/forum/blocks'],
  standing: ['/api/forum/standing'],
} as const;
