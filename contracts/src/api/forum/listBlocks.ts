import { BlockList } from '../../forum/blocks.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const listBlocks = {
  method: 'get',
  path: '/api/forum/blocks',
  service: 'forum',
  auth: 'member',
  response: BlockList,
  timeZone: true,
} as const satisfies OperationCall;

export const listBlocksDocs = {
  summary: 'The people you blocked',
  errors: { 403: 'the caller is suspended from Pause and Post' },
} as const satisfies OperationDocs;
