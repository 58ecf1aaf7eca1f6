import { OkBody } from '../../common.js';
import { NoticeIdParams } from '../../forum/standing.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const markNoticeRead = {
  method: 'post',
  path: '/api/forum/standing/notices/{id}/read',
  service: 'forum',
  auth: 'member',
  params: NoticeIdParams,
  response: OkBody,
  timeZone: true,
} as const satisfies OperationCall;

export const markNoticeReadDocs = {
  summary: "Mark a moderators' message as read",
} as const satisfies OperationDocs;
