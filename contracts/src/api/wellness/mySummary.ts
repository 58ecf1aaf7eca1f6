import { YouthSummary } from '../../wellness/overview.js';
import type { OperationCall, OperationDocs } from '../operation.js';

/**
 * The call's path on its own, for what a check-in makes out of date (mfe-wellness refreshes it after one): importing the call itself would bring its schemas along.
 */
export const mySummaryPath = '/api/wellness/my-summary';

export const mySummary = {
  method: 'get',
  path: mySummaryPath,
  service: 'wellness',
  auth: 'member',
  response: YouthSummary,
  timeZone: true,
} as const satisfies OperationCall;

export const mySummaryDocs = {
  summary: 'Exactly what a linked parent sees about you (youth only)',
  errors: { 403: 'the caller is not a youth' },
} as const satisfies OperationDocs;
