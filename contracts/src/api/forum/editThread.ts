import { CreatedThread, EditThreadRequest, ThreadIdParams } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const editThread = {
  method: 'put',
  path: '/api/forum/threads/{id}',
  service: 'forum',
  auth: 'member',
  params: ThreadIdParams,
  body: EditThreadRequest,
  response: CreatedThread,
  timeZone: true,
} as const satisfies OperationCall;

export const editThreadDocs = {
  summary:
    'The author edits their thread, screened as a new one: clean words show at once, words screening holds (or an edit a moderator asked for) wait for a moderator',
  errors: {
    403: 'it is not your post, or you are muted or suspended, or a parent (Pause and Post is for young people)',
    409: 'it is held and a moderator is reading it (edit it once they decided), or it changed at the same moment',
  },
} as const satisfies OperationDocs;
