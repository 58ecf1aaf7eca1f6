import { ActiveSessions } from '../../wellness/checkins.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const activeEmotionSessions = {
  method: 'get',
  path: '/api/emotional-sessions/active',
  service: 'wellness',
  auth: 'member',
  response: ActiveSessions,
} as const satisfies OperationCall;

export const activeEmotionSessionsDocs = {
  summary: 'Your active emotion sessions',
} as const satisfies OperationDocs;
