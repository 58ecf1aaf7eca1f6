import { OkBody } from '../../common.js';
import { BlockIdParams } from '../../forum/blocks.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const unblock = {
  method: 'delete',
  path: '/api/forum/blocks/{id}',
  service: 'forum',
  auth: 'member',
  params: BlockIdParams,
  response: OkBody,
  timeZone: true,
} as const satisfies OperationCall;

export const unblockDocs = {
  summary: 'Unblock someone',
  errors: { 403: 'the caller is suspended from Pause and Post' },
} as const satisfies OperationDocs;
