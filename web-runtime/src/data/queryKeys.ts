import type { ModerationStatus } from '@heartwise/contracts';

/**
 * Query keys are the cache's names for server data, shared by the shell and every remote (one
 * React Query client serves them all), so one app's refresh reaches another's screen.
 * A key is the API path, as SPEC §7's default fetcher expects.
 */
export const queryKeys = {
  currentUser: ['/api/user'],
  habits: ['/api/habits'],
  forumThreads: ['/api/forum/threads'],
  links: ['/api/links'],
  moderationQueue: (status: ModerationStatus) => ['/api/admin/moderation', status] as const,
} as const;
