import { z } from 'zod';
import { ThreadSummary } from './threads.js';
import { pageCursorParam, pageSizeParam } from '../paging.js';
import { TopicGroupName } from './topics.js';
import { SEARCH_MAX, SEARCH_PAGE_DEFAULT, SEARCH_PAGE_MAX } from './search-limits.js';

/**
 * The orders the forum's finder offers: `newest` (by when a thread was started) and `active` (by
 * its latest activity: the thread itself or its newest reply, as Discourse's "Latest").
 */
export const threadSortOrders = ['newest', 'active'] as const;
export const ThreadSortOrder = z.enum(threadSortOrders).meta({ id: 'ThreadSortOrder' });
export type ThreadSortOrder = z.infer<typeof ThreadSortOrder>;

/**
 * GET /api/forum/search: visible threads found by words (`q`: every word must be in the title or
 * the post), in one topic group, newest or most active first. `cursor` is the `nextCursor` of the
 * page before: opaque; the next page starts strictly after that page's last thread.
 */
export const ThreadSearchQuery = z.object({
  q: z
    .string()
    .max(SEARCH_MAX, { error: `Please search with at most ${SEARCH_MAX} characters` })
    .optional()
    .transform((words) => (words?.trim() ? words.trim() : undefined)),
  group: TopicGroupName.optional(),
  sort: ThreadSortOrder.default('newest'),
  cursor: pageCursorParam('This page of results has expired. Please search again.').optional(),
  limit: pageSizeParam({ max: SEARCH_PAGE_MAX, fallback: SEARCH_PAGE_DEFAULT, rows: ['thread', 'threads'] }),
});
export type ThreadSearchQuery = z.infer<typeof ThreadSearchQuery>;
export type ThreadSearchQueryInput = z.input<typeof ThreadSearchQuery>;

/** One page of found threads; `nextCursor` null when there is nothing further. */
export const ThreadSearchPage = z
  .object({ threads: z.array(ThreadSummary), nextCursor: z.string().nullable() })
  .meta({ id: 'ThreadSearchPage' });
export type ThreadSearchPage = z.infer<typeof ThreadSearchPage>;

/** The sentence for a cursor the service cannot follow (made for other words, or altered). */
export const SEARCH_CURSOR_EXPIRED = 'This page of results has expired. Please search again.';
