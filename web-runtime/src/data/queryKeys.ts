import type { ModerationStatus } from '@heartwise/contracts';
import { apiKey } from '../api/apiKey.js';
import {
  currentUser,
  listThreadsPath,
  moderationQueuePath,
  myLinksPath,
  todaysHabits,
} from '@heartwise/contracts';

/**
 * Query keys are the cache's names for server data, shared by the shell and every remote (one
 * React Query client serves them all), so one app's refresh reaches another's screen.
 * A key is the API path, as SPEC §7's default fetcher expects: each is its call's `apiKey`. The links', the forum's and the queue's come
 * from their paths alone: every page loads this module, and those calls' schemas belong to the
 * pages that make them.
 */
export const queryKeys = {
  currentUser: apiKey(currentUser),
  habits: apiKey(todaysHabits),
  forumThreads: apiKey({ path: listThreadsPath }),
  links: apiKey({ path: myLinksPath }),
  moderationQueue: (status: ModerationStatus) => [...apiKey({ path: moderationQueuePath }), status] as const,
} as const;
