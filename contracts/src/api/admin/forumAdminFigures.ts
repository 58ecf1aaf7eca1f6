import { ForumAdminFigures } from '../../admin/figures.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const forumAdminFigures = {
  method: 'get',
  path: '/api/forum/admin/figures',
  service: 'forum',
  auth: 'admin',
  response: ForumAdminFigures,
  timeZone: true,
} as const satisfies OperationCall;

export const forumAdminFiguresDocs = {
  summary: 'Threads and replies by status, and threads started this week (x-timezone)',
} as const satisfies OperationDocs;
