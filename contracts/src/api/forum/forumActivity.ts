import { ForumActivity } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const forumActivity = {
  method: 'get',
  path: '/api/forum/activity',
  service: 'forum',
  auth: 'member',
  response: ForumActivity,
  timeZone: true,
} as const satisfies OperationCall;

export const forumActivityDocs = {
  summary: 'Discussion counts for dashboard cards',
  errors: { 403: 'the caller is suspended from Pause and Post' },
} as const satisfies OperationDocs;
