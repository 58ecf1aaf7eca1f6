import { ForumExport } from '../../forum/export.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const exportMyForumData = {
  method: 'get',
  path: '/api/forum/export',
  service: 'forum',
  auth: 'signed-in',
  response: ForumExport,
} as const satisfies OperationCall;

export const exportMyForumDataDocs = {
  summary: 'Download my data, forum part: the threads you started',
} as const satisfies OperationDocs;
