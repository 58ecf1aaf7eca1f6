import { OkBody } from '../../common.js';
import { SessionIdParams } from '../../wellness/checkins.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const completeEmotionSession = {
  method: 'post',
  path: '/api/emotional-sessions/{sessionId}/complete',
  service: 'wellness',
  auth: 'member',
  params: SessionIdParams,
  response: OkBody,
} as const satisfies OperationCall;

export const completeEmotionSessionDocs = {
  summary: 'Mark one of your emotion sessions complete',
  errors: { 400: 'the session id is not an id' },
} as const satisfies OperationDocs;
