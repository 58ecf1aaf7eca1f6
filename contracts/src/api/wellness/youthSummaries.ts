import { YouthSummaryList } from '../../wellness/overview.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const youthSummaries = {
  method: 'get',
  path: '/api/wellness/youth-summaries',
  service: 'wellness',
  auth: 'member',
  response: YouthSummaryList,
  timeZone: true,
} as const satisfies OperationCall;

export const youthSummariesDocs = {
  summary: 'Aggregates for each youth linked to you (parents only)',
  errors: { 403: 'the caller is not a parent' },
} as const satisfies OperationDocs;
