import { ContentContext, ContentContextParams } from '../../forum/moderation-context.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const contentContext = {
  method: 'get',
  path: '/api/forum/context/{contentType}/{id}',
  service: 'forum',
  auth: 'moderator',
  params: ContentContextParams,
  response: ContentContext,
  timeZone: true,
} as const satisfies OperationCall;

export const contentContextDocs = {
  summary: 'A thread or reply in its discussion, any status (moderators and admins)',
  errors: { 403: 'the caller is suspended from Pause and Post' },
} as const satisfies OperationDocs;
