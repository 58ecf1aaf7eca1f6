import { OkBody } from '../../common.js';
import { ReportRequest, ThreadIdParams } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const reportReply = {
  method: 'post',
  path: '/api/forum/replies/{id}/report',
  service: 'forum',
  auth: 'member',
  params: ThreadIdParams,
  body: ReportRequest,
  response: OkBody,
  timeZone: true,
} as const satisfies OperationCall;

export const reportReplyDocs = {
  summary: 'Report a reply to the moderators (once per member)',
  errors: {
    400: 'it is your own post',
    403: 'the caller is muted or suspended, or a parent (Pause and Post is for young people)',
  },
} as const satisfies OperationDocs;
