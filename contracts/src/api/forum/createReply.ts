import { CreatedReply, CreateReplyRequest, ThreadIdParams } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const createReply = {
  method: 'post',
  path: '/api/forum/threads/{id}/replies',
  service: 'forum',
  auth: 'member',
  params: ThreadIdParams,
  body: CreateReplyRequest,
  response: CreatedReply,
  status: 201,
  timeZone: true,
} as const satisfies OperationCall;

export const createReplyDocs = {
  summary: 'Reply to a thread; screening may hold it for a moderator',
  errors: { 403: 'the caller is muted or suspended, or a parent (Pause and Post is for young people)' },
} as const satisfies OperationDocs;
