import { forumTopics } from '@heartwise/contracts';
import { callApi } from '@heartwise/web-runtime';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from './keys.js';

/** GET /api/forum/topics (`topicCatalogue`): the sentences a thread title is chosen from, in group order. */
export const fetchTopics = () => callApi(forumTopics);

export const topicsQuery = queryOptions({ queryKey: forumKeys.topics, queryFn: fetchTopics });
