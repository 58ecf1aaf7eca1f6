import { TopicCatalogue } from '../../forum/topics.js';
import type { OperationCall, OperationDocs } from '../operation.js';

/** `topicCatalogue` in `operationsByName`; exported as `forumTopics` because `topicCatalogue` is the catalogue itself. */
export const forumTopics = {
  method: 'get',
  path: '/api/forum/topics',
  service: 'forum',
  auth: 'member',
  response: TopicCatalogue,
  timeZone: true,
} as const satisfies OperationCall;

export const forumTopicsDocs = {
  summary: 'The topic catalogue a thread title is chosen from, in group order',
  errors: { 403: 'the caller is suspended from Pause and Post' },
} as const satisfies OperationDocs;
