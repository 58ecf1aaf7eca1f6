import { ThreadDetail, ThreadIdParams } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const threadDetail = {
  method: 'get',
  path: '/api/forum/threads/{id}',
  service: 'forum',
  auth: 'member',
  params: ThreadIdParams,
  response: ThreadDetail,
  timeZone: true,
} as const satisfies OperationCall;

export const threadDetailDocs = {
  summary: 'A visible thread with its visible replies',
  errors: {
    403: 'the caller is suspended from Pause and Post, or a parent (Pause and Post is for young people)',
  },
} as const satisfies OperationDocs;
