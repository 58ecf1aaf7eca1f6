import { ThreadSearchPage, ThreadSearchQuery } from '../../forum/thread-search.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const searchThreads = {
  method: 'get',
  path: '/api/forum/search',
  service: 'forum',
  auth: 'member',
  query: ThreadSearchQuery,
  response: ThreadSearchPage,
  timeZone: true,
} as const satisfies OperationCall;

export const searchThreadsDocs = {
  summary: 'Find visible threads by words and topic group, newest or most active first (cursor paging)',
  errors: {
    403: 'the caller is suspended from Pause and Post, or a parent (Pause and Post is for young people)',
    409: 'the cursor is not one this search gave, or has expired: search again',
  },
} as const satisfies OperationDocs;
