import { CheckInList, CheckInListQuery } from '../../wellness/checkins.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const listCheckIns = {
  method: 'get',
  path: '/api/emotional-checkins',
  service: 'wellness',
  auth: 'member',
  query: CheckInListQuery,
  response: CheckInList,
} as const satisfies OperationCall;

export const listCheckInsDocs = {
  summary: 'Your check-ins, newest first',
} as const satisfies OperationDocs;
