import { TopicCatalogue } from '@heartwise/contracts';
import { getJson } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from './keys.js';

/** GET /api/forum/topics: the sentences a thread title is chosen from, in group order. */
export const fetchTopics = () => getJson('/api/forum/topics', TopicCatalogue);

export const topicsQuery = queryOptions({ queryKey: forumKeys.topics, queryFn: fetchTopics });
