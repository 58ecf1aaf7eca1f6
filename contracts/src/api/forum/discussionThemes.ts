import { DiscussionThemes } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const discussionThemes = {
  method: 'get',
  path: '/api/forum/themes',
  service: 'forum',
  auth: 'member',
  response: DiscussionThemes,
  timeZone: true,
} as const satisfies OperationCall;

export const discussionThemesDocs = {
  summary: 'Share of visible threads per topic group, community-wide',
  errors: { 403: 'the caller is suspended from Pause and Post' },
} as const satisfies OperationDocs;
