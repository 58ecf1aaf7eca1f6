import { Block, BlockRequest } from '../../forum/blocks.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const blockAuthor = {
  method: 'post',
  path: '/api/forum/blocks',
  service: 'forum',
  auth: 'member',
  body: BlockRequest,
  response: Block,
  status: 201,
  timeZone: true,
} as const satisfies OperationCall;

export const blockAuthorDocs = {
  summary: "Block the author of a post or reply: you no longer see each other's posts or replies",
  errors: {
    400: 'it is your own post',
    403: 'the caller is suspended from Pause and Post, or a parent (Pause and Post is for young people)',
    404: 'no post the caller can see has that id',
  },
} as const satisfies OperationDocs;
