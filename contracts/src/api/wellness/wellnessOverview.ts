import { WellnessOverview } from '../../wellness/overview.js';
import type { OperationCall, OperationDocs } from '../operation.js';

/**
 * The call's path on its own, for what a check-in makes out of date (mfe-wellness refreshes it after one): importing the call itself would bring its schemas along.
 */
export const wellnessOverviewPath = '/api/wellness/overview';

export const wellnessOverview = {
  method: 'get',
  path: wellnessOverviewPath,
  service: 'wellness',
  auth: 'member',
  response: WellnessOverview,
  timeZone: true,
} as const satisfies OperationCall;

export const wellnessOverviewDocs = {
  summary: "Your dashboard figures: today's habits and practices, this week, 7-day habits, intensity trend",
} as const satisfies OperationDocs;
