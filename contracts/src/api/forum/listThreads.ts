import { ThreadList, ThreadListQuery } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

/**
 * The call's path on its own: the web runtime every page shares keys its cache of the forum threads by it
 * (`queryKeys`), and importing the call itself would put its schemas into every page's first load.
 */
export const listThreadsPath = '/api/forum/threads';

export const listThreads = {
  method: 'get',
  path: listThreadsPath,
  service: 'forum',
  auth: 'member',
  query: ThreadListQuery,
  response: ThreadList,
  timeZone: true,
} as const satisfies OperationCall;

export const listThreadsDocs = {
  summary: 'Visible threads, newest first (cursor: before, limit)',
  errors: {
    403: 'the caller is suspended from Pause and Post, or a parent (Pause and Post is for young people)',
  },
} as const satisfies OperationDocs;
