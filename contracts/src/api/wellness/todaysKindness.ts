import { CompletedKindness } from '../../wellness/kindness.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const todaysKindness = {
  method: 'get',
  path: '/api/daily-compassion-check',
  service: 'wellness',
  auth: 'member',
  response: CompletedKindness,
  timeZone: true,
} as const satisfies OperationCall;

export const todaysKindnessDocs = {
  summary: "Today's completed kindness activity ids",
} as const satisfies OperationDocs;
