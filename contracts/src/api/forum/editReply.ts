import { CreatedReply, EditReplyRequest, ThreadIdParams } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const editReply = {
  method: 'put',
  path: '/api/forum/replies/{id}',
  service: 'forum',
  auth: 'member',
  params: ThreadIdParams,
  body: EditReplyRequest,
  response: CreatedReply,
  timeZone: true,
} as const satisfies OperationCall;

export const editReplyDocs = {
  summary:
    'The author edits a reply a moderator asked them to edit; only they see it until a moderator approves the edit',
  errors: {
    403: 'it is not your post, or you are muted or suspended',
    409: 'no moderator asked for an edit of it (any more)',
  },
} as const satisfies OperationDocs;
