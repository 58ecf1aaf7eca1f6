import { LatestCheckIn } from '../../wellness/checkins.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const latestCheckIn = {
  method: 'get',
  path: '/api/emotional-checkins/latest',
  service: 'wellness',
  auth: 'member',
  response: LatestCheckIn,
} as const satisfies OperationCall;

export const latestCheckInDocs = {
  summary: 'Your latest check-in, or null',
} as const satisfies OperationDocs;
