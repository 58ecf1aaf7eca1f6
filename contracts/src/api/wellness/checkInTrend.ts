import { Trend } from '../../wellness/checkins.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const checkInTrend = {
  method: 'get',
  path: '/api/emotional-checkins/trend',
  service: 'wellness',
  auth: 'member',
  response: Trend,
} as const satisfies OperationCall;

export const checkInTrendDocs = {
  summary: 'Your last 7 check-ins, oldest first',
} as const satisfies OperationDocs;
