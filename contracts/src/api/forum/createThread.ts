import { CreatedThread, CreateThreadRequest } from '../../forum/threads.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const createThread = {
  method: 'post',
  path: '/api/forum/threads',
  service: 'forum',
  auth: 'member',
  body: CreateThreadRequest,
  response: CreatedThread,
  status: 201,
  timeZone: true,
} as const satisfies OperationCall;

export const createThreadDocs = {
  summary: 'Start a discussion on a catalogue topic; screening may hold it for a moderator',
  errors: { 403: 'the caller is muted or suspended, or a parent (Pause and Post is for young people)' },
} as const satisfies OperationDocs;
