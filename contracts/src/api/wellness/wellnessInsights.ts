import { WellnessInsights } from '../../wellness/overview.js';
import type { OperationCall, OperationDocs } from '../operation.js';

/**
 * The call's path on its own, for what a check-in makes out of date (mfe-wellness refreshes it after one): importing the call itself would bring its schemas along.
 */
export const wellnessInsightsPath = '/api/wellness/insights';

export const wellnessInsights = {
  method: 'get',
  path: wellnessInsightsPath,
  service: 'wellness',
  auth: 'member',
  response: WellnessInsights,
} as const satisfies OperationCall;

export const wellnessInsightsDocs = {
  summary: 'What helps you (practice effect) and habits vs mood, once there is enough data',
} as const satisfies OperationDocs;
